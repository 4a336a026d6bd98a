import { INSTALL_STORES, type InstallStore } from './campaign';
import { INSTALL_SUMS } from './campaign-installs.repository';
import type { CampaignCountsDto } from './dto/campaign-counts.dto';
import type { CampaignFiguresDto } from './dto/campaign-figures.dto';
import type { DailyStatsDto } from './dto/daily-stats.dto';
import type { InfluencerStatsDto } from './dto/influencer-stats.dto';
import type { SortOrder, StatsSortField } from './dto/stats-list-query.dto';

/** The statements of CampaignStatsRepository and what builds them: the campaign lists, sorted and paged on the server (docs/api.md). */
export type DayRange = { from: string | null; to: string | null };

export type StatsListQuery = DayRange & {
  /** Lower case, a handle's characters only: validated by StatsListQueryDto. */
  prefix: string | null;
  sort: StatsSortField;
  order: SortOrder;
  limit: number | null;
  offset: number;
};

export type StatsPage = { records: InfluencerStatsDto[]; total: number };

/** Whether each store reported any day of a range: one that reported none has no figure, in every record. */
export type StoresReported = Record<InstallStore, boolean>;

const DAY_IN_RANGE = `daily.campaign = $1 AND ($2::date IS NULL OR daily.day >= $2::date) AND ($3::date IS NULL OR daily.day <= $3::date)`;

/** Each count's column, by its field: typed by the DTO, the one list of the counts. */
export const COUNT_FIELDS: Record<keyof CampaignCountsDto, string> = {
  pageViews: 'page_views',
  appStoreClicks: 'app_store_clicks',
  playStoreClicks: 'play_store_clicks',
  uniqueVisitors: 'unique_visitors',
  uniqueAppStoreClicks: 'unique_app_store_clicks',
  uniquePlayStoreClicks: 'unique_play_store_clicks',
  uniqueStoreVisitors: 'unique_store_visitors',
  botCalls: 'bot_calls',
};

export const COUNT_COLUMNS = Object.values(COUNT_FIELDS);

type InstallField = Exclude<keyof CampaignFiguresDto, keyof CampaignCountsDto>;

const INSTALL_FIELDS: Record<InstallField, string> = {
  appStoreInstalls: 'app_store_installs',
  playStoreInstalls: 'play_store_installs',
  installs: 'installs',
};

export const INSTALL_COLUMNS = Object.values(INSTALL_FIELDS);

/** A record as read: installs 0 where none were counted, until installFigures() applies the stores' reported days. */
export type StatsRow = Omit<InfluencerStatsDto, 'installsPer100Visitors'>;
type CallField = Exclude<keyof StatsRow, InstallField>;

const column = (table: string, name: string) => (table === '' ? name : `${table}.${name}`);

