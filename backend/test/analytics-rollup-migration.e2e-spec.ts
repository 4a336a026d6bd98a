import request from 'supertest';
import { ANALYTICS_BREAKDOWNS } from '../src/analytics/analytics-dimensions';
import { AnalyticsRollupService } from '../src/analytics/analytics-rollup.service';
import { Clock } from '../src/common/clock';
import { insertRawEvents, type RawEvent } from './analytics-events';
import { createApiTestApp, logIn } from './api-test-app';
import { migratedTo, migrationsUpTo, schema } from './migrations';
import { createTestDatabase, queryDatabase, type TestDatabase } from './test-app';

const ONE_ANALYTICS_ROLLUP = 1796600000000;
const NOW = new Date('2025-08-04T12:00:00Z');
/** The job's last closing pass: 08-02 is then neither rolled up nor tracked, and read raw. */
const LAST_CLOSING_PASS = new Date('2025-08-02T12:00:00Z');
const PATHS = ['/', '/getapp', '/news', '/faq', '/spots/steamerlane_point'];
const SOURCES = ['Instagram', 'TikTok', 'Google', 'Direct'];
const DEVICES = ['mobile', 'desktop', 'tablet'];
const COUNTRIES = ['US', 'PT', 'AU'];

/** The ten tables the rollup had before, by kind of period, and the column naming the period in both. */
const OLD_TABLES = [
  { kind: 'day', figures: 'analytics_daily', claims: 'analytics_rolled_up_day', column: 'day' },
  { kind: 'week', figures: 'analytics_weekly', claims: 'analytics_rolled_up_week', column: 'week' },
  { kind: 'month', figures: 'analytics_monthly', claims: 'analytics_rolled_up_month', column: 'month' },
  { kind: 'toDate', figures: 'analytics_month_to_date', claims: 'analytics_rolled_up_month_to_date', column: 'day' },
  { kind: 'fromDate', figures: 'analytics_month_from_date', claims: 'analytics_rolled_up_month_from_date', column: 'day' },
] as const;
const FIGURES = 'visitors, page_views, events, store_visitors, bot_page_views';
const OPEN_TABLES = {
  analytics_open_day: 'day',
  analytics_open_daily: `dimension, day, value, ${FIGURES}`,
  analytics_open_visitor: 'dimension, day, value, visitor',
  analytics_open_tapper: 'day, visitor',
} as const;

/**
 * Every call the dashboard makes, over ranges that read each part: whole months, weeks, both month
 * spans, days, a day not rolled up nor tracked (raw), yesterday and today (open rows and the events after them).
 */
const RANGES = [
  ['2025-05-20', '2025-08-04'],
  ['2025-06-10', '2025-07-20'],
  ['2025-06-16', '2025-06-29'],
  ['2025-07-14', '2025-07-16'],
  ['2025-07-30', '2025-08-04'],
  ['2025-08-04', '2025-08-04'],
] as const;
const CALLS = [
  ...RANGES.flatMap(([from, to]) => [
    `summary?from=${from}&to=${to}`,
    `timeseries?from=${from}&to=${to}`,
    ...ANALYTICS_BREAKDOWNS.map((dimension) => `breakdown?from=${from}&to=${to}&dimension=${dimension}&limit=100`),
  ]),
  'breakdown?from=2025-05-20&to=2025-08-04&dimension=page&device=mobile&limit=100',
];

/** A fixed sequence, so a failure is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** `count` events a day from `first` to `last`, before 12:00 UTC: forty visitors coming back, bots, store taps. */
function events(next: () => number, first: string, last: string, count: number): RawEvent[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const stored: RawEvent[] = [];
  for (let day = Date.parse(`${first}T00:00:00Z`); day <= Date.parse(`${last}T00:00:00Z`); day += 86_400_000) {
    for (let index = 0; index < count; index += 1) {
      const at = new Date(day + Math.floor(next() * 12 * 3_600_000)).toISOString();
      if (next() < 0.05) {
        stored.push({ at, bot: true, path: pick(PATHS), source: pick(SOURCES) });
        continue;
      }
      const visitor = `v${Math.floor(next() * 40)}`;
      const tap = next() < 0.1;
      stored.push({
        at,
        visitor,
        path: pick(PATHS),
        source: pick(SOURCES),
        device: DEVICES[Number(visitor.slice(1)) % DEVICES.length],
        country: pick(COUNTRIES),
        ...(next() < 0.2 ? { utmSource: 'surfline', utmMedium: 'social', utmCampaign: pick(['spring', 'summer']) } : {}),
        ...(tap ? { event: pick(['app_store_click', 'play_store_click']), label: pick(['ios', 'android']) } : {}),
      });
    }
  }
  return stored.sort((a, b) => a.at.localeCompare(b.at));
}

