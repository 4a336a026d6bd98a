// Field Web Vitals as the site stores them (docs/analytics.md, "Speed"): 50 visits of real
// Chromium to the pages of the build, served by nginx and the built API on its own embedded
// PostgreSQL (as e2e/support/stack.ts starts them), each left as visitors leave a page: by a
// link, by closing the tab, after switching to another tab, by the back button; every other one
// with a tap first. Then the share of those page loads whose row in web_vital carries LCP, CLS,
// FCP and TTFB, and INP among those with a tap, against the goal of 95% each (issue 39).
//   node bench/vitals/vitals.mjs [--visits 50] [--web-root frontend/dist]   (make bench-vitals; needs `make build`)
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, stopProcess, startApi, waitForOk } from '../../infra/scripts/api-process.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../infra/scripts/chromium.mjs';
import { startNginx } from '../../infra/scripts/nginx.mjs';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
// The e2e suite's Playwright and the API's pg driver: nothing of their own to install.
const { chromium } = createRequire(join(REPO_ROOT, 'e2e', 'package.json'))('@playwright/test');
const { Client } = createRequire(join(REPO_ROOT, 'backend', 'package.json'))('pg');

const { values: options } = parseArgs({ options: { visits: { type: 'string', default: '50' }, 'web-root': { type: 'string', default: join(REPO_ROOT, 'frontend', 'dist') } } });
const VISITS = Number(options.visits);
const GOAL = 0.95;
/** No host but this machine's: the maps' tiles fail at once, unrouted. */
const BROWSER_ARGS = [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];
/**
 * A beacon sent while a page unloads carries the browser's own user agent, not a context's
 * (HeadlessChrome, which the API drops as a bot's): each device is a browser of its own.
 */
const DEVICES = {
  desktop: {
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    context: { viewport: { width: 1280, height: 800 } },
  },
  phone: {
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
};
/** Pages of the build; /getapp and /invite only on a desktop, where they try no app (docs/first-paint.md, "The open-the-app flow"). */
const PAGES = ['/', '/faq', '/news', '/launch-party-santa-cruz', '/support', '/spots/steamerlane_point', '/pricing', '/getapp', '/invite'];
const PHONE_PAGES = PAGES.filter((page) => page !== '/getapp' && page !== '/invite');
const WAYS = ['link', 'close', 'tab', 'back'];
/** How long the visitor stays after the load event before leaving. */
const DWELL_MS = [300, 1_200, 3_000];

const wait = (ms) => new Promise((resolveWait) => setTimeout(resolveWait, ms));

/** nginx and the API on free ports, the API on an embedded PostgreSQL whose port is known. */
async function startStack() {
  const databasePort = await freePort();
  const api = await startApi({
    env: { EMBEDDED_POSTGRES_PORT: String(databasePort), ADMIN_PASSWORD: 'bench-vitals', RATE_LIMIT_TRACKING_PER_MIN: '100000', RATE_LIMIT_TRACKING_PER_ADDRESS_PER_MIN: '100000' },
  });
  const nginxPort = await freePort();
  const { child: nginx } = startNginx({ port: nginxPort, webRoot: resolve(options['web-root']), api: `127.0.0.1:${api.port}` });
  const stop = () => Promise.all([stopProcess(nginx, 'SIGQUIT'), api.stop()]);
  try {
    await waitForOk(`http://127.0.0.1:${nginxPort}/api/health`, { child: nginx, timeoutMs: 10_000, what: 'nginx' });
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: `http://127.0.0.1:${nginxPort}`, databaseUrl: `postgres://postgres:postgres@127.0.0.1:${databasePort}/lineup`, stop };
}

/** A tap (a click on a desktop) on the page's heading, which does nothing but is an interaction, as a visitor's first touch. */
async function tap(page, device) {
  const heading = page.locator('h1').first();
  if (device === 'phone') await heading.tap();
  else await heading.click();
}

/**
 * Follows a link as a visitor does (scrolled to, tapped or clicked): a store badge, where the page
 * has one (leaving the site, as most visitors of these pages do), else the first link to another
 * page of the site, which is a client navigation once React has hydrated (the document stays).
 * Returns whether the document was left.
 */
async function followLink(page, device) {
  const loaded = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name);
  const from = new URL(page.url()).pathname;
  const candidates = [...(await page.locator('a[data-store]').all()), ...(await page.locator('a[href^="/"]:not([href^="/api"]):not([href^="/admin"])').all())];
  for (const link of candidates) {
    const href = await link.getAttribute('href');
    if (new URL(href, page.url()).pathname === from || !(await link.isVisible())) continue;
    if (device === 'phone') await link.tap();
    else await link.click();
    // A store is out of reach here: the browser commits its error page in place of the document.
    await page
      .waitForURL((url) => url.pathname !== from, { waitUntil: 'commit' })
      .catch((error) => {
        if (!error.message.includes('ERR_NAME_NOT_RESOLVED')) throw error;
      });
    await page.waitForLoadState('load').catch(() => undefined);
    return (await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name).catch(() => undefined)) !== loaded;
  }
  throw new Error(`no visible link on ${from} to another page`);
}

