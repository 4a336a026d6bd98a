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
import { failures, ms } from '../http-timing.mjs';
import { REPO_ROOT, StartedParts } from '../load/stack.mjs';
import { DAYS } from './seed.mjs';
import { listPages, PAGE, seededTarget, timePages } from './stacks.mjs';

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
const GOAL_RATIO = 1.5;

const parts = new StartedParts();
process.once('SIGINT', () => void parts.stop().then(() => process.exit(130)));
const startedAt = new Date();
const load = loadavg()[0];
try {
  // A stack per size, both up while the pages are timed in turns (bench/analytics/README.md, "How a run works").
  const targets = [];
  for (const size of [small, large]) targets.push(await seededTarget(size, parts, { connections }));
  const figures = await timePages(targets, [small, large], { connections, seconds });
  let met = 0;
  let total = 0;
  const rows = listPages().map(({ name, range }) => {
    const few = figures.get(`0 ${range} ${name}`);
    const many = figures.get(`1 ${range} ${name}`);
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
