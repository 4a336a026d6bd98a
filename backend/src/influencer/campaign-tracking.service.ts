import { randomUUID } from 'node:crypto';
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

/** CONTRACT.md's stats record, its fields in order, `updatedAt` formatted by PostgreSQL as toISOString() writes it (no Date parsing per row). */
const RECORD_COLUMNS = `id, influencer, page_views AS "pageViews", app_store_clicks AS "appStoreClicks", play_store_clicks AS "playStoreClicks",
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

/**
 * The transaction's snapshot: which transactions had committed. Two equal snapshots mean that no
 * transaction committed (or even started writing) in between, anywhere in the cluster, so every
 * table reads the same.
 */
const CURRENT_SNAPSHOT = 'SELECT pg_current_snapshot()::text AS snapshot';

type AllTimeList = { snapshot: string; body: Buffer; startedAt: number };

/** Tracking calls gathered while a statement for their handle runs; settled when their own statement is. */
type WaitingBatch = { calls: number; done: Promise<void>; resolve: () => void; reject: (error: unknown) => void };

function waitingBatch(): WaitingBatch {
  const batch = { calls: 0 } as WaitingBatch;
  batch.done = new Promise<void>((resolve, reject) => Object.assign(batch, { resolve, reject }));
  return batch;
}

/** TypeORM's DataSource exposes the pg pool it created as `driver.master`. */
type PostgresDataSource = DataSource & { driver: { master: Pool } };

/**
 * Counting and reading one campaign; each campaign module extends it with its own stats table.
 * The hot paths go to the pg pool without TypeORM's query runner and entities: tracking as a
 * prepared statement (parsed and planned once per connection), the stats list as plain rows
 * serialised once and kept while nothing has committed since.
 */
export abstract class CampaignTrackingService {
  private readonly stats: Repository<CampaignStats>;
  private readonly trackSql: string;
  private readonly trackStatementName: string;
  /** Per handle and kind with a statement running: the calls waiting to go in the next one. */
  private readonly trackQueues = new Map<string, { waiting?: WaitingBatch }>();
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
    // One statement: the events ($8 of them) and the count are written together or not at all,
    // and the upsert's row lock serialises concurrent statements for one handle, so none is lost.
    this.trackSql = `
      WITH event AS (
        INSERT INTO influencer_event (campaign, influencer, kind) SELECT $1, $2, $3 FROM generate_series(1, $8)
      )
      INSERT INTO "${table}" AS stats (id, influencer, page_views, app_store_clicks, play_store_clicks)
      VALUES ($7, $2, $4, $5, $6)
      ON CONFLICT (influencer) DO UPDATE SET
        page_views = stats.page_views + EXCLUDED.page_views,
        app_store_clicks = stats.app_store_clicks + EXCLUDED.app_store_clicks,
        play_store_clicks = stats.play_store_clicks + EXCLUDED.play_store_clicks,
        updated_at = now()`;
  }

  private get pool(): Pool {
    return (this.dataSource as PostgresDataSource).driver.master;
  }

  /** The statement that counts `calls` calls of one kind for one handle (with 1, what bench/load runs through pgbench). */
  trackStatement(influencer: string, kind: TrackingKind, calls = 1): QueryConfig {
    const count = (counted: TrackingKind) => (kind === counted ? calls : 0);
    return {
      name: this.trackStatementName,
      text: this.trackSql,
      values: [this.campaign, influencer, kind, count('page_view'), count('app_store_click'), count('play_store_click'), randomUUID(), calls],
    };
  }

  /**
   * Counts one call; `influencer` is an already normalised handle. Calls for a handle and kind
   * that arrive while a statement for it runs wait for it and then go together in one statement:
   * a popular handle's row is then locked and committed once per batch, not once per call, and
   * every call of a batch is answered after its commit (or fails with it, counted by none).
   */
  track(influencer: string, kind: TrackingKind): Promise<void> {
    const key = `${kind}:${influencer}`;
    const running = this.trackQueues.get(key);
    if (!running) {
      this.trackQueues.set(key, {});
      return this.runTracking(key, influencer, kind, 1);
    }
    running.waiting ??= waitingBatch();
    running.waiting.calls += 1;
    return running.waiting.done;
  }

  /** Runs one batch, then the batch that gathered meanwhile, until none is waiting. */
  private async runTracking(key: string, influencer: string, kind: TrackingKind, calls: number): Promise<void> {
    try {
      await this.pool.query(this.trackStatement(influencer, kind, calls));
    } finally {
      const queue = this.trackQueues.get(key);
      const next = queue?.waiting;
      if (queue && next) {
        queue.waiting = undefined;
        this.runTracking(key, influencer, kind, next.calls).then(next.resolve, next.reject);
      } else {
        this.trackQueues.delete(key);
      }
    }
  }

  /**
   * The stats records as a JSON array. All time: the counts table. Within a range: counted from
   * the events, for the influencers with at least one event in it; `updatedAt` is then their last
   * event in the range.
   */
  async recordsJson({ from, to }: StatsRangeQueryDto): Promise<Buffer> {
    if (!from && !to) return this.allTimeJson();
    const rows = await this.stats.query(
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
