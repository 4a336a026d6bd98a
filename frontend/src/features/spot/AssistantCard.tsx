import { useId } from 'react';
import { LuMessageCircle, LuSparkles } from 'react-icons/lu';
import styled from 'styled-components';
import { Button } from '../../components/ui/Button';
import { appNeeded } from '../../lib/page-markup';
import { StyledCardTitle, StyledSpotCard } from './SpotCard';
import { SPOT_COPY } from './spot-content';
import { formatSpotTime } from './spot-format';
import type { AiSummary, Rating, UtcOffset } from './spot-types';

/**
 * The card's header holds the title and the rating badge; under the summary, today's forecast
 * sits in a white box with a teal edge.
 */
const StyledAssistantCard = styled(StyledSpotCard)`
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.foam}, ${({ theme }) => theme.colors.white} 60%);
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(2)};
  }
  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(1)};
    padding: ${({ theme }) => theme.spacing(3, 4)};
    border-left: 3px solid ${({ theme }) => theme.colors.teal};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.white};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  time {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledRating = styled.p<{ $rating: Rating }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.muted};
  strong {
    padding: ${({ theme }) => theme.spacing(0.5, 3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme, $rating }) => ($rating === 'POOR' ? theme.colors.dangerSoft : $rating === 'FAIR' ? theme.colors.warningSoft : theme.colors.successSoft)};
    color: ${({ theme, $rating }) => ($rating === 'POOR' ? theme.colors.danger : $rating === 'FAIR' ? theme.colors.warning : theme.colors.success)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.heavy};
    letter-spacing: 0.08em;
  }
`;

type AssistantCardProps = { ai: AiSummary; utcOffset: UtcOffset; onAsk: () => void };

export function AssistantCard({ ai, utcOffset, onAsk }: AssistantCardProps) {
  const titleId = useId();
  const copy = SPOT_COPY.ai;
  return (
    <StyledAssistantCard aria-labelledby={titleId}>
      <header>
        <StyledCardTitle id={titleId}>
          <LuSparkles aria-hidden="true" />
          {copy.title}
        </StyledCardTitle>
        <StyledRating $rating={ai.rating}>
          {`${copy.ratingLabel} `}
          <strong>{ai.rating}</strong>
        </StyledRating>
      </header>
      <p>{ai.summary}</p>
      <div>
        <h3>{copy.todayTitle}</h3>
        <p>{ai.todayForecast}</p>
        <time dateTime={ai.updatedAt}>{`${copy.updated} ${formatSpotTime(ai.updatedAt, utcOffset)}`}</time>
      </div>
      <Button $variant="secondary" $fullWidth onClick={onAsk} {...appNeeded()}>
        <LuMessageCircle aria-hidden="true" />
        {copy.ask}
      </Button>
    </StyledAssistantCard>
  );
}
