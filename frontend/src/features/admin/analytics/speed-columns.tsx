import styled, { type DefaultTheme } from 'styled-components';
import type { AnalyticsSpeedRow, WebVitalFigures } from '../../../lib/api-types';
import { WEB_VITAL_THRESHOLDS } from '../../../lib/contract';
import type { AdminColumn } from '../admin-table';
import { formatCount, formatShare, formatShareValue } from '../../../components/stats/format';
import { FILTERS_COPY, SPEED_COPY } from './analytics-content';
import { FilterButton } from './FilterButton';

export type WebVital = keyof typeof WEB_VITAL_THRESHOLDS;
/** In the contract's order: LCP, INP, CLS, FCP, TTFB. */
export const WEB_VITALS = Object.keys(WEB_VITAL_THRESHOLDS) as WebVital[];
export type SpeedBand = keyof typeof SPEED_COPY.bands;
export const SPEED_BANDS: readonly SpeedBand[] = ['good', 'needsImprovement', 'poor'];

/** Google's rating: good up to the first threshold, poor above the second. */
export function bandOf(vital: WebVital, value: number): SpeedBand {
  const { good, poor } = WEB_VITAL_THRESHOLDS[vital];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needsImprovement';
}

/** CLS has no unit; the others are milliseconds, shown in seconds from one second on. */
export function formatVital(vital: WebVital, value: number): string {
  if (vital === 'CLS') return value.toFixed(2);
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
}

export const BAND_COLORS: Record<SpeedBand, (theme: DefaultTheme) => { ink: string; soft: string }> = {
  good: ({ colors }) => ({ ink: colors.success, soft: colors.successSoft }),
  needsImprovement: ({ colors }) => ({ ink: colors.warning, soft: colors.warningSoft }),
  poor: ({ colors }) => ({ ink: colors.danger, soft: colors.dangerSoft }),
};

const StyledVital = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 4px;
  min-width: 72px;
`;

/** The band shares and the page loads they rest on, on one line under the percentile. */
const StyledVitalFoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const StyledP75 = styled.span<{ $band: SpeedBand }>`
  padding: 1px ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $band }) => BAND_COLORS[$band](theme).soft};
  color: ${({ theme, $band }) => BAND_COLORS[$band](theme).ink};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** The shares of the three bands, side by side in their colours. */
const StyledShares = styled.span`
  display: flex;
  width: 44px;
  height: 4px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.border};
`;

const StyledShare = styled.span<{ $band: SpeedBand; $share: number }>`
  width: ${({ $share }) => `${$share * 100}%`};
  background: ${({ theme, $band }) => BAND_COLORS[$band](theme).ink};
`;

const StyledCount = styled.span`
  min-width: 2ch;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.6875rem;
  line-height: 1;
`;

const StyledDeviceCell = styled.td`
  && {
    color: ${({ theme }) => theme.colors.muted};
    text-align: left;
  }
`;

const StyledNone = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledPageCell = styled.th`
  max-width: 220px;
  padding: ${({ theme }) => theme.spacing(2)};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: left;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

function VitalCell({ vital, figures }: { vital: WebVital; figures: WebVitalFigures }) {
  if (figures.p75 === null) return <StyledNone title={`${vital}: ${SPEED_COPY.notMeasured}`}>–</StyledNone>;
  const band = bandOf(vital, figures.p75);
  const p75 = formatVital(vital, figures.p75);
  const title = SPEED_COPY.cellTitle(
    vital,
    p75,
    SPEED_COPY.bands[band].toLowerCase(),
    SPEED_COPY.shares(formatShare(figures.good ?? 0), formatShare(figures.needsImprovement ?? 0), formatShare(figures.poor ?? 0)),
    formatCount(figures.pageViews),
  );
  return (
    <StyledVital title={title}>
      <StyledP75 $band={band} data-band={band}>
        {p75}
        <span className="visually-hidden"> ({SPEED_COPY.bands[band]})</span>
      </StyledP75>
      <StyledVitalFoot aria-hidden="true">
        <StyledShares>
          {SPEED_BANDS.map((share) => (
            <StyledShare key={share} $band={share} $share={figures[share] ?? 0} />
          ))}
        </StyledShares>
        <StyledCount>{formatCount(figures.pageViews)}</StyledCount>
      </StyledVitalFoot>
      <span className="visually-hidden">{SPEED_COPY.shares(formatShare(figures.good ?? 0), formatShare(figures.needsImprovement ?? 0), formatShare(figures.poor ?? 0))}</span>
    </StyledVital>
  );
}

/**
 * The Speed card's table, one definition for the screen, the sort and the CSV: the page (a
 * button that filters the dashboard), the device, its page loads, then per vital the 75th
 * percentile in its band's colour over the shares of the bands. The CSV has every figure.
 */
export function speedColumns(onFilterPage?: (page: string) => void): AdminColumn<AnalyticsSpeedRow>[] {
  return [
    {
      key: 'page',
      header: SPEED_COPY.columns.page,
      rowHeader: true,
      as: StyledPageCell,
      cell: (row) =>
        onFilterPage ? (
          <FilterButton onClick={() => onFilterPage(row.page)} title={FILTERS_COPY.filterBy(SPEED_COPY.columns.page, row.page)}>
            {row.page}
          </FilterButton>
        ) : (
          row.page
        ),
      sortValue: (row) => row.page,
      csv: { value: (row) => row.page },
    },
    {
      key: 'device',
      header: SPEED_COPY.columns.device,
      as: StyledDeviceCell,
      cell: (row) => row.device,
      sortValue: (row) => row.device,
      csv: { value: (row) => row.device },
    },
    {
      key: 'pageViews',
      header: SPEED_COPY.columns.pageViews,
      numeric: true,
      cell: (row) => formatCount(row.pageViews),
      sortValue: (row) => row.pageViews,
      csv: { value: (row) => row.pageViews },
    },
    ...WEB_VITALS.flatMap((vital): AdminColumn<AnalyticsSpeedRow>[] => {
      const unit = vital === 'CLS' ? '' : 'ms';
      return [
        {
          key: vital,
          header: vital,
          numeric: true,
          cell: (row) => <VitalCell vital={vital} figures={row[vital]} />,
          // A vital not measured sorts below every measured one.
          sortValue: (row) => row[vital].p75 ?? -1,
          csv: {
            header: SPEED_COPY.csv.p75(vital, unit),
            value: (row) => (row[vital].p75 === null ? '' : vital === 'CLS' ? row[vital].p75.toFixed(3) : Math.round(row[vital].p75)),
          },
        },
        {
          key: `${vital}-band`,
          header: SPEED_COPY.csv.band(vital),
          csv: { value: (row) => (row[vital].p75 === null ? '' : SPEED_COPY.bands[bandOf(vital, row[vital].p75)]) },
        },
        ...SPEED_BANDS.map((band) => ({
          key: `${vital}-${band}`,
          header: SPEED_COPY.csv.share(vital, SPEED_COPY.bands[band]),
          csv: { value: (row: AnalyticsSpeedRow) => formatShareValue(row[vital][band]) },
        })),
        { key: `${vital}-pageViews`, header: SPEED_COPY.csv.pageViews(vital), csv: { value: (row) => row[vital].pageViews } },
      ];
    }),
  ];
}
