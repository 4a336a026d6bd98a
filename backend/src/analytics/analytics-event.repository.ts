import { Injectable } from '@nestjs/common';
import type { QueryConfig } from 'pg';
import { PgPool } from '../database/pg-pool';
import type { AnalyticsEvent } from './analytics-event.entity';

export type NewAnalyticsEvent = Omit<AnalyticsEvent, 'id' | 'visitor'> & { visitor: string | null };

/** Prepared once per connection: parsed and planned once, then only bound. */
const STATEMENT_NAME = 'insert-analytics-events';

/** Held shared by every insert until it commits, so the open days' job finds an id below which all have (docs/analytics.md, "Open days"). */
export const ANALYTICS_EVENT_WRITE_LOCK = 0x616e6c74;

/** In the order received, so ids follow time. The lock comes before any id: a row's id is drawn only once the join with `writing`'s one row made it. */
const STATEMENT_TEXT = `
  WITH writing AS MATERIALIZED (SELECT pg_advisory_xact_lock_shared(${ANALYTICS_EVENT_WRITE_LOCK}))
  INSERT INTO analytics_event (event, category, label, value, path, created_at, visitor, bot, referrer_host, referrer_path, source,
    utm_source, utm_medium, utm_campaign, ref, screen, browser, os, device, country)
  SELECT event, category, label, value, path, created_at, decode(visitor, 'hex'), bot, referrer_host, referrer_path, source,
    utm_source, utm_medium, utm_campaign, ref, screen, browser, os, device, country
  FROM writing, unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::int[], $5::varchar[], $6::timestamptz[], $7::text[], $8::boolean[], $9::varchar[],
    $10::varchar[], $11::varchar[], $12::varchar[], $13::varchar[], $14::varchar[], $15::varchar[], $16::varchar[], $17::varchar[], $18::varchar[],
    $19::varchar[], $20::char(2)[])
    WITH ORDINALITY AS received(event, category, label, value, path, created_at, visitor, bot, referrer_host, referrer_path, source,
      utm_source, utm_medium, utm_campaign, ref, screen, browser, os, device, country, number)
  ORDER BY number`;

/** Pure, so bench/load can run the very same statement. */
export function analyticsEventsStatement(events: readonly NewAnalyticsEvent[]): QueryConfig {
  const column = <T>(value: (event: NewAnalyticsEvent) => T) => events.map(value);
  return {
    name: STATEMENT_NAME,
    text: STATEMENT_TEXT,
    values: [
      column((event) => event.event),
      column((event) => event.category),
      column((event) => event.label),
      column((event) => event.value),
      column((event) => event.path),
      column((event) => event.createdAt.toISOString()),
      column((event) => event.visitor),
      column((event) => event.bot),
      column((event) => event.referrerHost),
      column((event) => event.referrerPath),
      column((event) => event.source),
      column((event) => event.utmSource),
      column((event) => event.utmMedium),
      column((event) => event.utmCampaign),
      column((event) => event.ref),
      column((event) => event.screen),
      column((event) => event.browser),
      column((event) => event.os),
      column((event) => event.device),
      column((event) => event.country),
    ],
  };
}

/** Not TypeORM's query runner, so the statement stays prepared (as tracking.repository.ts). */
@Injectable()
export class AnalyticsEventRepository {
  constructor(private readonly pool: PgPool) {}

  async insertMany(events: readonly NewAnalyticsEvent[]): Promise<void> {
    await this.pool.query(analyticsEventsStatement(events));
  }
}
