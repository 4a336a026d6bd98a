// The analytics benchmark of issue 25: every dashboard call over 100,000 and over 10 million
// seeded events, for 30 and 400 days, alone and at 50 connections, through nginx, side by side in
// one run: each set in a stack of its own, both up at once, every call timed against them in turns.
// Goal: each call over 10 million within 1.5x of the same call over 100,000 (the cost follows the
// days shown, not the events stored). Builds nothing: `make bench-analytics` builds first.
//   node bench/analytics/run.mjs [--small 100000] [--large 10000000] [--days 400] [--ranges 30,400]
//                                [--alone 40] [--connections 50] [--seconds 5] [--out FILE]
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { failures, ms, timeAloneInTurns, timeLoadedInTurns } from '../http-timing.mjs';
import { openDayTracked, rollUpBenchDays } from './roll-up.mjs';
import { benchDays, seedEvents } from './seed.mjs';
import { REPO_ROOT, StartedParts, adminCookie, requireFromBackend, startStack } from '../load/stack.mjs';

const { values: options } = parseArgs({
  options: {
    small: { type: 'string', default: '100000' },
    large: { type: 'string', default: '10000000' },
    days: { type: 'string', default: '400' },
    ranges: { type: 'string', default: '30,400' },
    alone: { type: 'string', default: '40' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '5' },
    out: { type: 'string', default: join(REPO_ROOT, 'bench', 'analytics', 'results.md') },
  },
});
const days = Number(options.days);
const ranges = options.ranges.split(',').map(Number);
const aloneRuns = Number(options.alone);
const connections = Number(options.connections);
const seconds = Number(options.seconds);
const datasets = [
  { name: 'small', events: Number(options.small) },
  { name: 'large', events: Number(options.large) },
];
const GOAL_RATIO = 1.5;
const TRICKLE_EVERY_MS = 100;

const { ANALYTICS_BREAKDOWNS } = requireFromBackend('./dist/contract.js');

const log = (line) => process.stderr.write(`${line}\n`);

/** The dashboard's calls for one range: what `/admin/analytics` asks for when it opens. */
function dashboardCalls(from, to) {
  const range = `from=${from}&to=${to}`;
  return [
    { name: 'summary', path: `/api/admin/analytics/summary?${range}` },
    { name: 'timeseries', path: `/api/admin/analytics/timeseries?${range}` },
    ...ANALYTICS_BREAKDOWNS.map((dimension) => ({ name: `breakdown ${dimension}`, path: `/api/admin/analytics/breakdown?dimension=${dimension}&limit=10&${range}` })),
  ];
}

