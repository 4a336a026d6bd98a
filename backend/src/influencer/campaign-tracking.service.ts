import type { Pool, QueryConfig } from 'pg';
import type { DataSource, EntityTarget, Repository } from 'typeorm';
import type { Campaign, TrackingKind } from './campaign';
import type { DailyStatsDto } from './dto/daily-stats.dto';
import type { StatsRangeQueryDto } from './dto/stats-range.dto';
import type { CampaignStats } from './influencer-stats.entity';

/** An event of campaign `$1` within the UTC days `$2` to `$3`, both inclusive; null is no bound. */
const EVENT_IN_RANGE = `
  event.campaign = $1
  AND ($2::date IS NULL OR event.created_at >= $2::date::timestamp AT TIME ZONE 'UTC')
  AND ($3::date IS NULL OR event.created_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC')`;

/** The three counts of the events in scope, named as given. */
const counts = ([pageViews, appStoreClicks, playStoreClicks]: readonly [string, string, string]) => `
  count(*) FILTER (WHERE event.kind = 'page_view')::int AS "${pageViews}",
  count(*) FILTER (WHERE event.kind = 'app_store_click')::int AS "${appStoreClicks}",
  count(*) FILTER (WHERE event.kind = 'play_store_click')::int AS "${playStoreClicks}"`;

