import styled from 'styled-components';
import { media } from '../../../styles/theme';
import { formatCount } from '../format';
import { SUMMARY_COPY } from './campaigns-content';
import { ConversionBadge } from './ConversionBadge';
import { type CampaignCounts, conversionRate, visitorConversionRate } from './conversion';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.spacing(4)};
  }
`;

const StyledCard = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(4, 5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.teal};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const StyledTerm = styled.dt`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledValue = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.heavy};
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
`;

type SummaryCardsProps = { totals: CampaignCounts };

/** The launch-party dashboard's totals (docs/product.md). */
export function SummaryCards({ totals }: SummaryCardsProps) {
  const cards = [
    { term: SUMMARY_COPY.uniqueVisitors, value: formatCount(totals.uniqueVisitors) },
    { term: SUMMARY_COPY.pageViews, value: formatCount(totals.pageViews) },
    { term: SUMMARY_COPY.appStoreClicks, value: formatCount(totals.appStoreClicks) },
    { term: SUMMARY_COPY.playStoreClicks, value: formatCount(totals.playStoreClicks) },
  ];
  return (
    <StyledList aria-label={SUMMARY_COPY.label}>
      {cards.map((card) => (
        <StyledCard key={card.term}>
          <StyledValue>{card.value}</StyledValue>
          <StyledTerm>{card.term}</StyledTerm>
        </StyledCard>
      ))}
      <StyledCard>
        <StyledValue>
          <ConversionBadge rate={conversionRate(totals)} />
        </StyledValue>
        <StyledTerm>{SUMMARY_COPY.conversion}</StyledTerm>
      </StyledCard>
      <StyledCard>
        <StyledValue>
          <ConversionBadge rate={visitorConversionRate(totals)} label={SUMMARY_COPY.visitorConversion} />
        </StyledValue>
        <StyledTerm>{SUMMARY_COPY.visitorConversion}</StyledTerm>
      </StyledCard>
    </StyledList>
  );
}
