import { Injectable } from '@nestjs/common';
import type { QueryConfig } from 'pg';
import { PgPool } from '../database/pg-pool';
import { type Campaign, STORE_VISITOR_KIND, type TrackingKind, TRACKING_KINDS } from './campaign';

export type HandleCalls = { campaign: Campaign; influencer: string; day: string; at: Date; botCalls: number; visitors: Record<TrackingKind, readonly string[]> } & Record<
  TrackingKind,
  number
>;

/** Prepared once per connection: parsed and planned once, then only bound. */
const STATEMENT_NAME = 'track-campaign-calls';

/**
 * One statement. Only inserted visitor rows (RETURNING) add unique figures, a second insert waiting for the first to commit, so a visitor counts once;
 * a store tap's store_click row counts them once in unique_store_visitors. Counts also go to campaign_pending_counts (campaign-ranges.repository.ts).
 * Lock order against deadlocks: visitor rows by key (the count upsert reads their RETURNING), then count rows by (campaign, handle), then day rows by (campaign, handle, day).
 */
const STATEMENT_TEXT = `
  WITH call AS (
    SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::date[], $4::timestamptz[], $5::int[], $6::int[], $7::int[], $8::int[])
      WITH ORDINALITY AS call(campaign, influencer, day, at, page_views, app_store_clicks, play_store_clicks, bot_calls, number)
  ), visitor AS (
    SELECT * FROM unnest($9::int[], $10::varchar[], $11::text[]) AS visitor(call, kind, id)
  ), new_visitor AS (
    INSERT INTO campaign_visitor (day, campaign, influencer, kind, visitor)
    SELECT DISTINCT call.day, call.campaign, call.influencer, visit.kind, decode(visitor.id, 'hex')
    FROM visitor
    JOIN call ON call.number = visitor.call
    CROSS JOIN LATERAL (VALUES (visitor.kind), (CASE WHEN visitor.kind <> 'page_view' THEN '${STORE_VISITOR_KIND}' END)) AS visit (kind)
    WHERE visit.kind IS NOT NULL
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT DO NOTHING
    RETURNING day, campaign, influencer, kind
  ), new_visitors AS (
    SELECT day, campaign, influencer,
      count(*) FILTER (WHERE kind = 'page_view')::int AS unique_visitors,
      count(*) FILTER (WHERE kind = 'app_store_click')::int AS unique_app_store_clicks,
      count(*) FILTER (WHERE kind = 'play_store_click')::int AS unique_play_store_clicks,
      count(*) FILTER (WHERE kind = '${STORE_VISITOR_KIND}')::int AS unique_store_visitors
    FROM new_visitor
    GROUP BY day, campaign, influencer
  ), counted AS (
    SELECT call.*,
      coalesce(new_visitors.unique_visitors, 0) AS unique_visitors,
      coalesce(new_visitors.unique_app_store_clicks, 0) AS unique_app_store_clicks,
      coalesce(new_visitors.unique_play_store_clicks, 0) AS unique_play_store_clicks,
      coalesce(new_visitors.unique_store_visitors, 0) AS unique_store_visitors
    FROM call LEFT JOIN new_visitors USING (day, campaign, influencer)
  ), event AS (
    INSERT INTO campaign_event (campaign, influencer, kind, created_at)
    SELECT call.campaign, call.influencer, kind.kind, call.at
    FROM call
    CROSS JOIN LATERAL (VALUES ('page_view', call.page_views), ('app_store_click', call.app_store_clicks), ('play_store_click', call.play_store_clicks)) AS kind (kind, calls)
    CROSS JOIN LATERAL generate_series(1, kind.calls)
  ), pending AS (
    INSERT INTO campaign_pending_counts (campaign, influencer, day, page_views, app_store_clicks, play_store_clicks,
      unique_visitors, unique_app_store_clicks, unique_play_store_clicks, unique_store_visitors, bot_calls, updated_at)
    SELECT campaign, influencer, day, page_views, app_store_clicks, play_store_clicks,
      unique_visitors, unique_app_store_clicks, unique_play_store_clicks, unique_store_visitors, bot_calls, at
    FROM counted
  ), day_figures AS (
    INSERT INTO campaign_daily_stats AS daily (campaign, influencer, day, page_views, app_store_clicks, play_store_clicks,
      unique_visitors, unique_app_store_clicks, unique_play_store_clicks, unique_store_visitors, bot_calls, updated_at)
    SELECT campaign, influencer, day, page_views, app_store_clicks, play_store_clicks,
      unique_visitors, unique_app_store_clicks, unique_play_store_clicks, unique_store_visitors, bot_calls, at
    FROM counted
    ORDER BY campaign, influencer, day
    ON CONFLICT (campaign, influencer, day) DO UPDATE SET
      page_views = daily.page_views + EXCLUDED.page_views,
      app_store_clicks = daily.app_store_clicks + EXCLUDED.app_store_clicks,
      play_store_clicks = daily.play_store_clicks + EXCLUDED.play_store_clicks,
      unique_visitors = daily.unique_visitors + EXCLUDED.unique_visitors,
      unique_app_store_clicks = daily.unique_app_store_clicks + EXCLUDED.unique_app_store_clicks,
      unique_play_store_clicks = daily.unique_play_store_clicks + EXCLUDED.unique_play_store_clicks,
      unique_store_visitors = daily.unique_store_visitors + EXCLUDED.unique_store_visitors,
      bot_calls = daily.bot_calls + EXCLUDED.bot_calls,
      updated_at = greatest(daily.updated_at, EXCLUDED.updated_at)
  )
  INSERT INTO campaign_stats AS stats (id, campaign, influencer, page_views, app_store_clicks, play_store_clicks,
    unique_visitors, unique_app_store_clicks, unique_play_store_clicks, unique_store_visitors, bot_calls)
  SELECT gen_random_uuid(), campaign, influencer, sum(page_views), sum(app_store_clicks), sum(play_store_clicks),
    sum(unique_visitors), sum(unique_app_store_clicks), sum(unique_play_store_clicks), sum(unique_store_visitors), sum(bot_calls)
  FROM counted
  GROUP BY campaign, influencer
  ORDER BY campaign, influencer
  ON CONFLICT (campaign, influencer) DO UPDATE SET
    page_views = stats.page_views + EXCLUDED.page_views,
    app_store_clicks = stats.app_store_clicks + EXCLUDED.app_store_clicks,
    play_store_clicks = stats.play_store_clicks + EXCLUDED.play_store_clicks,
    unique_visitors = stats.unique_visitors + EXCLUDED.unique_visitors,
    unique_app_store_clicks = stats.unique_app_store_clicks + EXCLUDED.unique_app_store_clicks,
    unique_play_store_clicks = stats.unique_play_store_clicks + EXCLUDED.unique_play_store_clicks,
    unique_store_visitors = stats.unique_store_visitors + EXCLUDED.unique_store_visitors,
    bot_calls = stats.bot_calls + EXCLUDED.bot_calls,
    updated_at = now()`;

