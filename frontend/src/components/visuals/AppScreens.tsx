import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { brand } from '../../config/brand';
import { FORECAST_SCREEN, SPOT_CHAT_SCREEN, type ChatMessage } from './app-screen-data';

const StyledScreen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2.5)};
  height: 100%;
  padding: ${({ theme }) => theme.spacing(11, 3.5, 4)};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 11px;
  line-height: 1.35;
  text-align: left;
`;

const StyledTopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const StyledSpot = styled.p`
  font-size: 17px;
  font-weight: ${({ theme }) => theme.font.weight.heavy};
  line-height: 1.1;
  small {
    display: block;
    font-size: 10px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledRating = styled.span`
  padding: ${({ theme }) => theme.spacing(0.5, 2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.white};
  font-size: 10px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.06em;
`;

const StyledCard = styled.div`
  padding: ${({ theme }) => theme.spacing(2.5, 3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.screenCard};
`;

const StyledHero = styled(StyledCard)`
  background: linear-gradient(150deg, ${({ theme }) => theme.colors.tealHover}, ${({ theme }) => theme.colors.tealDeep});
  color: ${({ theme }) => theme.colors.white};
  strong {
    display: block;
    font-size: 28px;
    font-weight: ${({ theme }) => theme.font.weight.heavy};
    line-height: 1.05;
  }
`;

const StyledDetail = styled.div`
  display: flex;
  justify-content: space-between;
  padding: ${({ theme }) => theme.spacing(1, 0)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
  b {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** One rule for every bar, its height an inline custom property: a styled prop would print a class per height into the page's CSS. */
const StyledBars = styled.div`
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  align-items: end;
  gap: ${({ theme }) => theme.spacing(1)};
  height: 64px;
  > span {
    display: flex;
    flex-direction: column;
    justify-content: flex-end;
    align-items: center;
    height: 100%;
    font-size: 8px;
    color: ${({ theme }) => theme.colors.muted};
  }
  > span::before {
    content: '';
    display: block;
    width: 100%;
    height: var(--bar-height);
    margin-bottom: 2px;
    border-radius: 4px 4px 2px 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  > span[data-good]::before {
    background: ${({ theme }) => theme.colors.teal};
  }
`;

/** The bar's height: a 6 ft wave fills 44 px. */
const barStyle = (heightFt: number) => ({ '--bar-height': `${Math.round((heightFt / 6) * 44)}px` }) as CSSProperties;

const StyledCompanion = styled(StyledCard)`
  border-left: 3px solid ${({ theme }) => theme.colors.teal};
  b {
    display: block;
    margin-bottom: 2px;
    color: ${({ theme }) => theme.colors.tealDeep};
  }
`;

const StyledWindow = styled(StyledCard)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
  b {
    display: block;
    color: ${({ theme }) => theme.colors.ink};
    font-size: 13px;
    white-space: nowrap;
  }
  small {
    padding: ${({ theme }) => theme.spacing(1, 2)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.tealSoft};
    color: ${({ theme }) => theme.colors.tealDeep};
    font-size: 9px;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-align: center;
  }
`;

/** The app's spot forecast screen: rating, surf height, swell, wind, tide and the hourly strip. */
export function ForecastScreen() {
  const screen = FORECAST_SCREEN;
  return (
    <StyledScreen>
      <StyledTopRow>
        <StyledSpot>
          {screen.spot}
          <small>{screen.region}</small>
        </StyledSpot>
        <StyledRating>{screen.rating}</StyledRating>
      </StyledTopRow>
      <StyledHero>
        Surf today
        <strong>{screen.surf}</strong>
        Shoulder to overhead sets
      </StyledHero>
      <StyledCard>
        {screen.details.map((detail) => (
          <StyledDetail key={detail.label}>
            <span>{detail.label}</span>
            <b>{detail.value}</b>
          </StyledDetail>
        ))}
      </StyledCard>
      <StyledCard>
        <StyledBars>
          {screen.hours.map((bar) => (
            <span key={bar.hour} style={barStyle(bar.heightFt)} data-good={bar.good || undefined}>
              {bar.hour}
            </span>
          ))}
        </StyledBars>
      </StyledCard>
      <StyledCompanion>
        <b>AI Surf Companion</b>
        {screen.summary}
      </StyledCompanion>
      <StyledWindow>
        <span>
          {screen.bestWindow.label}
          <b>{screen.bestWindow.value}</b>
        </span>
        <small>{screen.crew}</small>
      </StyledWindow>
    </StyledScreen>
  );
}

const StyledChatHeader = styled.div`
  padding-bottom: ${({ theme }) => theme.spacing(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledBubble = styled.div<{ $companion: boolean }>`
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $companion }) => ($companion ? theme.colors.tealSoft : theme.colors.white)};
  box-shadow: ${({ theme }) => theme.shadow.screenCard};
  p:first-child {
    display: flex;
    justify-content: space-between;
    margin-bottom: 2px;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  p:first-child span {
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledComposer = styled.div`
  margin-top: auto;
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.muted};
`;

function Bubble({ message }: { message: ChatMessage }) {
  return (
    <StyledBubble $companion={Boolean(message.fromCompanion)}>
      <p>
        {message.author}
        <span>{message.time}</span>
      </p>
      <p>{message.text}</p>
    </StyledBubble>
  );
}

/** The app's spot chat: the AI forecast pinned on top of the locals' reports. */
export function SpotChatScreen() {
  const screen = SPOT_CHAT_SCREEN;
  return (
    <StyledScreen>
      <StyledChatHeader>
        <StyledSpot>
          {screen.spot}
          <small>Spot Chat · {screen.members}</small>
        </StyledSpot>
      </StyledChatHeader>
      {screen.messages.map((message) => (
        <Bubble key={`${message.author}-${message.time}`} message={message} />
      ))}
      <StyledComposer>Message the {brand.productName} lineup…</StyledComposer>
    </StyledScreen>
  );
}
