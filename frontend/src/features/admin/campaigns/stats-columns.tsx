import type { InfluencerStats } from '../../../lib/api-types';
import type { AdminColumn } from '../admin-table';
import { formatCount, formatRateValue } from '../../../components/stats/format';
import { CHART_COPY, TABLE_COPY } from './campaigns-content';
import { ConversionBadge } from './ConversionBadge';
import { conversionRate, visitorConversionRate } from '../../../lib/conversion';
import type { CampaignCounts } from './campaign-counts';
import type { DailyCounts } from './time-series';

type InstallKey = 'installs' | 'appStoreInstalls' | 'playStoreInstalls' | 'installsPer100Visitors';
export type StatsColumnKey = 'influencer' | keyof CampaignCounts | 'viewsAndClicks' | InstallKey | 'conversion' | 'visitorConversion' | 'updatedAt';
export type StatsColumn = AdminColumn<InfluencerStats, StatsColumnKey>;

const NAMES = TABLE_COPY.columns;

function shownCount(key: keyof CampaignCounts): AdminColumn<CampaignCounts, keyof CampaignCounts> {
  return { key, header: NAMES[key], numeric: true, cell: (row) => formatCount(row[key]), sortValue: (row) => row[key], csv: { value: (row) => row[key] } };
}

function countInCsvOnly(key: keyof CampaignCounts): AdminColumn<CampaignCounts, keyof CampaignCounts> {
  return { key, header: NAMES[key], csv: { value: (row) => row[key] } };
}

/** Visitors lead (docs/product.md, "Dashboards"), then the three counts of a record's calls. */
const VISITS_AND_TAPS = [shownCount('uniqueVisitors'), shownCount('pageViews'), shownCount('appStoreClicks'), shownCount('playStoreClicks')];
/** The visitors who tapped each store, and either, and the bot calls are in the CSV only: with the installs shown, the table fits a 1280 px screen. */
const TAPPING_VISITORS_AND_BOTS = [
  countInCsvOnly('uniqueAppStoreClicks'),
  countInCsvOnly('uniquePlayStoreClicks'),
  countInCsvOnly('uniqueStoreVisitors'),
  countInCsvOnly('botCalls'),
];
const COUNT_COLUMNS = [...VISITS_AND_TAPS, ...TAPPING_VISITORS_AND_BOTS];

/** What the API's `viewsAndClicks` sorts by: the launch-party order (SPEC §9). */
const viewsAndClicks = (record: CampaignCounts) => record.pageViews + record.appStoreClicks + record.playStoreClicks;

const VIEWS_AND_CLICKS_COLUMN: StatsColumn = {
  key: 'viewsAndClicks',
  header: NAMES.viewsAndClicks,
  numeric: true,
  cell: (record) => formatCount(viewsAndClicks(record)),
  sortValue: viewsAndClicks,
  csv: { value: viewsAndClicks },
};

/** A figure the stores give: "—" where there is none (a store that has not reported the days), never 0; an empty CSV cell. */
function installsColumn(key: InstallKey, format: (value: number) => string, csvValue: (value: number) => string | number): StatsColumn {
  return {
    key,
    header: NAMES[key],
    numeric: true,
    cell: (record) => {
      const value = record[key];
      return value === null ? <span title={TABLE_COPY.noFigure(key, record)}>—</span> : format(value);
    },
    sortValue: (record) => record[key] ?? -1,
    csv: { value: (record) => (record[key] === null ? '' : csvValue(record[key])) },
  };
}

/** Each store's installs, in the CSV only (as the visitors who tapped each store): with them the table would not fit a 1280 px screen. */
const inCsvOnly = ({ key, header, csv }: StatsColumn): StatsColumn => ({ key, header, csv });

/** Installs, each store's, and per 100 visitors (docs/product.md, "Installs per influencer"). */
const INSTALL_COLUMNS = [
  installsColumn('installs', formatCount, (value) => value),
  inCsvOnly(installsColumn('appStoreInstalls', formatCount, (value) => value)),
  inCsvOnly(installsColumn('playStoreInstalls', formatCount, (value) => value)),
  installsColumn('installsPer100Visitors', formatRateValue, formatRateValue),
];

/** A per-influencer table, its sorting (by the API, so the rates, which are no field of a record, do not sort) and its CSV; the conversion rate and the visitor conversion close. */
function statsColumns(totals: readonly StatsColumn[]): readonly StatsColumn[] {
  return [
    {
      key: 'influencer',
      header: NAMES.influencer,
      rowHeader: true,
      cell: (record) => record.influencer,
      sortValue: (record) => record.influencer,
      csv: { value: (record) => record.influencer },
    },
    ...VISITS_AND_TAPS,
    ...totals,
    ...INSTALL_COLUMNS,
    ...TAPPING_VISITORS_AND_BOTS,
    {
      key: 'conversion',
      header: NAMES.conversion,
      numeric: true,
      cell: (record) => <ConversionBadge rate={conversionRate(record)} />,
      csv: { value: (record) => formatRateValue(conversionRate(record)), header: TABLE_COPY.csvHeaders.conversion },
    },
    {
      key: 'visitorConversion',
      header: NAMES.visitorConversion,
      numeric: true,
      cell: (record) => <ConversionBadge rate={visitorConversionRate(record)} label={NAMES.visitorConversion} />,
      csv: { value: (record) => formatRateValue(visitorConversionRate(record)), header: TABLE_COPY.csvHeaders.visitorConversion },
    },
    { key: 'updatedAt', header: NAMES.updatedAt, csv: { value: (record) => record.updatedAt } },
  ];
}

export const STATS_COLUMNS = statsColumns([]);
/** The launch-party table shows the total it opens sorted by, after the three counts it adds up. */
export const LAUNCH_PARTY_COLUMNS = statsColumns([VIEWS_AND_CLICKS_COLUMN]);

/** The counts over time have a chart, not a table: these columns make its CSV. */
export const DAILY_COLUMNS: readonly AdminColumn<DailyCounts>[] = [{ key: 'date', header: CHART_COPY.date, csv: { value: (day) => day.date } }, ...COUNT_COLUMNS];