/**
 * One visit: the page of `tag` loaded, maybe tapped, read for a while, then left `way`. For the
 * back button the visitor first was on another page (tagged `<tag>-before`), restored from the
 * back/forward cache (not a new load: it must send nothing more). Returns what a check needs.
 */
async function visit(browsers, baseUrl, { tag, page: path, way, tapFirst, dwellMs, device }) {
  const context = await browsers[device].newContext(DEVICES[device].context);
  const page = await context.newPage();
  const url = (target, ownTag) => `${baseUrl}${target}${target.includes('?') ? '&' : '?'}utm_source=${ownTag}`;
  let restoredFromCache;
  let documentLeft;
  try {
    if (way === 'back') {
      await page.goto(url('/faq', `${tag}-before`));
      await wait(500);
    }
    await page.goto(url(path, tag));
    await wait(dwellMs);
    if (tapFirst) await tap(page, device);
    await wait(300);
    if (way === 'link') {
      documentLeft = await followLink(page, device);
    } else if (way === 'close') {
      await page.close({ runBeforeUnload: true });
    } else if (way === 'tab') {
      // Headless Chromium keeps every tab visible (bringToFront, a popup, a minimised window all leave
      // document.visibilityState 'visible'): the first page's beacon leaves when the tab closes later.
      const other = await context.newPage();
      await other.goto(`${baseUrl}/faq`);
      await other.bringToFront();
      await wait(500);
    } else if (way === 'back') {
      await page.goBack({ waitUntil: 'commit' });
      await wait(500);
      // The document restored from the cache is the first one, loaded by a navigation; a new load would be a back_forward one.
      restoredFromCache = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.type === 'navigate');
    }
  } finally {
    await context.close();
  }
  return { restoredFromCache, documentLeft };
}

/** The rows stored per tag, once the table has stopped growing for two seconds (the last beacons are in flight). */
async function storedRows(databaseUrl, prefix) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const read = async () => (await client.query('SELECT utm_source, lcp, cls, inp, fcp, ttfb FROM web_vital WHERE utm_source LIKE $1', [`${prefix}%`])).rows;
    let rows = await read();
    for (let stable = 0; stable < 4;) {
      await wait(500);
      const next = await read();
      stable = next.length === rows.length ? stable + 1 : 0;
      rows = next;
    }
    return rows;
  } finally {
    await client.end();
  }
}

