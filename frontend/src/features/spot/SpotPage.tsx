import { lazy, Suspense, useId, useState } from 'react';
import { LuMapPin } from 'react-icons/lu';
import styled from 'styled-components';
import { PageHead } from '../../components/page/PageHead';
import { Container } from '../../components/ui/Container';
import { media } from '../../styles/theme';
import { AssistantCard } from './AssistantCard';
import { ConditionsCard } from './ConditionsCard';
import { DownloadCard } from './DownloadCard';
import { ForecastDayStrip } from './ForecastDayStrip';
import { HourlyStrip } from './HourlyStrip';
import { StyledCardTitle, StyledSpotCard, StyledSubTitle } from './SpotCard';
import { SpotChatCard } from './SpotChatCard';
import { SPOT_COPY, type AppOnlyAction } from './spot-content';
import { spotHead } from './spot-head';
import type { Spot } from './spot-types';
import { SpotMapCard } from './SpotMapCard';
import { TideChart } from './TideChart';
import { WaveModelRow } from './WaveModelRow';
import { WindRow } from './WindRow';

/** The hero: eyebrow, spot name, city and the sample note over a deep-sea gradient, waves drawn along its foot. */
const StyledHero = styled.header`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => theme.spacing(10, 0, 20)};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.ocean}, ${({ theme }) => theme.colors.tealDeep});
  color: ${({ theme }) => theme.colors.tealSoft};
  ${media.md} {
    padding: ${({ theme }) => theme.spacing(14, 0, 24)};
  }
  & > svg {
    position: absolute;
    left: 0;
    bottom: 0;
    width: 100%;
    height: 80px;
    color: ${({ theme }) => theme.colors.sand};
  }
  & > svg > path:first-child {
    fill: ${({ theme }) => theme.colors.teal};
    opacity: 0.45;
  }
`;

const StyledHeroInner = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: ${({ theme }) => theme.font.weight.heavy};
    color: ${({ theme }) => theme.colors.white};
    ${media.md} {
      font-size: ${({ theme }) => theme.font.size.display};
    }
  }
  p:first-child {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.14em;
    text-transform: uppercase;
  }
  p:nth-child(3) {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1.5)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p:last-child {
    max-width: 60ch;
    margin-top: ${({ theme }) => theme.spacing(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledBody = styled.div`
  padding: ${({ theme }) => theme.spacing(0, 0, 16)};
  background: ${({ theme }) => theme.colors.sand};
`;

const StyledLayout = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(5)};
  margin-top: -${({ theme }) => theme.spacing(14)};
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }
`;

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(5)};
  min-width: 0;
`;

const StyledForecastPart = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding-top: ${({ theme }) => theme.spacing(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-of-type {
    padding-top: 0;
    border-top: 0;
  }
`;

// The dialog and its Radix code load when first opened, not with the page.
const AppOnlyDialog = lazy(() => import('./AppOnlyDialog').then(({ AppOnlyDialog: component }) => ({ default: component })));

type SpotPageProps = { spot: Spot };

/** A spot's forecast page, a pure function of its data. */
export function SpotPage({ spot }: SpotPageProps) {
  const [appOnlyAction, setAppOnlyAction] = useState<AppOnlyAction | null>(null);
  const [dialogUsed, setDialogUsed] = useState(false);
  const openAppOnly = (action: AppOnlyAction) => {
    setDialogUsed(true);
    setAppOnlyAction(action);
  };
  const ids = { forecast: useId(), days: useId(), hourly: useId(), wave: useId(), wind: useId(), tide: useId() };
  const copy = SPOT_COPY.forecast;
  return (
    <>
      <PageHead {...spotHead(spot)} />
      <StyledHero>
        <Container>
          <StyledHeroInner>
            <p>{SPOT_COPY.eyebrow}</p>
            <h1>{spot.name}</h1>
            <p>
              <LuMapPin aria-hidden="true" />
              {`${spot.city}, ${spot.region}`}
            </p>
            <p>{SPOT_COPY.sampleNote}</p>
          </StyledHeroInner>
        </Container>
        <svg viewBox="0 0 1440 80" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <path d="M0 40 C 240 10 480 70 720 40 S 1200 10 1440 40 V80 H0 Z" />
          <path d="M0 56 C 260 30 520 84 780 56 S 1240 32 1440 54 V80 H0 Z" fill="currentColor" />
        </svg>
      </StyledHero>
      <StyledBody>
        <Container>
          <StyledLayout>
            <StyledColumn>
              <ConditionsCard conditions={spot.conditions} />
              <AssistantCard ai={spot.ai} utcOffset={spot.utcOffset} onAsk={() => openAppOnly('assistant')} />
              <StyledSpotCard aria-labelledby={ids.forecast}>
                <StyledCardTitle id={ids.forecast}>{copy.title}</StyledCardTitle>
                <StyledForecastPart aria-labelledby={ids.days}>
                  <StyledSubTitle id={ids.days}>{copy.days}</StyledSubTitle>
                  <ForecastDayStrip days={spot.forecastDays} labelledBy={ids.days} />
                </StyledForecastPart>
                <StyledForecastPart aria-labelledby={ids.hourly}>
                  <StyledSubTitle id={ids.hourly}>{copy.hourly}</StyledSubTitle>
                  <HourlyStrip hourly={spot.hourly} />
                </StyledForecastPart>
                <StyledForecastPart aria-labelledby={ids.wave}>
                  <StyledSubTitle id={ids.wave}>{copy.waveModel}</StyledSubTitle>
                  <WaveModelRow entries={spot.waveModel} labelledBy={ids.wave} />
                </StyledForecastPart>
                <StyledForecastPart aria-labelledby={ids.wind}>
                  <StyledSubTitle id={ids.wind}>{copy.wind}</StyledSubTitle>
                  <WindRow entries={spot.wind} labelledBy={ids.wind} />
                </StyledForecastPart>
                <StyledForecastPart aria-labelledby={ids.tide}>
                  <StyledSubTitle id={ids.tide}>{copy.tide}</StyledSubTitle>
                  <TideChart tide={spot.tide} optimalTide={spot.conditions.optimalTide} />
                </StyledForecastPart>
              </StyledSpotCard>
            </StyledColumn>
            <StyledColumn as="aside" aria-label={SPOT_COPY.sideLabel}>
              <DownloadCard analyticsLabel={spot.analyticsLabel} />
              <SpotMapCard spot={spot} onExplore={() => openAppOnly('explore')} />
              <SpotChatCard messages={spot.chat} onPost={() => openAppOnly('chat')} />
            </StyledColumn>
          </StyledLayout>
        </Container>
      </StyledBody>
      {dialogUsed && (
        <Suspense>
          <AppOnlyDialog action={appOnlyAction} onClose={() => setAppOnlyAction(null)} analyticsLabel={spot.analyticsLabel} />
        </Suspense>
      )}
    </>
  );
}
