// Timing GET calls for the benchmarks: one after another, or from many connections in a closed
// loop; each call on a kept-alive connection, timed from its start to its last byte.
import { Agent, request } from 'node:http';

export function percentile(sorted, share) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** One GET; resolves with its milliseconds, rejects on a status other than 200. */
function timedGet(base, path, headers, agent) {
  const startedAt = performance.now();
  return new Promise((resolveGet, rejectGet) => {
    const call = request(new URL(path, base), { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode !== 200) rejectGet(new Error(`${path} answered ${response.statusCode}`));
        else resolveGet(performance.now() - startedAt);
      });
    });
    call.on('error', rejectGet);
    call.end();
  });
}

/** `runs` calls one after another, after one warm-up call, each after `before` (untimed) if given: p50 and p95. */
export async function timeAlone(base, path, headers, runs, before = async () => {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  await timedGet(base, path, headers, agent);
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    await before();
    times.push(await timedGet(base, path, headers, agent));
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/**
 * `connections` clients in a closed loop for `seconds`: answers a second, p95 and p99, and how
 * many answers were not 200 (a 503 under load is a figure to print, not the end of the run).
 */
export async function timeLoaded(base, path, headers, { connections, seconds }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const times = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      try {
        times.push(await timedGet(base, path, headers, agent));
      } catch {
        failed += 1;
      }
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - startedAt) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return { perSecond: times.length / elapsed, p95: percentile(times, 0.95), p99: percentile(times, 0.99), failed };
}

/** ", 12 not 200" when some answers failed, else nothing. */
export const failures = ({ failed }) => (failed ? `, ${failed} not 200` : '');

export const ms = (value) => (value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(1)} ms`);
