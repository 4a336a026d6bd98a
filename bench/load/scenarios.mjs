// The measured requests, and autocannon runs that end without abandoning a request in flight.
import autocannon from 'autocannon';

export const HOT_HANDLE = 'load-hot';
export const HANDLE_PREFIX = 'load-';
export const DISTINCT_HANDLES = 10_000;
export const STORED_INFLUENCERS = 10_000;

const JSON_HEADERS = { 'content-type': 'application/json' };
const SUPPORT_FIELDS = { name: 'Load Test', subject: 'Forecast looks off', category: 'forecasts', priority: 'medium', description: 'The tide chart shows yesterday.' };
// Long enough for the queue to drain thousands of mails on 2 cores; a drain that takes longer fails the check.
const DRAIN_TIMEOUT_MS = 600_000;
// Longer than any answer should take; a request past it counts as an error (a timeout).
const TIMEOUT_SECONDS = 10;

/**
 * A phone's browser; `visitor` makes each user agent its own visitor. Every call comes from the same
 * address (loopback, as nginx reports it), like phones behind one carrier-grade NAT address.
 */
const phoneAgent = (visitor) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1 Load/${visitor}`;

/** Sequential handles, so every one of the DISTINCT_HANDLES is tracked in a run. */
function distinctHandles() {
  let next = 0;
  return () => `${HANDLE_PREFIX}${next++ % DISTINCT_HANDLES}`;
}

function uniqueEmails(tag) {
  let next = 0;
  return () => `${tag}-${next++}@example.com`;
}

const sleep = (ms) => new Promise((resolveDelay) => setTimeout(resolveDelay, ms));

/**
 * Waits from the end of a support run until no mail is queued, then compares the mail rows and what
 * the harness's SMTP server received: two mails per stored request, each arrived exactly once.
 */
async function drainSupportMail(db, { smtp }) {
  const startedAt = performance.now();
  let queued;
  while (performance.now() - startedAt < DRAIN_TIMEOUT_MS) {
    queued = (await db.query(`SELECT count(*)::int AS n FROM support_mail WHERE status = 'queued'`)).rows[0].n;
    if (queued === 0) break;
    await sleep(100);
  }
  const drainSeconds = (performance.now() - startedAt) / 1000;
  const { rows } = await db.query(
    `SELECT (SELECT count(*)::int FROM support_request) AS requests, count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status <> 'sent')::int AS unsent FROM support_mail`,
  );
  const [{ requests, sent, unsent }] = rows;
  const received = await smtp.receivedMessageIds();
  const arrivals = new Map();
  for (const messageId of received) arrivals.set(messageId, (arrivals.get(messageId) ?? 0) + 1);
  const duplicates = [...arrivals.values()].filter((count) => count > 1).length;
  const ok = queued === 0 && unsent === 0 && sent === 2 * requests && arrivals.size === sent && received.length === sent;
  return { requests, sent, unsent, arrived: received.length, duplicates, drainSeconds, ok };
}

/** The visitors of a tracking scenario: a new one at every call, or one visitor for every call. */
const VISITORS = {
  distinct: {
    title: 'distinct visitors',
    agent: () => {
      let next = 0;
      return () => phoneAgent(next++);
    },
  },
  one: { title: 'one visitor', agent: () => () => phoneAgent('repeat') },
};

/**
 * A page-view scenario of the influencer campaign: `handles` is one hot handle or DISTINCT_HANDLES
 * of them, `visitors` is VISITORS.distinct or VISITORS.one. `count` reads the raw counts (stats and
 * events), the unique visitors and the bot calls; `expected` is what they must be for `ok` 2xx
 * answers: every call counted once, each visitor once per handle (per UTC day: a run that crosses
 * midnight counts its visitors again), no bot call.
 */
function trackingScenario({ id, handles, visitors }) {
  const hot = handles === 'hot';
  const scope = hot ? [`influencer = $1`, HOT_HANDLE] : [`influencer LIKE $1`, `${HANDLE_PREFIX}%`];
  const visitorsPerCall = (ok) => (visitors === VISITORS.distinct ? ok : hot ? Math.min(ok, 1) : Math.min(ok, DISTINCT_HANDLES));
  return {
    id,
    title: `Tracking, ${hot ? 'one hot handle' : `${DISTINCT_HANDLES.toLocaleString('en-US')} handles`}, ${visitors.title}`,
    tracking: true,
    requests: () => {
      const handle = hot ? () => HOT_HANDLE : distinctHandles();
      const agent = visitors.agent();
      return [
        {
          method: 'POST',
          path: '/api/influencer/page-view',
          setupRequest: (request) => ({ ...request, headers: { ...JSON_HEADERS, 'user-agent': agent() }, body: JSON.stringify({ influencer: handle() }) }),
        },
      ];
    },
    prepare: (db) =>
      db.query(
        'TRUNCATE campaign_stats, campaign_event, campaign_daily_stats, campaign_visitor, campaign_pending_counts, campaign_range, campaign_range_stats, campaign_range_installs',
      ),
    count: async (db) => {
      const [where, value] = scope;
      const [stats, events] = await Promise.all([
        db.query(
          `SELECT coalesce(sum(page_views), 0)::int AS views, coalesce(sum(unique_visitors), 0)::int AS visitors, coalesce(sum(bot_calls), 0)::int AS bots
           FROM campaign_stats WHERE campaign = 'influencer' AND ${where}`,
          [value],
        ),
        db.query(`SELECT count(*)::int AS n FROM campaign_event WHERE campaign = 'influencer' AND ${where} AND kind = 'page_view'`, [value]),
      ]);
      const { views, visitors: counted, bots } = stats.rows[0];
      return { stats: views, events: events.rows[0].n, visitors: counted, bots };
    },
    expected: (ok) => ({ stats: ok, events: ok, visitors: visitorsPerCall(ok), bots: 0 }),
  };
}

/**
 * Each scenario: `requests` for autocannon, `prepare` (database state before a run, in SQL) and,
 * for writes, `count` (what the database holds afterwards) and `expected` (what it must hold for
 * the 2xx answers; each count equals them when left out); `levels` limits the connection levels it
 * runs at, `drain` checks the work it leaves queued.
 */
export const SCENARIOS = [
  trackingScenario({ id: 'tracking-hot', handles: 'hot', visitors: VISITORS.distinct }),
  trackingScenario({ id: 'tracking-hot-one-visitor', handles: 'hot', visitors: VISITORS.one }),
  trackingScenario({ id: 'tracking-distinct', handles: 'distinct', visitors: VISITORS.distinct }),
  trackingScenario({ id: 'tracking-distinct-one-visitor', handles: 'distinct', visitors: VISITORS.one }),
  {
    id: 'analytics',
    title: 'Analytics page views, distinct visitors',
    requests: () => {
      const agent = VISITORS.distinct.agent();
      let next = 0;
      return [
        {
          method: 'POST',
          path: '/api/analytics/events',
          setupRequest: (request) => ({
            ...request,
            headers: { ...JSON_HEADERS, 'user-agent': agent() },
            body: JSON.stringify({
              event: 'page_view',
              category: 'navigation',
              label: '/invite',
              value: next++,
              path: '/invite',
              referrer: 'https://l.instagram.com/',
              utmSource: 'ig',
              utmCampaign: 'load',
              screenWidth: 390,
            }),
          }),
        },
      ];
    },
    prepare: (db) => db.query('TRUNCATE analytics_event'),
    // Every answered event stored once: as many rows as 2xx, each call's number once, each with its visitor.
    count: async (db) => {
      const { rows } = await db.query(
        `SELECT count(*)::int AS events, count(DISTINCT value)::int AS distinct_events, count(DISTINCT visitor)::int AS visitors FROM analytics_event WHERE source = 'Instagram' AND NOT bot`,
      );
      return rows[0];
    },
  },
  {
    id: 'beta',
    title: 'Beta signup, unique emails',
    requests: (run) => {
      const email = uniqueEmails(`load-${run}`);
      return [{ method: 'POST', path: '/api/beta-signup', headers: JSON_HEADERS, setupRequest: (request) => ({ ...request, body: JSON.stringify({ email: email() }) }) }];
    },
    prepare: (db) => db.query('TRUNCATE beta_signup'),
    count: async (db) => ({ signups: (await db.query('SELECT count(*)::int AS n FROM beta_signup')).rows[0].n }),
  },
  {
    id: 'support',
    title: 'Support request, unique emails',
    levels: [10, 100],
    requests: (run) => {
      const email = uniqueEmails(`support-${run}`);
      return [
        {
          method: 'POST',
          path: '/api/support',
          headers: JSON_HEADERS,
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ ...SUPPORT_FIELDS, email: email() }) }),
        },
      ];
    },
    prepare: async (db, { smtp }) => {
      await db.query('TRUNCATE support_request CASCADE');
      await smtp.forget();
    },
    count: async (db) => ({ requests: (await db.query('SELECT count(*)::int AS n FROM support_request')).rows[0].n }),
    drain: drainSupportMail,
  },
  {
    id: 'random',
    title: 'GET /api/random',
    requests: () => [{ method: 'GET', path: '/api/random' }],
  },
  {
    id: 'stats',
    title: `Stats, ${STORED_INFLUENCERS.toLocaleString('en-US')} influencers`,
    requests: (run, { cookie }) => [{ method: 'GET', path: '/api/influencer/stats', headers: { cookie } }],
    prepare: async (db) => {
      await db.query(
        'TRUNCATE campaign_stats, campaign_event, campaign_daily_stats, campaign_visitor, campaign_pending_counts, campaign_range, campaign_range_stats, campaign_range_installs',
      );
      await db.query(
        `INSERT INTO campaign_stats (id, campaign, influencer, page_views, app_store_clicks, play_store_clicks)
         SELECT gen_random_uuid(), 'influencer', 'stored-' || n, n % 997, n % 89, n % 61 FROM generate_series(1, $1) AS n`,
        [STORED_INFLUENCERS],
      );
    },
  },
];

/**
 * One autocannon run of `seconds`. At the deadline each connection stops after its current
 * answer instead of being cut mid-request, so every request sent was answered (or timed out):
 * the 2xx count is then exactly what the server accepted.
 */
export function measure({ url, connections, seconds, requests }) {
  return new Promise((resolveRun, reject) => {
    const clients = [];
    const startedAt = performance.now();
    let lastAnswerAt = startedAt;
    const instance = autocannon(
      {
        url,
        connections,
        // A safety net only: the deadline below ends the run; this lets the last answers arrive.
        duration: seconds + TIMEOUT_SECONDS + 5,
        timeout: TIMEOUT_SECONDS,
        requests,
        setupClient: (client) => clients.push(client),
      },
      (error, result) => {
        clearTimeout(deadline);
        if (error) return reject(error);
        const elapsedSeconds = (lastAnswerAt - startedAt) / 1000;
        resolveRun({
          rps: result.requests.total / elapsedSeconds,
          p50: result.latency.p50,
          p975: result.latency.p97_5,
          p99: result.latency.p99,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          ok: result['2xx'],
          answers: result.requests.total,
          statusCodes: result.statusCodeStats,
          seconds: elapsedSeconds,
        });
      },
    );
    instance.on('response', () => (lastAnswerAt = performance.now()));
    const deadline = setTimeout(() => {
      for (const client of clients) client.responseMax = Math.max(1, client.reqsMade);
    }, seconds * 1000);
  });
}
