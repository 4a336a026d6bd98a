// Rolls the seeded days up the way production does: an API process, started on the benchmark's
// database, runs the roll-up job when it starts (backend/src/analytics/analytics-rollup.service.ts).
import { randomBytes } from 'node:crypto';
import { startApi } from '../../infra/scripts/api-process.mjs';

const POLL_MS = 1_000;

/** Resolves once every day of `days` is rolled up, with how long that took. */
export async function rollUpBenchDays(db, postgresUrl, days, log) {
  const startedAt = performance.now();
  const api = await startApi({ databaseUrl: postgresUrl, stderr: 'collect', env: { ADMIN_PASSWORD: randomBytes(24).toString('base64url') } });
  try {
    for (;;) {
      const { rows } = await db.query('SELECT count(*)::int AS done FROM analytics_rolled_up_day WHERE day = ANY($1::date[])', [days]);
      if (rows[0].done === days.length) break;
      log(`  rolled up ${rows[0].done}/${days.length} days (${Math.round((performance.now() - startedAt) / 1000)} s)`);
      await new Promise((resolveSoon) => setTimeout(resolveSoon, POLL_MS * 5));
    }
  } finally {
    await api.stop();
  }
  return { seconds: (performance.now() - startedAt) / 1000 };
}
