// The campaign list with installs imported (issue 40): the first page of 50 by each sort field, all
// time and for 30 days, at 100,000 influencers, on a stack with a year of both stores' installs for
// 2,700 handles against a stack without any, timed in turns through nginx; then the SQL alone of
// each page on both (answers are shared while nothing commits, so HTTP mostly times the shared
// answer). Goal: p99 with installs within 1.2x of without. Builds nothing: `make build` first.
//   node bench/installs/list.mjs [--influencers 100000] [--installers 2700] [--connections 100] [--seconds 16] [--rounds 8] [--control]
// --control imports nothing on the second stack either: the ratios of two like stacks, this machine's noise.
import { gzipSync } from 'node:zlib';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { failures, ms } from '../http-timing.mjs';
import { StartedParts, requireFromBackend } from '../load/stack.mjs';
import { DAYS } from '../campaigns/seed.mjs';
import { day, listPages, log, PAGE, seededTarget, timePages } from '../campaigns/stacks.mjs';

const { values: options } = parseArgs({
  options: {
    influencers: { type: 'string', default: '100000' },
    installers: { type: 'string', default: '2700' },
    connections: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '8' },
    control: { type: 'boolean', default: false },
  },
});
const influencers = Number(options.influencers);
const installers = Number(options.installers);
const connections = Number(options.connections);
const seconds = Number(options.seconds);
const rounds = Number(options.rounds);
const GOAL_RATIO = 1.2;
const READS = 9;
const { CampaignStatsRepository } = requireFromBackend('./dist/tracking/campaign-stats.repository.js');
const { Pool } = requireFromBackend('pg');
const YEAR = 365;
/** The apps of the API's defaults (.env.example), which the import checks the files against. */
const APPLE_APP_ID = '6740000000';
const ANDROID_PACKAGE = 'surf.lineup.app';

/** The handles with installs, spread over the seeded ones; each installs on one day in seven of the year. */
function* installs() {
  const step = Math.floor(influencers / installers);
  for (let k = 0; k < installers; k += 1) {
    for (let d = 0; d < YEAR; d += 1) if ((k + d) % 7 === 0) yield { handle: `surfer-${1 + k * step}`, day: day(d), count: 1 + ((k * d) % 4) };
  }
}

function appStoreFile() {
  const header =
    'Date\tApp Name\tApp Apple Identifier\tApp Version\tCampaign\tDevice\tDownload Type\tPage Title\tPage Type\tPlatform Version\tPre-Order\tSource Info\tSource Type\tTerritory\tCounts';
  const lines = [...installs()].map(
    (row) =>
      `${row.day}\tLineup\t${APPLE_APP_ID}\t1.4.0\tinfluencer:${row.handle}\tiPhone\tFirst-time download\tDefault\tProduct Page\tiOS 18.1\tNo\tinstagram.com\tWeb referrer\tUS\t${row.count}`,
  );
  return gzipSync(`${[header, ...lines].join('\n')}\n`);
}

function playStoreFile() {
  const header = 'Date,Package name,Traffic source,Search term,UTM source,UTM campaign,Store listing acquisitions,Store listing visitors,Store listing conversion rate';
  const lines = [...installs()].map((row) => `${row.day},${ANDROID_PACKAGE},Third-party referrers,,${row.handle},influencer,${row.count},100,4.5%`);
  return Buffer.from(`${[header, ...lines].join('\r\n')}\r\n`);
}

/** Through the API's own import, as the team applies the stores' files. */
async function importInstalls(stack, headers) {
  for (const [name, bytes] of [
    ['app_downloads_detailed.txt.gz', appStoreFile()],
    [`store_performance_${ANDROID_PACKAGE}_traffic_source.csv`, playStoreFile()],
  ]) {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const started = performance.now();
    const response = await fetch(`${stack.apiUrl}/api/admin/installs/imports`, { method: 'POST', headers, body: form });
    if (response.status !== 201) throw new Error(`importing ${name} answered ${response.status}: ${await response.text()}`);
    const { rows, attributedInstalls } = await response.json();
    log(`Imported ${name}: ${rows.toLocaleString('en-US')} rows, ${attributedInstalls.toLocaleString('en-US')} installs credited, in ${ms(performance.now() - started)}`);
  }
  await stack.db.query('VACUUM ANALYZE campaign_installs, install_count, campaign_install_day, campaign_range_stats, campaign_range_installs');
}

