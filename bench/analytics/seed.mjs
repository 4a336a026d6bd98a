// Synthetic raw events for bench/analytics: `events` rows over `days` UTC days ending today (so far),
// in time order as the API appends them, with skewed paths, sources and visitors (a few pages and
// sources take most visits, as on the real site). One INSERT ... SELECT per day keeps each
// statement small enough for a 2-core machine and lets the log show progress.

export const PATHS = 2_000;
export const SOURCES = 500;
const CAMPAIGNS = 50;
const BROWSERS = ['Mobile Safari', 'Chrome', 'Chrome Mobile', 'Samsung Internet', 'Firefox', 'Edge', 'Instagram', 'Safari'];
const SYSTEMS = ['iOS', 'Android', 'Windows', 'macOS', 'Linux', 'ChromeOS'];
const DEVICES = ['mobile', 'tablet', 'desktop'];
const SCREENS = ['mobile', 'tablet', 'laptop', 'desktop'];
const COUNTRIES = ['US', 'MX', 'CA', 'AU', 'BR', 'GB', 'FR', 'DE', 'JP', 'PT', 'ES', 'ID', 'ZA', 'NZ', 'CL', 'PE', 'CR', 'NL', 'IT', 'IE'];

const sqlArray = (values) => `ARRAY[${values.map((value) => `'${value}'`).join(',')}]`;

/** `power(random(), k)` skews towards the first items: k=2 for pages, 3 for sources. */
const pick = (items, skew = 1) => `(${sqlArray(items)})[1 + floor(power(random(), ${skew}) * ${items.length})::int]`;

/** The INSERT of one day's `count` events over its first `seconds`; visitors: about one per three events. */
export function dayStatement(day, count, seconds = 86_400) {
  const visitorsPerDay = Math.max(1, Math.round(count / 3));
  return {
    text: `
      INSERT INTO analytics_event (event, category, label, path, created_at, visitor, bot, referrer_host, referrer_path, source,
        utm_source, utm_medium, utm_campaign, ref, screen, browser, os, device, country)
      SELECT
        e.event, e.category, e.label, e.path, e.created_at,
        CASE WHEN e.bot THEN NULL ELSE decode(md5($1::text || ':' || floor(power(random(), 2) * ${visitorsPerDay})::int), 'hex') END,
        e.bot, e.referrer_host, CASE WHEN e.referrer_host IS NULL THEN NULL ELSE '/' END, e.source,
        e.utm_source, CASE WHEN e.utm_source IS NULL THEN NULL ELSE 'social' END,
        CASE WHEN e.utm_source IS NULL THEN NULL ELSE 'campaign-' || floor(random() * ${CAMPAIGNS})::int END,
        NULL, ${pick(SCREENS)}, ${pick(BROWSERS)}, ${pick(SYSTEMS)}, ${pick(DEVICES)}, ${pick(COUNTRIES, 2)}
      FROM (
        SELECT
          kind.event,
          CASE WHEN kind.event = 'page_view' THEN 'navigation' ELSE 'download' END AS category,
          CASE WHEN kind.event = 'page_view' THEN page.path WHEN kind.event = 'qr_page_visit' THEN ${pick(['ios', 'android', 'desktop'])} ELSE 'invite' END AS label,
          page.path,
          $1::date + (g.i * ($3::float8 / $2)) * interval '1 second' AS created_at,
          random() < 0.02 AS bot,
          source.host AS referrer_host,
          source.name AS source,
          CASE WHEN random() < 0.2 THEN source.name END AS utm_source
        FROM generate_series(0, $2 - 1) AS g(i)
        -- Each lateral reads g.i, so that PostgreSQL draws its random() again for every row.
        CROSS JOIN LATERAL (SELECT random() + g.i * 0 AS r) AS roll
        CROSS JOIN LATERAL (SELECT CASE WHEN roll.r < 0.8 THEN 'page_view' WHEN roll.r < 0.9 THEN 'app_store_click'
          WHEN roll.r < 0.95 THEN 'play_store_click' WHEN roll.r < 0.98 THEN 'qr_page_visit' ELSE 'launch_party_learn_more' END AS event) AS kind
        CROSS JOIN LATERAL (SELECT '/p/' || floor(power(random() + g.i * 0, 2) * ${PATHS})::int AS path) AS page
        CROSS JOIN LATERAL (SELECT floor(power(random() + g.i * 0, 3) * ${SOURCES})::int AS n) AS drawn
        CROSS JOIN LATERAL (SELECT CASE WHEN drawn.n = 0 THEN NULL ELSE 'source-' || drawn.n || '.example' END AS host,
          CASE WHEN drawn.n = 0 THEN 'Direct' ELSE 'source-' || drawn.n || '.example' END AS name) AS source
      ) AS e`,
    values: [day, count, seconds],
  };
}

/** The UTC days `[first, ..., today]`, `days` of them. */
export function benchDays(days, today = new Date()) {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(midnight - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}

/** Empties the analytics tables, then writes about `events` events spread evenly over `days`. */
export async function seedEvents(db, { events, days, log }) {
  await db.query('TRUNCATE analytics_event, analytics_rollup, analytics_rolled_up, analytics_open_day, analytics_open_daily, analytics_open_visitor, analytics_open_tapper');
  await db.query('UPDATE analytics_open_state SET settled_event_id = 0');
  const perDay = Math.floor(events / days);
  const started = performance.now();
  const now = new Date();
  for (const [index, day] of benchDays(days, now).entries()) {
    // Today as far as it has come, at the same rate: its events are the ones read raw.
    const today = index === days - 1;
    const seconds = today ? Math.max(1, (now.getTime() - Date.parse(day)) / 1000) : 86_400;
    const count = today ? Math.max(1, Math.round((perDay * seconds) / 86_400)) : perDay;
    await db.query(dayStatement(day, count, seconds));
    if ((index + 1) % 50 === 0) log(`  seeded ${index + 1}/${days} days (${Math.round((performance.now() - started) / 1000)} s)`);
  }
  // As autovacuum leaves a table that has settled: its statistics, and its pages' free space known,
  // so the page views that arrive while the calls are timed may land in old pages, as in production.
  await db.query('VACUUM ANALYZE analytics_event');
  return { seconds: (performance.now() - started) / 1000 };
}
