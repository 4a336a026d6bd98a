// Rolls the seeded days up the way production does: an API process, started on the benchmark's
// database, runs the roll-up job when it starts (backend/src/analytics/analytics-rollup.service.ts);
// then waits for the stack's own API to track today.
import { randomBytes } from 'node:crypto';
import { startApi } from '../../infra/scripts/api-process.mjs';

const POLL_MS = 1_000;

/** The first days of the months that end within `days`: the job rolls those up once their days are. */
function wholeMonths(days) {
  const last = days.at(-1);
  return [...new Set(days.map((day) => `${day.slice(0, 7)}-01`))].filter((month) => {
    const start = new Date(`${month}T00:00:00Z`);
    return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).toISOString().slice(0, 10) <= last;
  });
}

/** The Mondays of the weeks that end within `days`, the first one's included (the job counts a week from the first rolled-up day on). */
function wholeWeeks(days) {
  const last = days.at(-1);
  const first = new Date(`${days[0]}T00:00:00Z`);
  const weeks = [];
  for (let monday = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * 86_400_000); ; monday = new Date(monday.getTime() + 7 * 86_400_000)) {
    if (new Date(monday.getTime() + 6 * 86_400_000).toISOString().slice(0, 10) > last) return weeks;
    weeks.push(monday.toISOString().slice(0, 10));
  }
}

/**
 * Resolves once every day of `days`, every week and month they end and each day's month spans (to
 * the day, and from it in the months they end) are rolled up, with how long that took.
 */
export async function rollUpBenchDays(db, postgresUrl, days, log) {
  const months = wholeMonths(days);
  const weeks = wholeWeeks(days);
  const daysOfWholeMonths = days.filter((day) => months.includes(`${day.slice(0, 7)}-01`));
  const startedAt = performance.now();
  const api = await startApi({ databaseUrl: postgresUrl, stderr: 'collect', env: { ADMIN_PASSWORD: randomBytes(24).toString('base64url') } });
  try {
    for (;;) {
      const { rows } = await db.query(
        `SELECT count(*) FILTER (WHERE kind = 'day' AND day = ANY($1::date[]))::int AS days,
           count(*) FILTER (WHERE kind = 'month' AND day = ANY($2::date[]))::int AS months,
           count(*) FILTER (WHERE kind = 'week' AND day = ANY($3::date[]))::int AS weeks,
           count(*) FILTER (WHERE kind = 'toDate' AND day = ANY($1::date[]))::int AS to_date,
           count(*) FILTER (WHERE kind = 'fromDate' AND day = ANY($4::date[]))::int AS from_date
         FROM analytics_rolled_up`,
        [days, months, weeks, daysOfWholeMonths],
      );
      const done = rows[0];
      if (done.days === days.length && done.months === months.length && done.weeks === weeks.length && done.to_date === days.length && done.from_date === daysOfWholeMonths.length)
        break;
      log(
        `  rolled up ${done.days}/${days.length} days, ${done.weeks}/${weeks.length} weeks, ${done.months}/${months.length} months, month spans ${done.to_date}/${days.length} to the day and ${done.from_date}/${daysOfWholeMonths.length} from it (${Math.round((performance.now() - startedAt) / 1000)} s)`,
      );
      await new Promise((resolveSoon) => setTimeout(resolveSoon, POLL_MS * 5));
    }
  } finally {
    await api.stop();
  }
  return { seconds: (performance.now() - startedAt) / 1000 };
}

/**
 * Resolves once the API's job tracks `today` and counts every event stored so far
 * (docs/analytics.md, "Open days"): it runs every minute, as in production.
 */
export async function openDayTracked(db, today, log) {
  const startedAt = performance.now();
  for (;;) {
    const { rows } = await db.query(
      `SELECT EXISTS (SELECT 1 FROM analytics_open_day WHERE day = $1::date) AS tracked,
         (SELECT settled_event_id FROM analytics_open_state) >= (SELECT coalesce(max(id), 0) FROM analytics_event) AS settled`,
      [today],
    );
    if (rows[0].tracked && rows[0].settled) return;
    log(`  waiting for the job to track ${today} (${Math.round((performance.now() - startedAt) / 1000)} s)`);
    await new Promise((resolveSoon) => setTimeout(resolveSoon, POLL_MS * 5));
  }
}