const pageView = (base) =>
  fetch(`${base}/api/analytics/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1' },
    body: JSON.stringify({ event: 'page_view', category: 'navigation', label: '/', path: '/' }),
  });

/**
 * Live traffic while the calls are timed, as on the real site: each event commits, so the API
 * cannot serve a dashboard call from the answer it reuses while nothing was committed.
 */
function trickle(base) {
  const timer = setInterval(() => void pageView(base).catch(() => undefined), TRICKLE_EVERY_MS);
  return () => clearInterval(timer);
}

const ratio = (large, small) => `${(large / small).toFixed(2)}x`;

const parts = new StartedParts();
process.once('SIGINT', () => void parts.stop().then(() => process.exit(130)));
const startedAt = new Date();
const load = loadavg()[0];
try {
  const setup = [];
  for (const dataset of datasets) {
    const stack = await startStack({}, parts);
    const cookie = await adminCookie(stack.nginxUrl, stack.adminPassword);
    log(`Seeding ${dataset.events.toLocaleString('en-US')} events over ${days} days`);
    const seeded = await seedEvents(stack.db, { events: dataset.events, days, log });
    const rolled = await rollUpBenchDays(stack.db, stack.postgresUrl, benchDays(days).slice(0, -1), log);
    setup.push({ ...dataset, stack, cookie, seedSeconds: seeded.seconds, rollUpSeconds: rolled.seconds });
  }
  const dayList = benchDays(days);
  for (const { stack } of setup) {
    await openDayTracked(stack.db, dayList.at(-1), log);
    // As a site that has run for 400 days: autovacuum long done with the rollups' rows (their hint
    // bits set, the visibility map current), not starting on a year of them while calls are timed.
    await stack.db.query('VACUUM ANALYZE analytics_rollup');
  }
  const stopTrickles = setup.map(({ stack }) => trickle(stack.nginxUrl));
  const figures = new Map();
  for (const range of ranges) {
    const to = dayList.at(-1);
    const from = dayList[Math.max(0, dayList.length - range)];
    for (const call of dashboardCalls(from, to)) {
      // Each after a page view the API has stored: a fresh read, never the answer it reuses.
      const targets = setup.map(({ stack, cookie }) => ({ base: stack.nginxUrl, headers: { cookie }, before: () => pageView(stack.nginxUrl) }));
      const alone = await timeAloneInTurns(targets, call.path, aloneRuns);
      const loaded = await timeLoadedInTurns(targets, call.path, { connections, seconds });
      for (const [index, { name }] of setup.entries()) {
        const measured = { alone: alone[index], loaded: loaded[index] };
        figures.set(`${name} ${range} ${call.name}`, measured);
        log(
          `  ${name} ${range} days ${call.name}: alone p95 ${ms(measured.alone.p95)}; ${connections} conn. ${Math.round(measured.loaded.perSecond)}/s p95 ${ms(measured.loaded.p95)}${failures(measured.loaded)}`,
        );
      }
    }
  }
  for (const stop of stopTrickles) stop();

  const rows = [];
  let met = 0;
  let total = 0;
  for (const range of ranges) {
    for (const { name } of dashboardCalls('', '')) {
      const small = figures.get(`small ${range} ${name}`);
      const large = figures.get(`large ${range} ${name}`);
      const aloneRatio = large.alone.p95 / small.alone.p95;
      const loadedRatio = large.loaded.p95 / small.loaded.p95;
      total += 2;
      met += Number(aloneRatio <= GOAL_RATIO) + Number(loadedRatio <= GOAL_RATIO && !small.loaded.failed && !large.loaded.failed);
      rows.push(
        `| ${name} | ${range} | ${ms(small.alone.p95)} | ${ms(large.alone.p95)} | ${ratio(large.alone.p95, small.alone.p95)} | ` +
          `${Math.round(small.loaded.perSecond)}/s, ${ms(small.loaded.p95)}${failures(small.loaded)} | ${Math.round(large.loaded.perSecond)}/s, ${ms(large.loaded.p95)}${failures(large.loaded)} | ${ratio(large.loaded.p95, small.loaded.p95)} |`,
      );
    }
  }
  const [small, large] = setup;
  const report = [
    '# bench/analytics: last run',
    '',
    `${startedAt.toISOString()}; ${cpus().length} cores, load average ${load.toFixed(1)} at the start. ` +
      `Written by \`node bench/analytics/run.mjs\` (${relative(REPO_ROOT, options.out)}).`,
    '',
    `Seeded: ${small.events.toLocaleString('en-US')} events in ${small.seedSeconds.toFixed(0)} s (rolled up in ${small.rollUpSeconds.toFixed(0)} s); ` +
      `${large.events.toLocaleString('en-US')} events in ${large.seedSeconds.toFixed(0)} s (rolled up in ${large.rollUpSeconds.toFixed(0)} s); ${days} days each.`,
    '',
    `Each set in a stack of its own, both up at once, every call timed against the two in turns. Through nginx with an admin session, while one page view a ${TRICKLE_EVERY_MS} ms arrives at each; ` +
      `p95 of ${aloneRuns} calls one after another, each after a stored page view (a fresh read), and p95 at ${connections} connections for ${seconds} s in two halves. ` +
      `Goal: the 10-million figure within ${GOAL_RATIO}x of the 100,000 figure: met by ${met} of ${total}.`,
    '',
    `| Call | Days | ${small.events.toLocaleString('en-US')} alone | ${large.events.toLocaleString('en-US')} alone | Ratio | ${small.events.toLocaleString('en-US')} at ${connections} | ${large.events.toLocaleString('en-US')} at ${connections} | Ratio |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
  ].join('\n');
  writeFileSync(options.out, report);
  process.stdout.write(report);
} finally {
  await parts.stop();
}