/** Typed by the DTO, so a missing or extra select field fails type-checking. */
const callColumns = (table: string): Record<CallField, string> => ({
  id: column(table, 'id'),
  influencer: column(table, 'influencer'),
  ...(Object.fromEntries(Object.entries(COUNT_FIELDS).map(([field, name]) => [field, column(table, name)])) as Record<keyof CampaignCountsDto, string>),
  // As toISOString() writes it, so that no row is parsed into a Date and formatted again.
  updatedAt: `to_char(${column(table, 'updated_at')} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
});

const installColumns = (table: string): Record<InstallField, string> =>
  Object.fromEntries(Object.entries(INSTALL_FIELDS).map(([field, name]) => [field, `coalesce(${column(table, name)}, 0)`])) as Record<InstallField, string>;

const per100Visitors = (installs: string, visitors: string) => `(${installs}::float8 * 100 / nullif(${visitors}, 0))`;

/** viewsAndClicks must stay the text of index `campaign_stats_by_views_and_clicks`; bigint, so three counts near the integer's limit do not overflow. */
const SORT_COLUMNS: Record<StatsSortField, string> = {
  id: 'id',
  influencer: 'influencer',
  ...COUNT_FIELDS,
  updatedAt: 'updated_at',
  viewsAndClicks: '(page_views::bigint + app_store_clicks + play_store_clicks)',
  ...INSTALL_FIELDS,
  installsPer100Visitors: per100Visitors('installs', 'unique_visitors'),
};

const DAY_SUMS = COUNT_COLUMNS.map((name) => `sum(daily.${name})::int AS ${name}`).join(', ');

const selectList = (columns: Record<string, string>) =>
  Object.entries(columns)
    .map(([field, sql]) => `${sql} AS "${field}"`)
    .join(', ');

const CALL_SELECT = selectList(callColumns(''));
/** Of a source that carries the installs (a range's sums); the all-time list joins campaign_installs. */
const RECORD_SELECT = selectList({ ...callColumns(''), ...installColumns('') });
export const RECORD_FIELDS = Object.keys({ ...callColumns(''), ...INSTALL_FIELDS }) as (keyof StatsRow)[];

const reportedOn = (store: InstallStore, day: string) => `EXISTS (SELECT FROM campaign_install_day reported WHERE reported.store = '${store}' AND reported.day = ${day})`;

const DAILY_SELECT = selectList({
  date: `to_char(day, 'YYYY-MM-DD')`,
  ...COUNT_FIELDS,
  appStoreInstalls: `CASE WHEN app_store_reported THEN coalesce(app_store_installs, 0) END`,
  playStoreInstalls: `CASE WHEN play_store_reported THEN coalesce(play_store_installs, 0) END`,
  installs: `CASE WHEN app_store_reported OR play_store_reported THEN coalesce(installs, 0) END`,
} satisfies Record<keyof DailyStatsDto, string>);

/** The installs of handle $4 as `campaign_daily_installs` has them, found in each day's array instead of every handle unnested (a year: 13 ms, not 57). */
const HANDLE_INSTALLS = `(
    SELECT counted.campaign, $4::varchar AS influencer, reported.day, reported.store, counted.installs[handle.at] AS installs
    FROM campaign_install_day reported
    JOIN install_count counted ON counted.import_id = reported.import_id AND counted.day = reported.day
    CROSS JOIN LATERAL (SELECT array_position(counted.influencers, $4::varchar) AS at) handle
    WHERE handle.at IS NOT NULL
  ) daily`;

/**
 * Sums of the days $2..$3 per influencer `$4` picks (a handle or a prefix), only those with a call or installs in the days
 * (docs/product.md, "Dashboards"): one with installs alone has counts 0 and its last call ever.
 */
const summedInRange = (influencers: string, installs = 'campaign_daily_installs daily') => `WITH summed AS (
    SELECT daily.influencer, ${DAY_SUMS}, max(daily.updated_at) AS updated_at
    FROM campaign_daily_stats daily
    WHERE ${DAY_IN_RANGE} AND ${influencers}
    GROUP BY daily.influencer
  ), installed AS (
    SELECT daily.influencer, ${INSTALL_SUMS('daily')}
    FROM ${installs}
    WHERE ${DAY_IN_RANGE} AND ${influencers}
    GROUP BY daily.influencer
  ), matching AS (
    SELECT stats.id, stats.influencer, ${COUNT_COLUMNS.map((name) => `coalesce(summed.${name}, 0) AS ${name}`).join(', ')},
      ${INSTALL_COLUMNS.map((name) => `coalesce(installed.${name}, 0) AS ${name}`).join(', ')}, coalesce(summed.updated_at, stats.updated_at) AS updated_at
    FROM summed FULL JOIN installed ON installed.influencer = summed.influencer
    JOIN campaign_stats stats ON stats.campaign = $1 AND stats.influencer = coalesce(summed.influencer, installed.influencer)
  )`;

export const dailyCountsSql = (oneInfluencer: boolean) => `WITH summed AS (
    SELECT daily.day, ${DAY_SUMS}
    FROM campaign_daily_stats daily
    WHERE ${DAY_IN_RANGE}${oneInfluencer ? ' AND daily.influencer = $4' : ''}
    GROUP BY daily.day
  ), installed AS (
    SELECT daily.day, ${INSTALL_SUMS('daily')}
    FROM ${oneInfluencer ? HANDLE_INSTALLS : 'campaign_daily_installs daily'}
    WHERE ${DAY_IN_RANGE}
    GROUP BY daily.day
  ), days AS (
    SELECT coalesce(summed.day, installed.day) AS day, ${COUNT_COLUMNS.map((name) => `coalesce(summed.${name}, 0) AS ${name}`).join(', ')},
      ${INSTALL_COLUMNS.map((name) => `installed.${name}`).join(', ')}
    FROM summed FULL JOIN installed ON installed.day = summed.day
  )
  SELECT ${DAILY_SELECT} FROM (
    SELECT days.*, ${reportedOn('app-store', 'days.day')} AS app_store_reported, ${reportedOn('play-store', 'days.day')} AS play_store_reported FROM days
  ) days ORDER BY day`;

/** A null sorts below every number (docs/api.md); only installsPer100Visitors has one, and its index is built NULLS FIRST. */
const nullsOf = ({ sort, order }: StatsListQuery) => (sort === 'installsPer100Visitors' ? (order === 'asc' ? ' NULLS FIRST' : ' NULLS LAST') : '');

/** Ties broken by handle in the same direction, so that one index (campaign, column, influencer) serves both orders. */
const orderBy = (query: StatsListQuery) => `ORDER BY ${SORT_COLUMNS[query.sort]} ${query.order}${nullsOf(query)}, influencer ${query.order}`;

/** The page's rows with their sort key, and again in that order once joined to the one row that carries the total. */
const pageSelect = ({ sort }: StatsListQuery, select = RECORD_SELECT) => `${select}, ${SORT_COLUMNS[sort]} AS sort_key`;
const pageOrder = (query: StatsListQuery) => `ORDER BY page.sort_key ${query.order}${nullsOf(query)}, page.influencer ${query.order}`;

const HANDLE_PREFIX = (column: string, parameter: string) => `(${parameter}::text IS NULL OR ${column} LIKE ${parameter})`;

/** A LIKE pattern that matches the prefix literally: its "_" is no wildcard. */
export const likePrefix = (prefix: string | null) => (prefix === null ? null : `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);

/** Each store's column: whether it reported any day of $from..$to (either null: unbounded). */
export type ReportedRow = Record<'app_store_reported' | 'play_store_reported', boolean>;
export const REPORTED_COLUMNS: Record<InstallStore, keyof ReportedRow> = { 'app-store': 'app_store_reported', 'play-store': 'play_store_reported' };

/** Read in the statement of the figures it applies to (installFigures), not a round trip of its own. */
const reportedIn = (from: string, to: string) =>
  INSTALL_STORES.map(
    (store) =>
      `EXISTS (SELECT FROM campaign_install_day reported WHERE reported.store = '${store}' AND (${from}::date IS NULL OR reported.day >= ${from}::date) AND (${to}::date IS NULL OR reported.day <= ${to}::date)) AS ${REPORTED_COLUMNS[store]}`,
  ).join(', ');

const rangeRow = (table: string) => ['id', 'influencer', ...COUNT_COLUMNS, 'updated_at'].map((name) => `${table}.${name}`).join(', ');

const joinedInstalls = (installs: string) => INSTALL_COLUMNS.map((name) => `coalesce(${installs}.${name}, 0) AS ${name}`).join(', ');

/** Where a list sorted by installs reads its handles' rows (`stats`) and installs (`installs`: only handles with some), by `key`. */
type InstallsSource = {
  stats: string;
  installs: string;
  key: string;
  params: [key: string, prefix: string, limit: string, offset: string];
  row: string;
  /** A rolled-up range's handles without pending counts (added apart). */
  settled?: (table: string) => string;
  /** The visitors of the handle of row `installed`: a range keeps them beside its installs, under its rate's index. */
  visitors: string;
};

const ALL_TIME_INSTALLS = installsSource({
  stats: 'campaign_stats',
  installs: 'campaign_installs',
  key: 'campaign',
  params: ['$1', '$2', '$3', '$4'],
  row: selectList(callColumns('stats')),
  visitors: '(SELECT visitors.unique_visitors FROM campaign_stats visitors WHERE visitors.campaign = $1 AND visitors.influencer = installed.influencer)',
});

const ROLLED_UP_INSTALLS = installsSource({
  stats: 'campaign_range_stats',
  installs: 'campaign_range_installs',
  key: 'range',
  params: ['$4', '$5', '$6', '$7'],
  row: rangeRow('stats'),
  settled: (table) => `${table}.influencer NOT IN (SELECT influencer FROM pending)`,
  visitors: 'installed.unique_visitors',
});

function installsSource(source: InstallsSource) {
  const [key, prefix] = source.params;
  return {
    ...source,
    matching: (table: string) => `${table}.${source.key} = ${key} AND ${HANDLE_PREFIX(`${table}.influencer`, prefix)}${source.settled ? ` AND ${source.settled(table)}` : ''}`,
  };
}

/** Sorted by installs: the handles with some, by the installs' index, then those without (0), by handle; only as many of each as the page may need. */
function byInstallsSql(query: StatsListQuery, source: ReturnType<typeof installsSource>): string {
  const order = query.order;
  const [key, , limit, offset] = source.params;
  const enough = `LIMIT ${limit}::int + ${offset}`;
  const select = (sortKey: string) => `SELECT ${source.row}, ${sortKey} AS sort_key FROM ${source.stats} stats`;
  const withInstalled = `JOIN ${source.installs} installed ON installed.${source.key} = stats.${source.key} AND installed.influencer = stats.influencer`;
  const without = (name: string) =>
    `NOT EXISTS (SELECT FROM ${source.installs} installed WHERE installed.${source.key} = ${key} AND installed.influencer = stats.influencer AND installed.${name} > 0)`;
  const byHandle = `ORDER BY stats.influencer ${order} ${enough}`;
  if (query.sort === 'installsPer100Visitors') {
    return [
      // Each rate's visitors by the key, then the page's rows: joined at once, the few thousand were a hash join on all of campaign_stats (bench/installs/README.md).
      `(${select('ranked.sort_key')} JOIN (
          SELECT installed.influencer, ${per100Visitors('installed.installs', source.visitors)} AS sort_key
          FROM ${source.installs} installed WHERE ${source.matching('installed')} AND installed.installs > 0
          ORDER BY sort_key ${order}${nullsOf(query)}, installed.influencer ${order} ${enough}
        ) ranked ON stats.${source.key} = ${key} AND stats.influencer = ranked.influencer)`,
      `(${select('0::float8')} WHERE ${source.matching('stats')} AND stats.unique_visitors > 0 AND ${without('installs')} ${byHandle})`,
      `(${select('NULL::float8')} WHERE ${source.matching('stats')} AND stats.unique_visitors = 0 AND ${without('installs')} ${byHandle})`,
    ].join(' UNION ALL ');
  }
  const name = INSTALL_FIELDS[query.sort as InstallField];
  return [
    `(${select(`installed.${name}`)} ${withInstalled} WHERE ${source.matching('installed')} AND installed.${name} > 0
      ORDER BY installed.${name} ${order}, installed.influencer ${order} ${enough})`,
    `(${select('0')} WHERE ${source.matching('stats')} AND ${without(name)} ${byHandle})`,
  ].join(' UNION ALL ');
}

/** Range rows hold every count but the pending ones, which only add: the page is among the first offset + limit rows by the sort's index, plus the pending. */
export const rolledUpPageSql = (query: StatsListQuery) => `WITH summed AS (
    SELECT influencer, ${DAY_SUMS}, max(updated_at) AS updated_at
    FROM campaign_pending_counts daily
    WHERE campaign = $1 AND day BETWEEN $2 AND $3 AND ${HANDLE_PREFIX('influencer', '$5')}
    GROUP BY influencer
  ), pending AS (
    SELECT all_time.id, summed.* FROM summed JOIN campaign_stats all_time ON all_time.campaign = $1 AND all_time.influencer = summed.influencer
  ), settled AS (
    ${
      sortsByInstalls(query.sort)
        ? `SELECT ${rangeRow('ranked')} FROM (${byInstallsSql(query, ROLLED_UP_INSTALLS)}) ranked`
        : `SELECT ${rangeRow('stats')} FROM campaign_range_stats stats
      WHERE ${ROLLED_UP_INSTALLS.matching('stats')}
      ${orderBy(query)}
      LIMIT $6::int + $7`
    }
  ), candidates AS (
    SELECT settled.*, ${joinedInstalls('installed')}
    FROM settled LEFT JOIN campaign_range_installs installed ON installed.range = $4 AND installed.influencer = settled.influencer
    UNION ALL
    SELECT pending.id, pending.influencer, ${COUNT_COLUMNS.map((name) => `coalesce(stats.${name}, 0) + pending.${name}`).join(', ')},
      greatest(stats.updated_at, pending.updated_at), ${joinedInstalls('installed')}
    FROM pending
    LEFT JOIN campaign_range_stats stats ON stats.range = $4 AND stats.influencer = pending.influencer
    LEFT JOIN campaign_range_installs installed ON installed.range = $4 AND installed.influencer = pending.influencer
  ), page AS (
    SELECT ${pageSelect(query)} FROM candidates
    ${orderBy(query)}
    LIMIT $6 OFFSET $7
  ), meta AS (
    SELECT (SELECT count(*) FROM campaign_range_stats WHERE range = $4 AND ${HANDLE_PREFIX('influencer', '$5')})::int
      + (SELECT count(*) FROM pending WHERE NOT EXISTS (SELECT FROM campaign_range_stats stats WHERE stats.range = $4 AND stats.influencer = pending.influencer))::int AS total,
      ${reportedIn('$2', '$3')}
  )
  SELECT meta.*, page.* FROM meta LEFT JOIN page ON true
  ${pageOrder(query)}`;

export const sortsByInstalls = (sort: StatsSortField) => sort === 'installsPer100Visitors' || sort in INSTALL_FIELDS;

/** $1 campaign, $2 LIKE prefix, $3 limit, $4 offset: read in the order of the sort's index. */
export function allTimePageSql(query: StatsListQuery): string {
  const matching = `campaign_stats WHERE campaign = $1 AND ${HANDLE_PREFIX('influencer', '$2')}`;
  const page = sortsByInstalls(query.sort)
    ? `SELECT * FROM (${byInstallsSql(query, ALL_TIME_INSTALLS)}) candidates ORDER BY sort_key ${query.order}${nullsOf(query)}, influencer ${query.order} LIMIT $3 OFFSET $4`
    : `SELECT ${pageSelect(query, CALL_SELECT)} FROM ${matching} ${orderBy(query)} LIMIT $3 OFFSET $4`;
  return `WITH page AS (${page})
    SELECT meta.*, page.*, ${selectList(installColumns('installed'))}
    FROM (SELECT count(*)::int AS total, ${reportedIn('NULL', 'NULL')} FROM ${matching}) meta LEFT JOIN page ON true
    LEFT JOIN campaign_installs installed ON installed.campaign = $1 AND installed.influencer = page.influencer
    ${pageOrder(query)}`;
}

/** $1 campaign, $2..$3 the days, $4 LIKE prefix, $5 limit, $6 offset: summed from the days. */
export const rangePageSql = (query: StatsListQuery) => `${summedInRange(HANDLE_PREFIX('daily.influencer', '$4'))}, page AS (
    SELECT ${pageSelect(query)} FROM matching
    ${orderBy(query)}
    LIMIT $5 OFFSET $6
  )
  SELECT meta.*, page.* FROM (SELECT count(*)::int AS total, ${reportedIn('$2', '$3')} FROM matching) meta LEFT JOIN page ON true
  ${pageOrder(query)}`;

export const STORES_REPORTED_SQL = `SELECT ${reportedIn('$1', '$2')}`;

/** Handles joined, not `= ANY`: the planner costs each element of a constant array, 14 ms for a year's 2,700 (bench/installs/README.md). */
export const KNOWN_HANDLES_SQL = `SELECT stats.influencer FROM unnest($2::text[]) AS named (influencer)
    JOIN campaign_stats stats ON stats.campaign = $1 AND stats.influencer = named.influencer
  UNION
  SELECT influencer FROM campaign_stats WHERE cardinality($3::text[]) > 0 AND campaign = $1 AND influencer LIKE ANY($3::text[])`;

export const ROLLED_UP_RANGE_SQL = 'SELECT id FROM campaign_range WHERE campaign = $1 AND first_day = $2 AND last_day = $3';

export const INFLUENCER_ALL_TIME_SQL = `SELECT ${selectList({ ...callColumns('stats'), ...installColumns('installed') })}, ${reportedIn('NULL', 'NULL')}
  FROM campaign_stats stats
  LEFT JOIN campaign_installs installed ON installed.campaign = stats.campaign AND installed.influencer = stats.influencer
  WHERE stats.campaign = $1 AND stats.influencer = $2`;

export const INFLUENCER_IN_RANGE_SQL = `${summedInRange('daily.influencer = $4', HANDLE_INSTALLS)} SELECT ${RECORD_SELECT}, ${reportedIn('$2', '$3')} FROM matching`;
