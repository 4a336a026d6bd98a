import { randomUUID } from 'node:crypto';
import type { DataSource, EntityTarget, Repository } from 'typeorm';
import type { Campaign, TrackingKind } from './campaign';
import type { DailyStatsDto } from './dto/daily-stats.dto';
import type { InfluencerStatsDto } from './dto/influencer-stats.dto';
import type { StatsRangeQueryDto } from './dto/stats-range.dto';
import type { CampaignStats } from './influencer-stats.entity';

/** An event of campaign `$1` within the UTC days `$2` to `$3`, both inclusive; null is no bound. */
const EVENT_IN_RANGE = `
  event.campaign = $1
  AND ($2::date IS NULL OR event.created_at >= $2::date::timestamp AT TIME ZONE 'UTC')
  AND ($3::date IS NULL OR event.created_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC')`;

const COUNTS = `
  count(*) FILTER (WHERE event.kind = 'page_view')::int AS "pageViews",
  count(*) FILTER (WHERE event.kind = 'app_store_click')::int AS "appStoreClicks",
  count(*) FILTER (WHERE event.kind = 'play_store_click')::int AS "playStoreClicks"`;

function toDto(stats: CampaignStats): InfluencerStatsDto {
  const { id, influencer, pageViews, appStoreClicks, playStoreClicks, updatedAt } = stats;
  return { id, influencer, pageViews, appStoreClicks, playStoreClicks, updatedAt: updatedAt.toISOString() };
}

/** Counting and reading one campaign; each campaign module extends it with its own stats table. */
export abstract class CampaignTrackingService {
  private readonly stats: Repository<CampaignStats>;
  private readonly trackSql: string;

  protected constructor(
    dataSource: DataSource,
    private readonly campaign: Campaign,
    statsEntity: EntityTarget<CampaignStats>,
  ) {
    this.stats = dataSource.getRepository(statsEntity);
    // One statement: the event and the count are written together or not at all, and the
    // upsert's row lock serialises concurrent calls for one handle, so none is lost.
    this.trackSql = `
      WITH event AS (
        INSERT INTO influencer_event (campaign, influencer, kind) VALUES ($1, $2, $3)
      )
      INSERT INTO "${this.stats.metadata.tableName}" AS stats (id, influencer, page_views, app_store_clicks, play_store_clicks)
      VALUES ($7, $2, $4, $5, $6)
      ON CONFLICT (influencer) DO UPDATE SET
        page_views = stats.page_views + EXCLUDED.page_views,
        app_store_clicks = stats.app_store_clicks + EXCLUDED.app_store_clicks,
        play_store_clicks = stats.play_store_clicks + EXCLUDED.play_store_clicks,
        updated_at = now()`;
  }

  /** Counts one call; `influencer` is an already normalised handle. */
  async track(influencer: string, kind: TrackingKind): Promise<void> {
    const one = (counted: TrackingKind) => (kind === counted ? 1 : 0);
    await this.stats.query(this.trackSql, [
      this.campaign,
      influencer,
      kind,
      one('page_view'),
      one('app_store_click'),
      one('play_store_click'),
      randomUUID(),
    ]);
  }

  /**
   * All time: the counts table. Within a range: counted from the events, for the influencers
   * with at least one event in it; `updatedAt` is then their last event in the range.
   */
  async records({ from, to }: StatsRangeQueryDto): Promise<InfluencerStatsDto[]> {
    if (!from && !to) return (await this.stats.find({ order: { influencer: 'ASC' } })).map(toDto);
    const rows: (Omit<InfluencerStatsDto, 'updatedAt'> & { updatedAt: Date })[] = await this.stats.query(
      `SELECT stats.id, stats.influencer, ${COUNTS}, max(event.created_at) AS "updatedAt"
       FROM influencer_event event JOIN "${this.stats.metadata.tableName}" stats USING (influencer)
       WHERE ${EVENT_IN_RANGE}
       GROUP BY stats.id, stats.influencer
       ORDER BY stats.influencer`,
      [this.campaign, from ?? null, to ?? null],
    );
    return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
  }

  /** The campaign's counts per UTC day, days without events left out, oldest first. */
  async daily({ from, to }: StatsRangeQueryDto): Promise<DailyStatsDto[]> {
    return this.stats.query(
      `SELECT to_char((event.created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS date, ${COUNTS}
       FROM influencer_event event
       WHERE ${EVENT_IN_RANGE}
       GROUP BY 1
       ORDER BY 1`,
      [this.campaign, from ?? null, to ?? null],
    );
  }
}
