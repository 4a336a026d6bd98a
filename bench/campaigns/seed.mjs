// The seed of bench/campaigns (run.mjs, sql-time.mjs).
import { requireFromBackend } from '../load/stack.mjs';

const { CampaignRangesRepository } = requireFromBackend('./dist/tracking/campaign-ranges.repository.js');
const { rolledUpRanges } = requireFromBackend('./dist/tracking/campaign-ranges.service.js');
const { Pool } = requireFromBackend('pg');

export const DAYS = 30;

/**
 * `influencers` handles of the invite campaign, each with 30 days of figures (a day in three with
 * calls), written as the tracking statement leaves them: the all-time row and its days; and the
 * preset ranges rolled up from them.
 */
export async function seed(db, postgresUrl, influencers) {
  await db.query('TRUNCATE campaign_stats, campaign_daily_stats, campaign_event, campaign_visitor');
  await db.query(
    `INSERT INTO campaign_daily_stats (campaign, influencer, day, page_views, app_store_clicks, play_store_clicks, unique_visitors,
       unique_app_store_clicks, unique_play_store_clicks, unique_store_visitors, bot_calls, updated_at)
     SELECT 'influencer', 'surfer-' || i, current_date - d, v * 3, v / 3, v / 4, v, v / 4, v / 5, v / 3, v / 10, (current_date - d) + interval '12 hours'
     FROM generate_series(1, $1) AS i, generate_series(0, $2 - 1) AS d,
       LATERAL (SELECT floor(random() * 40 + i * 0)::int AS v) AS drawn
     WHERE (i + d) % 3 = 0`,
    [influencers, DAYS],
  );
  await settleDays(db, postgresUrl);
}

/** The all-time rows summed from `campaign_daily_stats`, and the preset ranges rolled up from them, as the tracking statement and the API's rollup leave them. */
export async function settleDays(db, postgresUrl) {
  await db.query(
    `INSERT INTO campaign_stats (id, campaign, influencer, page_views, app_store_clicks, play_store_clicks, unique_visitors,
       unique_app_store_clicks, unique_play_store_clicks, unique_store_visitors, bot_calls, updated_at)
     SELECT gen_random_uuid(), campaign, influencer, sum(page_views), sum(app_store_clicks), sum(play_store_clicks), sum(unique_visitors),
       sum(unique_app_store_clicks), sum(unique_play_store_clicks), sum(unique_store_visitors), sum(bot_calls), max(updated_at)
     FROM campaign_daily_stats GROUP BY campaign, influencer`,
  );
  // Then as the API's rollup leaves the ranges (its own runs may have built them from the empty tables).
  await db.query('TRUNCATE campaign_range, campaign_range_stats, campaign_range_installs, campaign_pending_counts');
  const pool = new Pool({ connectionString: postgresUrl, max: 1 });
  try {
    await new CampaignRangesRepository(pool).rollUp(rolledUpRanges(new Date()));
  } finally {
    await pool.end();
  }
  // As autovacuum leaves tables that have settled: statistics, and a visibility map for index-only scans.
  await db.query('VACUUM ANALYZE campaign_stats, campaign_daily_stats, campaign_range, campaign_range_stats, campaign_range_installs');
}