const RAW = events(random(41), '2025-05-20', '2025-08-04', 30);
/** Today's events after the job's last run: a read adds them to the open rows. */
const TAIL = events(random(7), '2025-08-04', '2025-08-04', 12).map((event) => ({ ...event, at: event.at.replace(/T\d\d/, 'T11') }));

/** A row of analytics_rollup or analytics_rolled_up. */
type PeriodRow = { kind: string; day: string } & Record<string, unknown>;

const NEW_ROLLUP = `SELECT kind, dimension, to_char(day, 'YYYY-MM-DD') AS day, value, ${FIGURES} FROM analytics_rollup ORDER BY 1, 2, 3, 4`;
const NEW_CLAIMS = `SELECT kind, to_char(day, 'YYYY-MM-DD') AS day, rolled_up_at::text AS rolled_up_at FROM analytics_rolled_up ORDER BY 1, 2`;

/** Every row of the old tables and the open ones, each table in its key's order. */
async function oldRows(url: string): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const { figures, claims, column } of OLD_TABLES) {
    rows[figures] = await queryDatabase(url, `SELECT dimension, ${column}, value, ${FIGURES} FROM ${figures} ORDER BY 1, 2, 3`);
    rows[claims] = await queryDatabase(url, `SELECT ${column}, rolled_up_at::text AS rolled_up_at FROM ${claims} ORDER BY 1`);
  }
  for (const [table, columns] of Object.entries(OPEN_TABLES)) rows[table] = await queryDatabase(url, `SELECT ${columns} FROM ${table} ORDER BY ${columns}`);
  rows.analytics_open_state = await queryDatabase(url, 'SELECT singleton, settled_event_id FROM analytics_open_state');
  return rows;
}

/** The API on `database` without its background job (the suite runs it by hand), the clock at NOW. */
async function dashboard(database: TestDatabase): Promise<{ read: () => Promise<unknown[]>; service: AnalyticsRollupService; close: () => Promise<void> }> {
  const testApp = await createApiTestApp({}, { database: { url: database.url, drop: () => Promise.resolve() } });
  const read = async () => {
    const cookie = await logIn(testApp.app);
    const answers = [];
    for (const call of CALLS) answers.push([call, (await request(testApp.app.getHttpServer()).get(`/api/admin/analytics/${call}`).set('Cookie', cookie).expect(200)).body]);
    return answers;
  };
  return { read, service: testApp.app.get(AnalyticsRollupService), close: () => testApp.app.close() };
}

