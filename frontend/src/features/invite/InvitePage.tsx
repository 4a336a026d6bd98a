import { useEffect } from 'react';
import { LuUserCheck } from 'react-icons/lu';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { PageHead } from '../../components/page/PageHead';
import { StoreButtons, type Store } from '../../components/store/StoreButtons';
import { Container } from '../../components/ui/Container';
import { ForecastScreen } from '../../components/visuals/AppScreens';
import { PhoneFrame } from '../../components/visuals/PhoneFrame';
import { WaveArt } from '../../components/visuals/WaveArt';
import { trackEvent } from '../../lib/analytics';
import { useOpenAppOnLoad } from '../../lib/deep-link';
import { trackInfluencer, useInfluencerHandle } from '../../lib/influencer';
import { smartAppBannerMeta } from '../../lib/structured-data';
import { media } from '../../styles/theme';
import { INVITE_CONTENT } from './invite-content';

const StyledHero = styled.section`
  overflow: hidden;
  padding-top: ${({ theme }) => theme.spacing(12)};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.foam} 0%, ${({ theme }) => theme.colors.tealSoft} 100%);
  ${media.md} { padding-top: ${({ theme }) => theme.spacing(20)}; }
`;

const StyledGrid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.spacing(12)};
  align-items: center;
  ${media.lg} { grid-template-columns: 1.2fr 0.8fr; }
`;

/** Always holds one pill, neutral or invited, so the heading below never moves when the handle is read. */
const StyledBadge = styled.p<{ $invited: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 36px;
  margin-bottom: ${({ theme }) => theme.spacing(5)};
  padding: ${({ theme }) => theme.spacing(1.5, 4)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $invited }) => ($invited ? theme.colors.tealDeep : theme.colors.white)};
  color: ${({ theme, $invited }) => ($invited ? theme.colors.white : theme.colors.tealDeep)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow-wrap: anywhere;
`;

/** Room for two lines either way, so the invited heading does not push the page down. */
const StyledTitle = styled.h1`
  min-height: 2.1em;
  font-size: 2.5rem;
  line-height: 1.05;
  letter-spacing: -0.03em;
  overflow-wrap: anywhere;
  ${media.md} { font-size: ${({ theme }) => theme.font.size.hero}; }
`;

const StyledLead = styled.p`
  max-width: 54ch;
  margin: ${({ theme }) => theme.spacing(5, 0, 8)};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.6;
`;

const StyledNote = styled.p`
  margin-top: ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledPhone = styled.div`
  width: 100%;
  max-width: 280px;
  margin: 0 auto;
`;

const StyledReasons = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(6)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(16, 0)};
  list-style: none;
  ${media.md} { grid-template-columns: repeat(3, 1fr); }
  h2 { margin-bottom: ${({ theme }) => theme.spacing(2)}; font-size: ${({ theme }) => theme.font.size.lg}; }
  li { padding-left: ${({ theme }) => theme.spacing(4)}; border-left: 3px solid ${({ theme }) => theme.colors.teal}; }
`;

/** /invite: an influencer's referral page; counts its view and store clicks for a valid handle. */
export function InvitePage() {
  useOpenAppOnLoad('invite_page_visit');
  const influencer = useInfluencerHandle();

  useEffect(() => {
    if (influencer) trackInfluencer('influencer', 'page-view', influencer);
  }, [influencer]);

  const onStoreClick = (store: Store) => {
    trackEvent({ event: store === 'app-store' ? 'app_store_click' : 'play_store_click', category: 'download', label: 'invite' });
    if (influencer) trackInfluencer('influencer', store === 'app-store' ? 'app-store-click' : 'play-store-click', influencer);
  };

  const { meta, neutral, invited, lead, opening, phoneLabel, reasons } = INVITE_CONTENT;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={paths.invite} meta={smartAppBannerMeta()} />
      <StyledHero aria-labelledby="invite-title">
        <StyledGrid>
          <div>
            <StyledBadge $invited={Boolean(influencer)} data-testid="invite-badge">
              {influencer && <LuUserCheck size={16} aria-hidden="true" focusable="false" />}
              {influencer ? invited.badge(influencer) : neutral.badge}
            </StyledBadge>
            <StyledTitle id="invite-title">{influencer ? invited.title(influencer) : neutral.title}</StyledTitle>
            <StyledLead>{lead}</StyledLead>
            <StoreButtons onStoreClick={onStoreClick} />
            <StyledNote>{opening}</StyledNote>
          </div>
          <StyledPhone>
            <PhoneFrame label={phoneLabel}>
              <ForecastScreen />
            </PhoneFrame>
          </StyledPhone>
        </StyledGrid>
        <WaveArt />
      </StyledHero>
      <Container>
        <StyledReasons>
          {reasons.map((reason) => (
            <li key={reason.title}>
              <h2>{reason.title}</h2>
              <p>{reason.description}</p>
            </li>
          ))}
        </StyledReasons>
      </Container>
    </>
  );
}
