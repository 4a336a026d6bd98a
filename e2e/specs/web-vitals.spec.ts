import pg from 'pg';
import { openUnlocked } from '../support/admin';
import { DESKTOP } from '../support/devices';
import { expect, test } from '../support/fixtures';

type StoredVitals = { path: string; lcp: number | null; inp: number | null; cls: number | null; fcp: number | null; ttfb: number | null; device: string };

/** The rows the API stored for one visit, found by its campaign tag (the stack's database is shared by the suite). */
async function storedVitals(utmSource: string): Promise<StoredVitals[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<StoredVitals>('SELECT path, lcp, inp, cls, fcp, ttfb, device FROM web_vital WHERE utm_source = $1', [utmSource]);
    return rows;
  } finally {
    await client.end();
  }
}

test.describe('Web Vitals of real visitors', () => {
  test('a page load sends its vitals once when the page is hidden, and the Speed card shows them', async ({ browser, baseURL, page }) => {
    const source = `e2e-vitals-${Date.now().toString(36)}`;
    const context = await browser.newContext({ userAgent: DESKTOP, viewport: { width: 1280, height: 800 }, baseURL });
    const visitor = await context.newPage();
    const beacons: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/vitals')) beacons.push(request.postData() ?? '');
    });
    // The library arrives in an idle moment after the load event, an entry of its own, whether React
    // has loaded or not (on /news React waits for the visitor's first input).
    const library = visitor.waitForResponse((response) => /\/assets\/web-vitals-[\w-]+\.js$/.test(response.url()));
    await visitor.goto(`/news?utm_source=${source}`);
    await library;
    // An interaction, for INP (and it settles LCP). The browser reports only interactions of 40 ms or
    // more (web-vitals' durationThreshold), so its handler takes 120 ms, as on a slow phone, and
    // changes what is shown: an event's timing ends at the next paint.
    await visitor.evaluate(() =>
      document.addEventListener(
        'click',
        () => {
          const until = performance.now() + 120;
          while (performance.now() < until);
          document.body.style.outline = '1px solid transparent';
        },
        { once: true },
      ),
    );
    // Event timing reaches observers only once that paint is presented (and never
    // performance.getEntriesByType): the page is hidden after this observer has seen the click.
    const interactionSeen = visitor.evaluate(
      () =>
        new Promise<void>((resolve) => {
          new PerformanceObserver((entries) => {
            if (entries.getEntries().some((entry) => ((entry as PerformanceEntry & { interactionId?: number }).interactionId ?? 0) > 0)) resolve();
          }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
        }),
    );
    await visitor.getByRole('heading', { level: 1 }).click();
    await interactionSeen;
    // The click was the visitor's first input: React loads and hydrates, and the page still sends one beacon.
    await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    // Headless Chromium keeps every tab visible and skips visibilitychange when a page closes: the page is
    // told it is hidden as a browser would (web-vitals reports CLS and INP then, the click above settled LCP).
    await visitor.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    // Hidden again, or left: still the one beacon.
    await visitor.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await visitor.close({ runBeforeUnload: true });
    await expect.poll(() => storedVitals(source)).toHaveLength(1);
    const [stored] = await storedVitals(source);
    expect(stored).toMatchObject({ path: '/news', device: 'desktop' });
    for (const vital of ['lcp', 'inp', 'fcp', 'ttfb', 'cls'] as const) expect(stored[vital], vital).toEqual(expect.any(Number));
    expect(stored.inp).toBeGreaterThanOrEqual(120);
    expect(stored.fcp).toBeLessThanOrEqual(stored.lcp as number);
    await context.close();
    expect(beacons).toHaveLength(1);

    await openUnlocked(page, `/admin/analytics?range=today&source=${source}`);
    const speed = page.getByRole('region', { name: 'Speed' });
    const row = speed.getByRole('row', { name: /^\/news desktop/ });
    await expect(row).toBeVisible();
    const cells = row.getByRole('cell');
    await expect(cells.nth(1)).toHaveText('1');
    await expect(cells.nth(2)).toContainText(/\d+ ms|\d\.\d\d s/);
    await expect(cells.nth(2)).toContainText(/\((Good|Needs improvement|Poor)\)/);
  });
});