/** The stats record of docs/api.md, its fields in order, `updatedAt` formatted by PostgreSQL as toISOString() writes it (no Date parsing per row). */
const RECORD_COLUMNS = `id, influencer, page_views AS "pageViews", app_store_clicks AS "appStoreClicks", play_store_clicks AS "playStoreClicks",
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

/**
 * The transaction's snapshot: which transactions had committed. Two equal snapshots mean that no
 * transaction committed (or even started writing) in between, anywhere in the cluster, so every
 * table reads the same.
 */
const CURRENT_SNAPSHOT = 'SELECT pg_current_snapshot()::text AS snapshot';

type AllTimeList = { snapshot: string; body: Buffer; startedAt: number };

/**
 * Tracking statements run at once per campaign and API process; calls that arrive while both run
 * go together in the next one. bench/load measured 1, 2, 4, 8 and 16 (README, "Performance"):
 * 2 answered the most page views at 100 and 500 connections; from 8 on, statements only queued
 * for PostgreSQL and fewer calls shared each commit.
 */
const TRACKING_STATEMENTS_IN_FLIGHT = 2;

export type CallCounts = Record<TrackingKind, number>;

/** The calls that go in one tracking statement: per handle, how many of each kind; settled with that statement. */
class TrackingBatch {
  readonly counts = new Map<string, CallCounts>();
  readonly done: Promise<void>;
  resolve!: () => void;
  reject!: (error: unknown) => void;

  constructor() {
    this.done = new Promise<void>((resolve, reject) => Object.assign(this, { resolve, reject }));
  }

  add(influencer: string, kind: TrackingKind): void {
    let counts = this.counts.get(influencer);
    if (!counts) this.counts.set(influencer, (counts = { page_view: 0, app_store_click: 0, play_store_click: 0 }));
    counts[kind] += 1;
  }
}

/** TypeORM's DataSource exposes the pg pool it created as `driver.master`. */
type PostgresDataSource = DataSource & { driver: { master: Pool } };

/**
 * Counting and reading one campaign; each campaign module extends it with its own stats table.
 * The hot paths go to the pg pool without TypeORM's query runner and entities: tracking as a
 * prepared statement (parsed and planned once per connection) that counts many calls in one
 * commit, the stats list as plain rows serialised once and kept while nothing has committed since.
 */
export abstract class CampaignTrackingService {
  private readonly stats: Repository<CampaignStats>;
  private readonly trackSql: string;
  private readonly trackStatementName: string;
  private trackingInFlight = 0;
  /** The calls waiting for a statement to finish, to go in the next one. */
  private waiting?: TrackingBatch;
  /** The all-time list as last read, served again while the snapshot has not moved. */
  private allTime?: AllTimeList;
  private pendingAllTime?: { startedAt: number; list: Promise<AllTimeList> };

  protected constructor(
    private readonly dataSource: DataSource,
    private readonly campaign: Campaign,
    statsEntity: EntityTarget<CampaignStats>,
  ) {
    this.stats = dataSource.getRepository(statsEntity);
    const table = this.stats.metadata.tableName;
    this.trackStatementName = `track-${table}`;
    // One statement: the events and the counts of every handle in it are written together or not
    // at all. The upsert's row locks serialise statements that share a handle, so none is lost;
    // taking them in handle order keeps two statements (or two API processes) from deadlocking.
    this.trackSql = `
      WITH call AS (
        SELECT * FROM unnest($2::varchar[], $3::int[], $4::int[], $5::int[]) AS call(influencer, page_views, app_store_clicks, play_store_clicks)
      ), event AS (
        INSERT INTO influencer_event (campaign, influencer, kind)
        SELECT $1, call.influencer, kind.kind
        FROM call
        CROSS JOIN LATERAL (VALUES ('page_view', call.page_views), ('app_store_click', call.app_store_clicks), ('play_store_click', call.play_store_clicks)) AS kind (kind, calls)
        CROSS JOIN LATERAL generate_series(1, kind.calls)
      )
      INSERT INTO "${table}" AS stats (id, influencer, page_views, app_store_clicks, play_store_clicks)
      SELECT gen_random_uuid(), influencer, page_views, app_store_clicks, play_store_clicks FROM call ORDER BY influencer
      ON CONFLICT (influencer) DO UPDATE SET
        page_views = stats.page_views + EXCLUDED.page_views,
        app_store_clicks = stats.app_store_clicks + EXCLUDED.app_store_clicks,
        play_store_clicks = stats.play_store_clicks + EXCLUDED.play_store_clicks,
        updated_at = now()`;
  }

  private get pool(): Pool {
    return (this.dataSource as PostgresDataSource).driver.master;
  }

  /** The statement that counts `calls` (handle to calls per kind; one page view is what bench/load runs through pgbench). */
  trackStatement(calls: ReadonlyMap<string, CallCounts>): QueryConfig {
    const counts = [...calls.values()];
    const column = (kind: TrackingKind) => counts.map((call) => call[kind]);
    return {
      name: this.trackStatementName,
      text: this.trackSql,
      values: [this.campaign, [...calls.keys()], column('page_view'), column('app_store_click'), column('play_store_click')],
    };
  }

  /**
   * Counts one call; `influencer` is an already normalised handle. Under load, calls that arrive
   * while every tracking statement runs go together, whatever their handles, in the next one: a
   * burst is committed a few times, not once per call. Each call is answered after the commit of
   * its own statement (or fails with it, counted by none).
   */
  track(influencer: string, kind: TrackingKind): Promise<void> {
    const batch = (this.waiting ??= new TrackingBatch());
    batch.add(influencer, kind);
    if (this.trackingInFlight < TRACKING_STATEMENTS_IN_FLIGHT) this.runWaiting();
    return batch.done;
  }

  /** Sends the waiting calls in one statement; when it is done, the calls that gathered meanwhile. */
  private runWaiting(): void {
    const batch = this.waiting;
    if (!batch) return;
    this.waiting = undefined;
    this.trackingInFlight += 1;
    void this.pool
      .query(this.trackStatement(batch.counts))
      .then(() => batch.resolve(), batch.reject)
      .finally(() => {
        this.trackingInFlight -= 1;
        this.runWaiting();
      });
  }

  /**
   * The stats records as a JSON array. All time: the counts table. Within a range: counted from
   * the events, for the influencers with at least one event in it; `updatedAt` is then their last
   * event in the range.
   */
  async recordsJson({ from, to }: StatsRangeQueryDto): Promise<Buffer> {
    if (!from && !to) return this.allTimeJson();
    const rows: unknown = await this.stats.query(
      `SELECT ${RECORD_COLUMNS} FROM (
         SELECT stats.id, stats.influencer, ${counts(['page_views', 'app_store_clicks', 'play_store_clicks'])}, max(event.created_at) AS updated_at
         FROM influencer_event event JOIN "${this.stats.metadata.tableName}" stats USING (influencer)
         WHERE ${EVENT_IN_RANGE}
         GROUP BY stats.id, stats.influencer
       ) AS counted
       ORDER BY influencer`,
      [this.campaign, from ?? null, to ?? null],
    );
    return Buffer.from(JSON.stringify(rows));
  }

  /**
   * 10,000 records are about 1.7 MB of JSON, 15 ms of work for the API and PostgreSQL: the list is
   * kept with the snapshot it was read in and served again, exactly, while the current snapshot is
   * the same (one tiny query). Requests that find it stale share one read, as long as that read
   * started after they arrived (so it sees every write they could have seen).
   */
  private async allTimeJson(): Promise<Buffer> {
    const arrivedAt = performance.now();
    const cached = this.allTime;
    if (cached) {
      const { rows } = await this.pool.query<{ snapshot: string }>(CURRENT_SNAPSHOT);
      if (rows[0].snapshot === cached.snapshot) return cached.body;
    }
    const pending = this.pendingAllTime;
    if (pending && pending.startedAt >= arrivedAt) return (await pending.list).body;
    const startedAt = performance.now();
    const list = this.readAllTime(startedAt);
    this.pendingAllTime = { startedAt, list };
    const read = await list;
    if (!this.allTime || read.startedAt > this.allTime.startedAt) this.allTime = read;
    return read.body;
  }

  /** The counts table and the snapshot it was read in, in one read-only transaction. */
  private async readAllTime(startedAt: number): Promise<AllTimeList> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ snapshot: string }>(CURRENT_SNAPSHOT);
      const records = await client.query(`SELECT ${RECORD_COLUMNS} FROM "${this.stats.metadata.tableName}" ORDER BY influencer`);
      await client.query('COMMIT');
      client.release();
      return { snapshot: rows[0].snapshot, body: Buffer.from(JSON.stringify(records.rows)), startedAt };
    } catch (error) {
      // A broken connection is dropped from the pool rather than handed to the next request.
      client.release(error as Error);
      throw error;
    }
  }

  /** The campaign's counts per UTC day, days without events left out, oldest first. */
  async daily({ from, to }: StatsRangeQueryDto): Promise<DailyStatsDto[]> {
    return this.stats.query(
      `SELECT to_char((event.created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS date, ${counts(['pageViews', 'appStoreClicks', 'playStoreClicks'])}
       FROM influencer_event event
       WHERE ${EVENT_IN_RANGE}
       GROUP BY 1
       ORDER BY 1`,
      [this.campaign, from ?? null, to ?? null],
    );
  }
}