describe('the migration to one rollup table and one claims table', () => {
  let written: TestDatabase;
  let migrated: TestDatabase;
  let figures: unknown[];
  let rollup: PeriodRow[];
  let claims: PeriodRow[];
  let oldSchema: unknown[];
  let old: Record<string, unknown[]>;

  beforeAll(async () => {
    const clock = jest.spyOn(Clock.prototype, 'now').mockReturnValue(LAST_CLOSING_PASS);
    jest.spyOn(AnalyticsRollupService.prototype, 'onApplicationBootstrap').mockResolvedValue(undefined);
    // The job's rows: every closed day, week, month and span rolled up, today tracked, events after it.
    written = await createTestDatabase();
    const api = await dashboard(written);
    try {
      await insertRawEvents(written.url, RAW);
      await api.service.rollUp();
      clock.mockReturnValue(NOW);
      await api.service.advanceOpenDays();
      await insertRawEvents(written.url, TAIL);
      figures = await api.read();
      rollup = await queryDatabase<PeriodRow>(written.url, NEW_ROLLUP);
      claims = await queryDatabase<PeriodRow>(written.url, NEW_CLAIMS);
      const open = Object.fromEntries(
        await Promise.all(Object.entries(OPEN_TABLES).map(async ([table, columns]) => [table, await queryDatabase(written.url, `SELECT ${columns} FROM ${table}`)] as const)),
      );
      const [{ settled_event_id: settled }] = await queryDatabase<{ settled_event_id: string }>(written.url, 'SELECT settled_event_id FROM analytics_open_state');
      // The figures are the events' own: read again with no period rolled up, every day but the tracked ones grouped raw.
      await queryDatabase(written.url, 'DELETE FROM analytics_rolled_up');
      expect(await api.read()).toEqual(figures);

      // The same events and the same rows in the old tables, before the migration.
      migrated = await createTestDatabase();
      const before = await migratedTo(migrated, migrationsUpTo(ONE_ANALYTICS_ROLLUP, { included: false }));
      try {
        await insertRawEvents(migrated.url, RAW);
        await insertRawEvents(migrated.url, TAIL);
        const fill = (table: string, columns: string, rows: unknown[]) =>
          before.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`, [JSON.stringify(rows)]);
        const ofKind = (rows: PeriodRow[], kind: string, column: string) => rows.filter((row) => row.kind === kind).map(({ kind: _, day, ...row }) => ({ ...row, [column]: day }));
        for (const { kind, figures: table, claims: claimsTable, column } of OLD_TABLES) {
          await fill(table, `dimension, ${column}, value, ${FIGURES}`, ofKind(rollup, kind, column));
          await fill(claimsTable, `${column}, rolled_up_at`, ofKind(claims, kind, column));
        }
        for (const [table, rows] of Object.entries(open)) {
          const bytea = (row: Record<string, unknown>) => ('visitor' in row ? { ...row, visitor: `\\x${(row.visitor as Buffer).toString('hex')}` } : row);
          await fill(table, OPEN_TABLES[table as keyof typeof OPEN_TABLES], rows.map(bytea));
        }
        await before.query('UPDATE analytics_open_state SET settled_event_id = $1', [settled]);
        oldSchema = await schema(before);
        old = await oldRows(migrated.url);
      } finally {
        await before.destroy();
      }
    } finally {
      await api.close();
      await written.drop();
    }
  }, 180_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await migrated?.drop();
  });

  it('moves every row and every claim as it was, and puts them back in the old tables on the way down', async () => {
    for (const { figures: table, claims: claimsTable } of OLD_TABLES)
      expect([table, old[table].length > 0, claimsTable, old[claimsTable].length > 0]).toEqual([table, true, claimsTable, true]);
    const dataSource = await migratedTo(migrated, migrationsUpTo(ONE_ANALYTICS_ROLLUP, { included: true }));
    try {
      expect(await dataSource.query(NEW_ROLLUP)).toEqual(rollup);
      expect(await dataSource.query(NEW_CLAIMS)).toEqual(claims);
      const gone = OLD_TABLES.flatMap(({ figures: table, claims: claimsTable }) => [table, claimsTable]);
      expect(await dataSource.query(`SELECT count(to_regclass(name))::int AS left FROM unnest($1::text[]) AS name`, [gone])).toEqual([{ left: 0 }]);

      await dataSource.undoLastMigration({ transaction: 'each' });
      expect(await schema(dataSource)).toEqual(oldSchema);
      expect(await oldRows(migrated.url)).toEqual(old);

      await dataSource.runMigrations({ transaction: 'each' });
      expect(await dataSource.query(NEW_ROLLUP)).toEqual(rollup);
      expect(await dataSource.query(NEW_CLAIMS)).toEqual(claims);
    } finally {
      await dataSource.destroy();
    }
  }, 60_000);

  // On the database the test above left migrated.
  it('answers every dashboard call with the figures the rows gave before they moved', async () => {
    const api = await dashboard(migrated);
    try {
      const after = await api.read();
      for (const [index, answer] of after.entries()) expect(answer).toEqual(figures[index]);
      expect(after).toHaveLength(CALLS.length);
    } finally {
      await api.close();
    }
  }, 120_000);
});
