// Timing GET calls for the benchmarks: one after another, or from many connections in a closed
// loop, against one target or several in turns; each call on a kept-alive connection, timed from
// its start to its last byte.
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

/** Each target in turn, the first one first in even rounds and last in odd ones: drift hits every target alike. */
function inTurns(targets, round) {
  const order = targets.map((_, index) => index);
  return round % 2 === 0 ? order : order.reverse();
}

function summarize(times) {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), p99: percentile(times, 0.99) };
}

/**
 * The same GET against each target (`{ base, headers, before }`), `runs` calls one after another
 * each, in turns (a call to one target, then to the next), after one warm-up call each; each call
 * after its target's `before` (untimed). Resolves with p50 and p95 per target.
 */
export async function timeAloneInTurns(targets, path, runs) {
  const agents = targets.map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
  const times = targets.map(() => []);
  for (const [index, { base, headers }] of targets.entries()) await timedGet(base, path, headers, agents[index]);
  for (let run = 0; run < runs; run += 1) {
    for (const index of inTurns(targets, run)) {
      const { base, headers, before } = targets[index];
      await before();
      times[index].push(await timedGet(base, path, headers, agents[index]));
    }
  }
  for (const agent of agents) agent.destroy();
  return times.map(summarize);
}

/** `connections` clients in a closed loop for `seconds` on `agent`'s connections (the caller's to close): every answer's time, how long it took, how many were not 200. */
async function closedLoop(base, path, headers, { connections, seconds }, agent) {
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
  return { times, elapsed: (performance.now() - startedAt) / 1000, failed };
}

function summarizeLoaded({ times, elapsed, failed }) {
  const { p95, p99 } = summarize(times);
  return { perSecond: times.length / elapsed, p95, p99, failed };
}

/**
 * `connections` clients in a closed loop for `seconds`: answers a second, p95 and p99, and how
 * many answers were not 200 (a 503 under load is a figure to print, not the end of the run).
 */
export async function timeLoaded(base, path, headers, load) {
  const agent = new Agent({ keepAlive: true, maxSockets: load.connections });
  try {
    return summarizeLoaded(await closedLoop(base, path, headers, load, agent));
  } finally {
    agent.destroy();
  }
}

/**
 * timeLoaded against each target (`{ base, headers }`), its `seconds` split into `rounds` runs taken in turns; a target's
 * connections stay open from one of its runs to the next, so a run times answers, not 100 connections opened at once.
 */
export async function timeLoadedInTurns(targets, path, { connections, seconds, rounds = 2 }) {
  const runs = targets.map(() => ({ times: [], elapsed: 0, failed: 0 }));
  const agents = targets.map(() => new Agent({ keepAlive: true, maxSockets: connections }));
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const index of inTurns(targets, round)) {
        const { base, headers } = targets[index];
        const { times, elapsed, failed } = await closedLoop(base, path, headers, { connections, seconds: seconds / rounds }, agents[index]);
        runs[index].times = runs[index].times.concat(times);
        runs[index].elapsed += elapsed;
        runs[index].failed += failed;
      }
    }
  } finally {
    for (const agent of agents) agent.destroy();
  }
  return runs.map(summarizeLoaded);
}

/** ", 12 not 200" when some answers failed, else nothing. */
export const failures = ({ failed }) => (failed ? `, ${failed} not 200` : '');

export const ms = (value) => (value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(1)} ms`);
