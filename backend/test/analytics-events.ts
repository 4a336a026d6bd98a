import { queryDatabase } from './test-app';

/** A raw event as the capture stores it; `visitor` is any name, stored as its bytes. */
export type RawEvent = {
  at: string;
  event?: string;
  label?: string;
  path?: string;
  visitor?: string;
  bot?: boolean;
  source?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  ref?: string;
  screen?: string;
  browser?: string;
  os?: string;
  device?: string;
  country?: string;
};

/** Straight into analytics_event, with the time given: the capture's API stamps the present only. */
export async function insertRawEvents(databaseUrl: string, events: RawEvent[]): Promise<void> {
  const rows = events.map((event) => ({ event: 'page_view', path: '/', bot: false, ...event }));
  await queryDatabase(
    databaseUrl,
    `INSERT INTO analytics_event (event, category, label, path, created_at, visitor, bot, source, utm_source, utm_medium, utm_campaign, ref, screen, browser, os, device, country)
     SELECT event, 'test', label, path, at, convert_to(visitor, 'UTF8'), bot, source, "utmSource", "utmMedium", "utmCampaign", ref, screen, browser, os, device, country
     FROM jsonb_to_recordset($1::jsonb) AS e(
       at timestamptz, event text, label text, path text, visitor text, bot boolean, source text, "utmSource" text, "utmMedium" text,
       "utmCampaign" text, ref text, screen text, browser text, os text, device text, country text)`,
    [JSON.stringify(rows)],
  );
}
