import { randomUUID } from 'node:crypto';
import type { DataSource, EntityTarget, Repository } from 'typeorm';
import type { Campaign, TrackingKind } from './campaign';
import type { InfluencerStatsDto } from './dto/influencer-stats.dto';
import type { CampaignStats } from './influencer-stats.entity';

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

  async all(): Promise<InfluencerStatsDto[]> {
    return (await this.stats.find({ order: { influencer: 'ASC' } })).map(toDto);
  }
}
