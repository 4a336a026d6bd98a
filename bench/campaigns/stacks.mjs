// The stacks and pages of the campaign-list benchmarks (bench/campaigns/run.mjs, bench/installs/list.mjs):
// a seeded stack per target, the first page of 50 by each sort field all time and for 30 days,
// each page timed against every target in turns.
import { failures, ms, timeLoaded, timeLoadedInTurns } from '../http-timing.mjs';
import { adminCookie, requireFromBackend, startStack } from '../load/stack.mjs';
import { DAYS, seed } from './seed.mjs';

export const PAGE = 50;

const { STATS_SORT_FIELDS } = requireFromBackend('./dist/contract.js');

export const log = (line) => process.stderr.write(`${line}\n`);

export const day = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

/** The first page by each sort field, highest first, all time and for the last 30 days (a rolled-up range). */
export function listPages() {
  const range = `&from=${day(DAYS - 1)}&to=${day(0)}`;
  return STATS_SORT_FIELDS.flatMap((sort) => [
    { name: sort, range: 'all time', path: `/api/influencer/stats?limit=${PAGE}&sort=${sort}&order=desc` },
    { name: sort, range: `${DAYS} days`, path: `/api/influencer/stats?limit=${PAGE}&sort=${sort}&order=desc${range}` },
  ]);
}

/** A stack with `influencers` seeded, then `prepare(stack, headers)` if given, then warmed up: `{ base, headers, stack }`. */
export async function seededTarget(influencers, parts, { connections, prepare }) {
  const stack = await startStack({}, parts);
  const headers = { cookie: await adminCookie(stack.nginxUrl, stack.adminPassword) };
  log(`Seeding ${influencers.toLocaleString('en-US')} influencers`);
  await seed(stack.db, stack.postgresUrl, influencers);
  if (prepare) await prepare(stack, headers);
  // Untimed: the API's first requests compile its code paths and open its connections.
  await timeLoaded(stack.nginxUrl, listPages()[0].path, headers, { connections, seconds: 2 });
  return { base: stack.nginxUrl, headers, stack };
}

/** Each page against every target in turns: the figures by `${target index} ${range} ${name}`. */
export async function timePages(targets, names, load) {
  const figures = new Map();
  for (const page of listPages()) {
    const measured = await timeLoadedInTurns(targets, page.path, load);
    for (const [index, name] of names.entries()) {
      figures.set(`${index} ${page.range} ${page.name}`, measured[index]);
      log(`  ${name} ${page.range} by ${page.name}: ${Math.round(measured[index].perSecond)}/s, p99 ${ms(measured[index].p99)}${failures(measured[index])}`);
    }
  }
  return figures;
}
