// The campaign-list benchmark of issue 25: the first page of 50 influencers sorted by each sort field,
// all time and for 30 days, at 100 connections through nginx, with 1,000 and with 100,000
// influencers stored, side by side in one run (a stack per size, each page timed against the two
// in turns). Goal (issue 41): each page, all time and 30 days, at 100,000 within 1.5x (p99) of the same page at 1,000.
// Builds nothing: `make bench-campaigns` builds first.
//   node bench/campaigns/run.mjs [--sizes 1000,100000] [--connections 100] [--seconds 5] [--out FILE]
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { failures, ms, timeLoaded, timeLoadedInTurns } from '../http-timing.mjs';
import { REPO_ROOT, StartedParts, adminCookie, requireFromBackend, startStack } from '../load/stack.mjs';
import { DAYS, seed } from './seed.mjs';

const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,100000' },
    connections: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '5' },
    out: { type: 'string', default: join(REPO_ROOT, 'bench', 'campaigns', 'results.md') },
  },
});
const [small, large] = options.sizes.split(',').map(Number);
const connections = Number(options.connections);
const seconds = Number(options.seconds);
const PAGE = 50;
const GOAL_RATIO = 1.5;

const { STATS_SORT_FIELDS } = requireFromBackend('./dist/contract.js');
const log = (line) => process.stderr.write(`${line}\n`);

const day = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

function pages() {
  const range = `&from=${day(DAYS - 1)}&to=${day(0)}`;
  return STATS_SORT_FIELDS.flatMap((sort) => [
    { name: sort, range: 'all time', path: `/api/influencer/stats?limit=${PAGE}&sort=${sort}&order=desc` },
    { name: sort, range: `${DAYS} days`, path: `/api/influencer/stats?limit=${PAGE}&sort=${sort}&order=desc${range}` },
  ]);
}

const parts = new StartedParts();
process.once('SIGINT', () => void parts.stop().then(() => process.exit(130)));
const startedAt = new Date();
const load = loadavg()[0];
try {
  // A stack per size, both up while the pages are timed in turns (bench/analytics/README.md, "How a run works").
  const targets = [];
  for (const size of [small, large]) {
    const stack = await startStack({}, parts);
    const headers = { cookie: await adminCookie(stack.nginxUrl, stack.adminPassword) };
    log(`Seeding ${size.toLocaleString('en-US')} influencers`);
    await seed(stack.db, stack.postgresUrl, size);
    // Untimed: the API's first requests compile its code paths and open its connections.
    await timeLoaded(stack.nginxUrl, pages()[0].path, headers, { connections, seconds: 2 });
    targets.push({ base: stack.nginxUrl, headers });
  }
  const figures = new Map();
  for (const page of pages()) {
    const measured = await timeLoadedInTurns(targets, page.path, { connections, seconds });
    for (const [index, size] of [small, large].entries()) {
      figures.set(`${size} ${page.range} ${page.name}`, measured[index]);
      log(`  ${size} ${page.range} by ${page.name}: ${Math.round(measured[index].perSecond)}/s, p99 ${ms(measured[index].p99)}${failures(measured[index])}`);
    }
  }
  let met = 0;
  let total = 0;
  const rows = pages().map(({ name, range }) => {
    const few = figures.get(`${small} ${range} ${name}`);
    const many = figures.get(`${large} ${range} ${name}`);
    const ratio = many.p99 / few.p99;
    total += 1;
    met += Number(ratio <= GOAL_RATIO && !few.failed && !many.failed);
    return `| ${name} | ${range} | ${Math.round(few.perSecond)}/s, ${ms(few.p99)}${failures(few)} | ${Math.round(many.perSecond)}/s, ${ms(many.p99)}${failures(many)} | ${ratio.toFixed(2)}x |`;
  });
  const report = [
    '# bench/campaigns: last run',
    '',
    `${startedAt.toISOString()}; ${cpus().length} cores, load average ${load.toFixed(1)} at the start. ` +
      `Written by \`node bench/campaigns/run.mjs\` (${relative(REPO_ROOT, options.out)}).`,
    '',
    `\`GET /api/influencer/stats?limit=${PAGE}&sort=<field>&order=desc\` (and \`&from=&to=\` for ${DAYS} days) through nginx with an admin session, ` +
      `${connections} connections in a closed loop for ${seconds} s each, in two halves taken in turns with a stack per size: answers a second and p99. ` +
      `Goal: all time and ${DAYS} days at ${large.toLocaleString('en-US')} influencers within ${GOAL_RATIO}x (p99) of ${small.toLocaleString('en-US')}: met by ${met} of ${total}.`,
    '',
    `| Sorted by | Range | ${small.toLocaleString('en-US')} influencers | ${large.toLocaleString('en-US')} influencers | p99 ratio |`,
    '| --- | --- | ---: | ---: | ---: |',
    ...rows,
    '',
  ].join('\n');
  writeFileSync(options.out, report);
  process.stdout.write(report);
} finally {
  await parts.stop();
}
