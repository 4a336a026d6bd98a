// The SQL alone of each page bench/campaigns times, without HTTP: the median of 9 reads of each
// page at 1,000 and at 100,000 influencers (the cold compute a list's answer costs once per commit),
// 30 days both from the rolled-up range and summed from the days (the path before issue 41).
//   node bench/campaigns/sql-time.mjs [--sizes 1000,100000]   (after `make build`)
import { parseArgs } from 'node:util';
import { StartedParts, requireFromBackend, startStack } from '../load/stack.mjs';
import { DAYS, seed } from './seed.mjs';

const { values: options } = parseArgs({ options: { sizes: { type: 'string', default: '1000,100000' } } });
const { STATS_SORT_FIELDS } = requireFromBackend('./dist/contract.js');
const { CampaignStatsRepository } = requireFromBackend('./dist/tracking/campaign-stats.repository.js');
const { Pool } = requireFromBackend('pg');
const READS = 9;
const RANGES = ['all time', `${DAYS} days`, `${DAYS} days summed`];
const day = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

const parts = new StartedParts();
try {
  const stack = await startStack({}, parts);
  const pool = new Pool({ connectionString: stack.postgresUrl, max: 1 });
  const stats = new CampaignStatsRepository(pool);
  const sizes = options.sizes.split(',').map(Number);
  const medians = new Map();
  for (const size of sizes) {
    await seed(stack.db, stack.postgresUrl, size);
    const client = await pool.connect();
    for (const sort of STATS_SORT_FIELDS) {
      for (const range of RANGES) {
        const query = { from: null, to: null, prefix: null, sort, order: 'desc', limit: 50, offset: 0 };
        if (range !== 'all time') Object.assign(query, { from: day(DAYS - 1), to: day(0) });
        const times = [];
        for (let read = 0; read < READS; read += 1) {
          await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
          const started = performance.now();
          if (range === 'all time') await stats.allTimePage(client, 'influencer', query);
          else if (range.endsWith('summed')) await stats.pageInRange(client, 'influencer', query);
          else {
            const rolledUp = await stats.rolledUpRange(client, 'influencer', query);
            await stats.pageInRolledUpRange(client, 'influencer', rolledUp, query);
          }
          times.push(performance.now() - started);
          await client.query('COMMIT');
        }
        medians.set(`${size} ${range} ${sort}`, times.sort((a, b) => a - b)[READS >> 1]);
      }
    }
    client.release();
  }
  await pool.end();
  const [small, large] = sizes;
  process.stdout.write(`| Sorted by | Range | ${small} | ${large} | ratio |\n| --- | --- | ---: | ---: | ---: |\n`);
  for (const sort of STATS_SORT_FIELDS) {
    for (const range of RANGES) {
      const [few, many] = [medians.get(`${small} ${range} ${sort}`), medians.get(`${large} ${range} ${sort}`)];
      process.stdout.write(`| ${sort} | ${range} | ${few.toFixed(1)} ms | ${many.toFixed(1)} ms | ${(many / few).toFixed(2)}x |\n`);
    }
  }
} finally {
  await parts.stop();
}