/** Pure, so bench/load runs the very same statement through pgbench (from backend/dist). */
export function trackingStatement(calls: readonly HandleCalls[]): QueryConfig {
  const column = <T>(value: (call: HandleCalls) => T) => calls.map(value);
  const visitors = calls.flatMap((call, index) => TRACKING_KINDS.flatMap((kind) => call.visitors[kind].map((id) => ({ call: index + 1, kind, id }))));
  return {
    name: STATEMENT_NAME,
    text: STATEMENT_TEXT,
    values: [
      column((call) => call.campaign),
      column((call) => call.influencer),
      column((call) => call.day),
      column((call) => call.at.toISOString()),
      column((call) => call.page_view),
      column((call) => call.app_store_click),
      column((call) => call.play_store_click),
      column((call) => call.botCalls),
      visitors.map((visitor) => visitor.call),
      visitors.map((visitor) => visitor.kind),
      visitors.map((visitor) => visitor.id),
    ],
  };
}

/** Not TypeORM's query runner, so the statement stays prepared (bench/load/README.md). */
@Injectable()
export class TrackingRepository {
  constructor(private readonly pool: PgPool) {}

  async countCalls(calls: readonly HandleCalls[]): Promise<void> {
    await this.pool.query(trackingStatement(calls));
  }
}