/** The median of 9 reads of each page's SQL (the repository of backend/dist) on each stack, in ms, by `${target index} ${range} ${name}`. */
async function sqlMedians(targets) {
  const medians = new Map();
  for (const [index, { stack }] of targets.entries()) {
    const pool = new Pool({ connectionString: stack.postgresUrl, max: 1 });
    const stats = new CampaignStatsRepository(pool);
    const client = await pool.connect();
    try {
      for (const page of listPages()) {
        const params = new URL(page.path, 'http://bench').searchParams;
        const query = { from: params.get('from'), to: params.get('to'), prefix: null, sort: page.name, order: 'desc', limit: PAGE, offset: 0 };
        const times = [];
        for (let read = 0; read < READS; read += 1) {
          await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
          const started = performance.now();
          const range = query.from ? await stats.rolledUpRange(client, 'influencer', query) : undefined;
          if (!query.from) await stats.allTimePage(client, 'influencer', query);
          else await stats.pageInRolledUpRange(client, 'influencer', range, query);
          times.push(performance.now() - started);
          await client.query('COMMIT');
        }
        medians.set(`${index} ${page.range} ${page.name}`, times.sort((a, b) => a - b)[READS >> 1]);
      }
    } finally {
      client.release();
      await pool.end();
    }
  }
  return medians;
}

const parts = new StartedParts();
process.once('SIGINT', () => void parts.stop().then(() => process.exit(130)));
const startedAt = new Date();
const load = loadavg()[0];
try {
  const without = await seededTarget(influencers, parts, { connections });
  const withInstalls = await seededTarget(influencers, parts, { connections, prepare: options.control ? undefined : importInstalls });
  const names = ['without installs', options.control ? 'again without installs (control)' : 'with installs'];
  const figures = await timePages([without, withInstalls], names, { connections, seconds, rounds });
  const medians = await sqlMedians([without, withInstalls]);
  let met = 0;
  const rows = listPages().map(({ name, range }) => {
    const [before, after] = [figures.get(`0 ${range} ${name}`), figures.get(`1 ${range} ${name}`)];
    const [sqlBefore, sqlAfter] = [medians.get(`0 ${range} ${name}`), medians.get(`1 ${range} ${name}`)];
    const ratio = after.p99 / before.p99;
    met += Number(ratio <= GOAL_RATIO && !before.failed && !after.failed);
    return (
      `| ${name} | ${range} | ${Math.round(before.perSecond)}/s, ${ms(before.p99)}${failures(before)} | ${Math.round(after.perSecond)}/s, ${ms(after.p99)}${failures(after)} | ${ratio.toFixed(2)}x ` +
      `| ${ms(sqlBefore)} | ${ms(sqlAfter)} | ${(sqlAfter / sqlBefore).toFixed(2)}x |`
    );
  });
  process.stdout.write(
    [
      `${startedAt.toISOString()}; ${cpus().length} cores, load average ${load.toFixed(1)} at the start.`,
      '',
      `\`GET /api/influencer/stats?limit=${PAGE}&sort=<field>&order=desc\` (and \`&from=&to=\` for ${DAYS} days), ${influencers.toLocaleString('en-US')} influencers, ` +
        `${connections} connections for ${seconds} s each, in ${rounds} turns; ` +
        (options.control
          ? `control: no installs on either stack. Within ${GOAL_RATIO}x: ${met} of ${rows.length}.`
          : `with installs: ${installers.toLocaleString('en-US')} handles over ${YEAR} days, both stores imported. Goal: p99 with installs within ${GOAL_RATIO}x of without: met by ${met} of ${rows.length}.`),
      '',
      `| Sorted by | Range | Without installs | ${options.control ? 'Again without' : 'With installs'} | p99 ratio | SQL without | SQL ${options.control ? 'again' : 'with'} | SQL ratio |`,
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows,
      '',
    ].join('\n'),
  );
} finally {
  await parts.stop();
}
