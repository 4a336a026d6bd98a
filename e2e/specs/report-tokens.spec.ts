import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { logInToApi } from '../support/admin';
import { analyticsEvent } from '../support/analytics';
import { uniqueHandle } from '../support/campaigns';
import { IPHONE, phoneContext } from '../support/devices';
import { expect, test } from '../support/fixtures';

/** Every table and column of the stack's database where text can be: the places a token could be left. */
async function placesHolding(text: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'character', 'bytea', 'json', 'jsonb')`,
    );
    const places: string[] = [];
    for (const { table_name, column_name } of columns) {
      const { rows } = await client.query<{ found: boolean }>(`SELECT EXISTS (SELECT 1 FROM "${table_name}" WHERE position($1 in "${column_name}"::text) > 0) AS found`, [text]);
      if (rows[0].found) places.push(`${table_name}.${column_name}`);
    }
    return places;
  } finally {
    await client.end();
  }
}

/** What the API stored of the visit tagged `utmSource`: its events and its vitals. */
async function storedVisit(utmSource: string): Promise<{ events: { event: string; path: string; label: string | null }[]; vitals: { path: string }[] }> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const events = await client.query('SELECT event, path, label FROM analytics_event WHERE utm_source = $1 ORDER BY id', [utmSource]);
    const vitals = await client.query('SELECT path FROM web_vital WHERE utm_source = $1', [utmSource]);
    return { events: events.rows, vitals: vitals.rows };
  } finally {
    await client.end();
  }
}

test.describe('report tokens only as hashes (docs/report-links.md, docs/security.md)', () => {
  test('an influencer opens a report and leaves: the token is in no table of the database and in no line of the access log', async ({
    playwright,
    launchOptions,
    baseURL,
    request,
  }) => {
    await logInToApi(request);
    const created = await request.post('/api/admin/report-links', { data: { campaign: 'influencer', influencer: uniqueHandle('e2e-token') } });
    expect(created.status()).toBe(201);
    const token = new URL((await created.json()).url).pathname.split('/').pop() as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const tag = `e2e-token-${Date.now().toString(36)}`;

    // The phone's own browser: the beacon a page sends as it is left goes with the browser's user agent,
    // not a context's (headless Chromium's reads as a bot's, whose vitals are stored nowhere).
    const browser = await playwright.chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), `--user-agent=${IPHONE}`] });
    const phone = await browser.newContext({ ...phoneContext(IPHONE), baseURL });
    try {
      const report = await phone.newPage();
      const pageView = analyticsEvent(report, 'page_view');
      // The vitals arrive in an idle moment after the load event; they are sent when the page is left.
      const library = report.waitForResponse((response) => /\/assets\/web-vitals-[\w-]+\.js$/.test(response.url()));
      await report.goto(`/report/${token}?utm_source=${tag}`);
      await expect(report.getByRole('heading', { level: 1 })).toContainText('@e2e-token');
      expect((await pageView).postDataJSON()).toMatchObject({ path: '/report' });
      await library;
      // The influencer types the site's address: the report page is left, and sends its vitals.
      await report.goto('/faq');
    } finally {
      await browser.close();
    }

    // Both beacons stored, the page view answered before: the search below looks at what they left.
    await expect.poll(async () => (await storedVisit(tag)).vitals).toEqual([{ path: '/report' }]);
    expect((await storedVisit(tag)).events).toEqual(expect.arrayContaining([{ event: 'page_view', path: '/report', label: '/report' }]));
    expect(await placesHolding(token)).toEqual([]);

    const accessLog = process.env.E2E_NGINX_ACCESS_LOG;
    test.skip(!accessLog, 'against a running stack (compose) nginx logs to its container’s output, not to a file here');
    const lines = (await readFile(accessLog as string, 'utf8')).split('\n');
    // The log has the visit, its report named without the token.
    expect(lines.filter((line) => line.includes(`"GET /report/…?utm_source=${tag} HTTP/1.1" 200`))).toHaveLength(1);
    expect(lines.some((line) => line.includes('"GET /api/reports/…?range=30d HTTP/1.1" 200'))).toBe(true);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });
});