const percent = (part, whole) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(0)}%`);

function report(visits, rows) {
  const byTag = new Map();
  for (const row of rows) byTag.set(row.utm_source, [...(byTag.get(row.utm_source) ?? []), row]);
  const has = (vital) => (visit) => byTag.get(visit.tag)?.some((row) => row[vital] !== null) ?? false;
  const lines = [];
  const columns = ['Left by', 'Page loads', 'Beacons stored', 'LCP', 'CLS', 'FCP', 'TTFB', 'INP (of those with a tap)'];
  lines.push(`| ${columns.join(' | ')} |`, `| ${columns.map((_, index) => (index === 0 ? '---' : '---:')).join(' | ')} |`);
  for (const way of [...WAYS, 'all']) {
    const these = visits.filter((visit) => way === 'all' || visit.way === way);
    const tapped = these.filter((visit) => visit.tapFirst);
    const beacons = these.reduce((sum, visit) => sum + (byTag.get(visit.tag)?.length ?? 0), 0);
    const share = (vital) => `${these.filter(has(vital)).length} (${percent(these.filter(has(vital)).length, these.length)})`;
    const inp = `${tapped.filter(has('inp')).length} of ${tapped.length} (${percent(tapped.filter(has('inp')).length, tapped.length)})`;
    lines.push(`| ${way === 'all' ? '**all**' : way} | ${these.length} | ${beacons} | ${share('lcp')} | ${share('cls')} | ${share('fcp')} | ${share('ttfb')} | ${inp} |`);
  }
  const duplicates = visits.filter((visit) => (byTag.get(visit.tag)?.length ?? 0) > 1).length;
  const backs = visits.filter((visit) => visit.way === 'back');
  const restored = backs.filter((visit) => visit.restoredFromCache);
  const restoredAgain = restored.filter((visit) => (byTag.get(`${visit.tag}-before`)?.length ?? 0) !== 1).length;
  const tapped = visits.filter((visit) => visit.tapFirst);
  const goals = [
    ['LCP', visits.filter(has('lcp')).length / visits.length],
    ['CLS', visits.filter(has('cls')).length / visits.length],
    ['INP (with a tap)', tapped.filter(has('inp')).length / tapped.length],
  ];
  return {
    lines,
    notes: [
      `Page loads with more than one beacon: ${duplicates}.`,
      `Link: ${visits.filter((visit) => visit.documentLeft).length} of ${visits.filter((visit) => visit.way === 'link').length} links left the document (the others were client navigations after React had hydrated; the page was then closed).`,
      `Back button: ${restored.length} of ${backs.length} pages restored from the back/forward cache; of those, pages whose one load did not store exactly one beacon: ${restoredAgain}.`,
    ],
    goals: goals.map(([name, share]) => ({ name, share, met: share >= GOAL })),
    ok: duplicates === 0 && restoredAgain === 0 && goals.every(([, share]) => share >= GOAL),
  };
}

const started = new Date();
console.log(
  `bench/vitals: ${VISITS} visits, ${started.toISOString()}, load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
const stack = await startStack();
// The back button restores a page from the back/forward cache, as Chrome does (Playwright turns it off by default).
const launch = (device) =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: [...BROWSER_ARGS, `--user-agent=${DEVICES[device].userAgent}`], ignoreDefaultArgs: ['--disable-back-forward-cache'] });
const browsers = { desktop: await launch('desktop'), phone: await launch('phone') };
const stop = () => Promise.all([...Object.values(browsers).map((browser) => browser.close()), stack.stop()]);
// Ctrl-C stops nginx, the API and its PostgreSQL too, which would otherwise outlive the script.
process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
const run = `bench-${started.getTime().toString(36)}`;
const visits = [];
try {
  for (let index = 0; index < VISITS; index += 1) {
    // Every way on each device, with and without a tap, in each run of 16 visits.
    const device = Math.floor(index / WAYS.length) % 2 === 0 ? 'desktop' : 'phone';
    const pages = device === 'phone' ? PHONE_PAGES : PAGES;
    const plan = {
      tag: `${run}-${index}`,
      device,
      page: pages[index % pages.length],
      way: WAYS[index % WAYS.length],
      tapFirst: Math.floor(index / (2 * WAYS.length)) % 2 === 0,
      dwellMs: DWELL_MS[index % DWELL_MS.length],
    };
    const result = await visit(browsers, stack.baseUrl, plan);
    visits.push({ ...plan, ...result });
    process.stdout.write(`  ${index + 1}/${VISITS} ${plan.device} ${plan.page} left by ${plan.way}${plan.tapFirst ? ', tapped' : ''}, after ${plan.dwellMs} ms\n`);
  }
  const { lines, notes, goals, ok } = report(visits, await storedRows(stack.databaseUrl, run));
  console.log(`\n${lines.join('\n')}\n\n${notes.join('\n')}`);
  for (const goal of goals) console.log(`${goal.name}: ${(100 * goal.share).toFixed(0)}% of page loads, goal ${100 * GOAL}%: ${goal.met ? 'MET' : 'MISSED'}`);
  console.log(
    `load average at the end ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await stop();
}
