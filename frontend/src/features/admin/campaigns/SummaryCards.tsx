import styled from 'styled-components';
import { media } from '../../../styles/theme';
import { AdminFigureCard, AdminFigureTerm, AdminFigureValue } from '../AdminPanel';
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

const StyledCard = styled(AdminFigureCard)`
  flex-direction: column-reverse;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.spacing(4, 5)};
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
          <AdminFigureValue>{card.value}</AdminFigureValue>
          <AdminFigureTerm>{card.term}</AdminFigureTerm>
        </StyledCard>
      ))}
      <StyledCard>
        <AdminFigureValue>
          <ConversionBadge rate={conversionRate(totals)} />
        </AdminFigureValue>
        <AdminFigureTerm>{SUMMARY_COPY.conversion}</AdminFigureTerm>
      </StyledCard>
      <StyledCard>
        <AdminFigureValue>
          <ConversionBadge rate={visitorConversionRate(totals)} label={SUMMARY_COPY.visitorConversion} />
        </AdminFigureValue>
        <AdminFigureTerm>{SUMMARY_COPY.visitorConversion}</AdminFigureTerm>
      </StyledCard>
    </StyledList>
  );
}
