import type { QueryConfig } from 'pg';
import type { Campaign, TrackingKind } from './campaign';

/** The calls of one handle in one campaign that go in one statement: how many of each kind. */
export type HandleCalls = { campaign: Campaign; influencer: string } & Record<TrackingKind, number>;

/** Prepared once per connection under this name: parsed and planned once, then only bound. */
const STATEMENT_NAME = 'track-campaign-calls';

/**
 * One statement: the events and the counts of every handle in it are written together or not at
 * all. The upsert's row locks serialise statements that share a handle, so none is lost; taking
 * them in (campaign, handle) order keeps two statements (or two API processes) from deadlocking.
 */
const STATEMENT_TEXT = `
  WITH call AS (
    SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::int[], $4::int[], $5::int[])
      AS call(campaign, influencer, page_views, app_store_clicks, play_store_clicks)
  ), event AS (
    INSERT INTO campaign_event (campaign, influencer, kind)
    SELECT call.campaign, call.influencer, kind.kind
    FROM call
    CROSS JOIN LATERAL (VALUES ('page_view', call.page_views), ('app_store_click', call.app_store_clicks), ('play_store_click', call.play_store_clicks)) AS kind (kind, calls)
    CROSS JOIN LATERAL generate_series(1, kind.calls)
  )
  INSERT INTO campaign_stats AS stats (id, campaign, influencer, page_views, app_store_clicks, play_store_clicks)
  SELECT gen_random_uuid(), campaign, influencer, page_views, app_store_clicks, play_store_clicks FROM call ORDER BY campaign, influencer
  ON CONFLICT (campaign, influencer) DO UPDATE SET
    page_views = stats.page_views + EXCLUDED.page_views,
    app_store_clicks = stats.app_store_clicks + EXCLUDED.app_store_clicks,
    play_store_clicks = stats.play_store_clicks + EXCLUDED.play_store_clicks,
    updated_at = now()`;

/**
 * The statement that counts `calls`, one entry per (campaign, handle), as the API sends it; a pure
 * function, so that bench/load runs the very same statement through pgbench (from backend/dist).
 */
export function trackingStatement(calls: readonly HandleCalls[]): QueryConfig {
  const column = (kind: TrackingKind) => calls.map((call) => call[kind]);
  return {
    name: STATEMENT_NAME,
    text: STATEMENT_TEXT,
    values: [calls.map((call) => call.campaign), calls.map((call) => call.influencer), column('page_view'), column('app_store_click'), column('play_store_click')],
  };
}
