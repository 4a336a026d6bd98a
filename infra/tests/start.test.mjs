// `make start` as a newcomer meets it, with real processes: the built API (backend/dist) on an
// embedded PostgreSQL of its own, interrupted at several moments of its start, started twice on one
// data folder, and its development admin password and log lines; then the supervisor `make start`
// runs it under, with the API or PostgreSQL killed. Needs `make build` first.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, afterEach, describe, it } from 'node:test';
import { assertWritesKept, burstOfWrites, freePort, postgresOn, scratchDir, sleep, spawnApi, spawnStart, stopChild, waitUntil } from './processes.mjs';
import { writeFirstPaintCsp } from '../../frontend/build/first-paint-csp.mjs';

const START_TIMEOUT_MS = 60_000;

/** `make start`'s environment on a data folder of its own and free ports; JSON lines since stdout is a pipe. */
async function startEnv(dataDir, extra = {}) {
  return {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DATABASE_URL: '',
    ADMIN_PASSWORD: '',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'auto',
    WEB_ROOT: '',
    EMBEDDED_POSTGRES_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(await freePort()),
    ...extra,
  };
}

const baseUrl = (env) => `http://127.0.0.1:${env.PORT}`;

async function answersHealth(env) {
  try {
    return (await fetch(`${baseUrl(env)}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Resolves with the exit once the process has ended; fails the test if it takes longer than `timeoutMs`. */
async function exitOf(api, timeoutMs = START_TIMEOUT_MS) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the API did not exit within ${timeoutMs} ms\n${api.output.stdout}${api.output.stderr}`)), timeoutMs);
  });
  try {
    return await Promise.race([api.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function jsonLines(text) {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        assert.fail(`not a JSON line: ${line}`);
      }
    });
}

/** Every API a test started: a failed assertion must not leave one running (it would hold the test runner). */
const spawned = new Set();
afterEach(async () => {
  await Promise.all([...spawned].map((api) => stopChild(api.child)));
  spawned.clear();
});

/** `spawner`: spawnApi (the API alone), or spawnStart (the supervisor `make start` runs it under). */
function spawnTracked(env, spawner = spawnApi) {
  const api = spawner(env);
  spawned.add(api);
  return api;
}

/** Starts the API and waits until /api/health answers 200. */
async function startServing(env, spawner = spawnApi) {
  const api = spawnTracked(env, spawner);
  await waitUntil(
    async () => {
      if (api.child.exitCode !== null) throw new Error(`the API exited (${api.child.exitCode}): ${api.output.stderr}`);
      return answersHealth(env);
    },
    START_TIMEOUT_MS,
    `the API on ${env.EMBEDDED_POSTGRES_DIR} to answer /api/health`,
  );
  return api;
}

/** SIGTERM (SIGINT with `signal`), then: exit 0 and no PostgreSQL left on its data folder. */
async function stopCleanly(api, env, signal = 'SIGTERM') {
  api.child.kill(signal);
  const { code } = await exitOf(api);
  assert.equal(code, 0, `${api.output.stdout}${api.output.stderr}`);
  assertNothingLeft(env);
}

function assertNothingLeft(env) {
  assert.deepEqual(postgresOn(env.EMBEDDED_POSTGRES_DIR), [], 'no PostgreSQL left running on the data folder');
  assert.equal(existsSync(join(env.EMBEDDED_POSTGRES_DIR, 'postmaster.pid')), false, 'PostgreSQL shut down cleanly');
  assert.equal(existsSync(`${env.EMBEDDED_POSTGRES_DIR}.owner`), false, 'the folder is given up');
}

async function logIn(env, password) {
  const response = await fetch(`${baseUrl(env)}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  return response.status;
}

const MOMENTS = [
  { name: 'right away', reached: async () => undefined },
  { name: 'after 300 ms', reached: () => sleep(300) },
  { name: 'after 1 s', reached: () => sleep(1_000) },
  // About when PostgreSQL is being started on this machine (the API spends its first second loading modules).
  { name: 'after 1.5 s', reached: () => sleep(1_500) },
  {
    name: 'as the embedded PostgreSQL starts',
    reached: (api) => waitUntil(() => api.output.stdout.includes('Starting the embedded PostgreSQL'), START_TIMEOUT_MS, 'the start of PostgreSQL'),
  },
  {
    name: 'once PostgreSQL has written its postmaster.pid (the API is being built)',
    reached: (api, env) => waitUntil(() => existsSync(join(env.EMBEDDED_POSTGRES_DIR, 'postmaster.pid')), START_TIMEOUT_MS, 'postmaster.pid'),
  },
  { name: 'once it listens', reached: (api, env) => waitUntil(() => answersHealth(env), START_TIMEOUT_MS, 'the API to answer') },
];

describe('Ctrl-C (SIGINT) at any moment of the start', () => {
  const directory = scratchDir('lineup-start-sigint-');
  after(() => rmSync(directory, { recursive: true, force: true }));

  for (const [index, moment] of MOMENTS.entries()) {
    it(`${moment.name}: stops everything it started, on a new data folder and on one in use before, and the next start serves`, async () => {
      const dataDir = join(directory, `postgres-${index}`);
      // First on a new folder (initdb), then on the folder that start left.
      for (const round of ['first start', 'later start']) {
        const env = await startEnv(dataDir);
        const api = spawnTracked(env);
        await moment.reached(api, env);
        api.child.kill('SIGINT');
        const { code, signal } = await exitOf(api);
        // Before its handlers are installed (about the first second, loading modules) Node ends at once: nothing was started yet.
        assert.ok(code === 0 || signal === 'SIGINT', `${round}: exit ${code ?? signal}\n${api.output.stdout}${api.output.stderr}`);
        assert.equal(api.output.stderr, '', `${round}: no error line`);
        assertNothingLeft(env);

        const again = await startServing(env);
        await stopCleanly(again, env, 'SIGINT');
      }
    });
  }
});

describe('a start on a data folder in use', () => {
  const directory = scratchDir('lineup-start-in-use-');
  after(() => rmSync(directory, { recursive: true, force: true }));

  function assertOneLineNaming(api, dataDir) {
    const pid = Number.parseInt(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8'), 10);
    const lines = jsonLines(api.output.stderr);
    assert.equal(lines.length, 1, api.output.stderr);
    assert.equal(api.output.stdout, '', 'nothing else is said');
    const [line] = lines;
    assert.equal(line.level, 60);
    assert.match(line.msg, new RegExp(`data folder ${dataDir} is in use by PostgreSQL process ${pid} .*run \`kill ${pid}\``));
    return pid;
  }

  it('a second start says so in one line naming the folder and the process, exits 1, and leaves the first serving', async () => {
    const dataDir = join(directory, 'second');
    const env = await startEnv(dataDir);
    const first = await startServing(env);
    const second = spawnTracked({ ...env, PORT: String(await freePort()) });
    assert.equal((await exitOf(second)).code, 1);
    assertOneLineNaming(second, dataDir);
    assert.ok(await answersHealth(env), 'the first still serves');
    await stopCleanly(first, env);
  });

  it('a second start while the first is still starting is refused in one line, and the first comes up', async () => {
    const dataDir = join(directory, 'starting');
    const env = await startEnv(dataDir);
    const first = spawnTracked(env);
    await waitUntil(() => existsSync(`${dataDir}.owner`), START_TIMEOUT_MS, 'the first start to claim the folder');
    const second = spawnTracked({ ...env, PORT: String(await freePort()) });
    assert.equal((await exitOf(second)).code, 1);
    const lines = jsonLines(second.output.stderr);
    assert.equal(lines.length, 1, second.output.stderr);
    assert.match(lines[0].msg, new RegExp(`data folder ${dataDir} is (in use by PostgreSQL process|being started by process) \\d+ `));
    await waitUntil(() => answersHealth(env), START_TIMEOUT_MS, 'the first to serve');
    await stopCleanly(first, env);
  });

  it('a PostgreSQL that no owner file names (started by hand, or by an older API) is refused with its pid; once it is killed, the next start serves', async () => {
    const dataDir = join(directory, 'unowned');
    const env = await startEnv(dataDir);
    const killed = await startServing(env);
    killed.child.kill('SIGKILL');
    await exitOf(killed);
    rmSync(`${dataDir}.owner`);

    const refused = spawnTracked(env);
    assert.equal((await exitOf(refused)).code, 1);
    const pid = assertOneLineNaming(refused, dataDir);
    process.kill(pid, 'SIGTERM');
    await waitUntil(() => postgresOn(dataDir).length === 0, 30_000, 'the leftover PostgreSQL to stop');

    await stopCleanly(await startServing(env), env);
  });

  it('a stale postmaster.pid does not block a start: its process gone, or its pid now another program or another folder’s PostgreSQL', async () => {
    const dataDir = join(directory, 'stale');
    const env = await startEnv(dataDir);
    const lockFile = join(dataDir, 'postmaster.pid');
    const running = await startServing(env);
    // The lock file of a PostgreSQL that was killed: the real one, written back after a clean stop with another pid.
    const [, ...rest] = readFileSync(lockFile, 'utf8').split('\n');
    await stopCleanly(running, env);
    const staleLock = (pid) => writeFileSync(lockFile, [String(pid), ...rest].join('\n'));

    const gone = spawn('true');
    await new Promise((resolveExit) => gone.once('exit', resolveExit));
    staleLock(gone.pid);
    await stopCleanly(await startServing(env), env);

    const other = spawn('sleep', ['60']);
    try {
      staleLock(other.pid);
      await stopCleanly(await startServing(env), env);
    } finally {
      await stopChild(other, 'SIGKILL');
    }

    const neighbourDir = join(directory, 'neighbour');
    const neighbourEnv = await startEnv(neighbourDir);
    const neighbour = await startServing(neighbourEnv);
    try {
      const neighbourPostgres = Number.parseInt(readFileSync(join(neighbourDir, 'postmaster.pid'), 'utf8'), 10);
      staleLock(neighbourPostgres);
      const started = await startServing(env);
      assert.ok(postgresOn(neighbourDir).includes(neighbourPostgres), 'the other folder’s PostgreSQL still runs');
      await stopCleanly(started, env);
    } finally {
      await stopCleanly(neighbour, neighbourEnv);
    }
  });
});

/** For a burst of writes from one address. */
const unlimited = {
  RATE_LIMIT_BETA_PER_MIN: '1000000',
  RATE_LIMIT_SUPPORT_PER_MIN: '1000000',
  RATE_LIMIT_TRACKING_PER_MIN: '1000000',
  RATE_LIMIT_TRACKING_PER_ADDRESS_PER_MIN: '1000000',
};
const postmasterOf = (dataDir) => Number.parseInt(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8'), 10);
const embeddedDatabaseUrl = (env) => `postgres://postgres:postgres@127.0.0.1:${env.EMBEDDED_POSTGRES_PORT}/lineup`;

describe('a start after a crash (kill -9, as the OOM killer does)', () => {
  const directory = scratchDir('lineup-start-crash-');
  after(() => rmSync(directory, { recursive: true, force: true }));
  const leftoverLines = (api) => jsonLines(api.output.stdout).filter((line) => line.msg.startsWith('Stopped the PostgreSQL a crashed start left running'));

  it('the API killed in the middle of a burst of writes: the next start stops the PostgreSQL it left, says so in one line, serves, and keeps every write answered 2xx', async () => {
    const dataDir = join(directory, 'burst');
    const env = await startEnv(dataDir, unlimited);
    const killed = await startServing(env);
    const leftover = postmasterOf(dataDir);
    const burst = burstOfWrites(baseUrl(env));
    await waitUntil(() => burst.answered.supportIds.length >= 20, 30_000, 'the burst to be under way');
    killed.child.kill('SIGKILL');
    await exitOf(killed);
    await burst.done;
    assert.deepEqual(postgresOn(dataDir), [leftover], 'SIGKILL leaves PostgreSQL running');

    const restarted = await startServing(env);
    assert.deepEqual(
      leftoverLines(restarted).map((line) => [line.level, line.msg]),
      [[40, `Stopped the PostgreSQL a crashed start left running (pid ${leftover})`]],
    );
    assert.notEqual(postmasterOf(dataDir), leftover);
    assert.equal(restarted.output.stderr, '', 'no error line');

    await assertWritesKept(embeddedDatabaseUrl(env), burst.answered);
    await stopCleanly(restarted, env);
  });

  it('an owner file whose pid now belongs to another program names no live API: the PostgreSQL it left is stopped', async () => {
    const dataDir = join(directory, 'reused-pid');
    const env = await startEnv(dataDir);
    const killed = await startServing(env);
    const leftover = postmasterOf(dataDir);
    killed.child.kill('SIGKILL');
    await exitOf(killed);
    const other = spawn('sleep', ['60']);
    try {
      const owner = JSON.parse(readFileSync(`${dataDir}.owner`, 'utf8'));
      writeFileSync(`${dataDir}.owner`, JSON.stringify({ ...owner, pid: other.pid }));
      const restarted = await startServing(env);
      assert.equal(leftoverLines(restarted).length, 1, restarted.output.stdout);
      assert.equal(postgresOn(dataDir).includes(leftover), false);
      await stopCleanly(restarted, env);
    } finally {
      await stopChild(other, 'SIGKILL');
    }
  });
});

describe('a start on ports in use', () => {
  const directory = scratchDir('lineup-start-ports-');
  after(() => rmSync(directory, { recursive: true, force: true }));

  it('another embedded PostgreSQL on its port (a make start in another folder): one line, exit 1, nothing left', async () => {
    const env = await startEnv(join(directory, 'first'));
    const first = await startServing(env);
    const otherEnv = await startEnv(join(directory, 'other'), { EMBEDDED_POSTGRES_PORT: env.EMBEDDED_POSTGRES_PORT });
    const other = spawnTracked(otherEnv);
    assert.equal((await exitOf(other)).code, 1);
    const lines = jsonLines(other.output.stderr);
    assert.equal(lines.length, 1, other.output.stderr);
    assert.match(lines[0].msg, new RegExp(`could not listen on port ${env.EMBEDDED_POSTGRES_PORT}: .*set EMBEDDED_POSTGRES_PORT to a free port`));
    assertNothingLeft(otherEnv);
    await stopCleanly(first, env);
  });

  it('its HTTP port taken: one line, exit 1, before the database is started', async () => {
    const env = await startEnv(join(directory, 'http'));
    const first = await startServing(env);
    const second = spawnTracked(await startEnv(join(directory, 'http-second'), { PORT: env.PORT }));
    assert.equal((await exitOf(second)).code, 1);
    const lines = jsonLines(second.output.stderr);
    assert.equal(lines.length, 1, second.output.stderr);
    assert.match(lines[0].msg, new RegExp(`^Port ${env.PORT} is already in use .*SITE_PORT`));
    assert.equal(existsSync(join(directory, 'http-second')), false, 'no database was started');
    await stopCleanly(first, env);
  });
});

describe('the admin password without ADMIN_PASSWORD', () => {
  const directory = scratchDir('lineup-start-admin-');
  after(() => rmSync(directory, { recursive: true, force: true }));
  const dataDir = join(directory, 'postgres');
  const passwordFile = join(directory, 'admin-password');
  const summaryOf = (api) => jsonLines(api.output.stdout).find((line) => line.msg.startsWith('The Lineup API is ready'));

  it('is made once in development, kept beside the data folder readable by its owner only, said at every start, and reused', async () => {
    const env = await startEnv(dataDir);
    const first = await startServing(env);
    const password = readFileSync(passwordFile, 'utf8').trim();
    assert.match(password, /^[A-Za-z0-9_-]{24}$/);
    assert.equal(statSync(passwordFile).mode & 0o777, 0o600);
    await waitUntil(() => summaryOf(first), 5_000, 'the start-up line');
    assert.deepEqual(summaryOf(first).adminPassword, `made now, kept in ${passwordFile}; set ADMIN_PASSWORD to use another`);
    assert.equal(first.output.stdout.includes(password), false, 'JSON lines name the file, never the password');
    assert.equal(await logIn(env, password), 204);
    await stopCleanly(first, env);

    const second = await startServing(await startEnv(dataDir));
    await waitUntil(() => summaryOf(second), 5_000, 'the start-up line');
    assert.equal(summaryOf(second).adminPassword, `kept in ${passwordFile}; set ADMIN_PASSWORD to use another`);
    assert.equal(readFileSync(passwordFile, 'utf8').trim(), password);
    await stopCleanly(second, env);
  });

  it('gives way to ADMIN_PASSWORD, the file then unused', async () => {
    const env = await startEnv(dataDir, { ADMIN_PASSWORD: 'set-by-the-operator-1234' });
    const kept = readFileSync(passwordFile, 'utf8').trim();
    const api = await startServing(env);
    assert.equal(await logIn(env, 'set-by-the-operator-1234'), 204);
    assert.equal(await logIn(env, kept), 401);
    await waitUntil(() => summaryOf(api), 5_000, 'the start-up line');
    assert.equal(summaryOf(api).adminPassword, 'the one in ADMIN_PASSWORD');
    await stopCleanly(api, env);
  });

  it('is required in production: the API refuses to start, and starts nothing', async () => {
    const productionDir = join(directory, 'production');
    const env = await startEnv(productionDir, { NODE_ENV: 'production' });
    const api = spawnTracked(env);
    const { code } = await exitOf(api);
    assert.equal(code, 1);
    assert.equal(api.output.stderr.trim(), 'Invalid configuration: ADMIN_PASSWORD is required when NODE_ENV=production');
    assert.equal(existsSync(productionDir), false, 'no database was started');
    assert.equal(existsSync(join(directory, 'production.log')), false);
  });
});

describe('the log when stdout is not a terminal', () => {
  const directory = scratchDir('lineup-start-log-');
  after(() => rmSync(directory, { recursive: true, force: true }));

  it('is JSON lines in one format: Nest lines, one line per API request, none per site file, and the request id on an error line', async () => {
    const webRoot = join(directory, 'site');
    mkdirSync(join(webRoot, 'assets'), { recursive: true });
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Lineup</title>');
    writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.log("wave")');
    writeFirstPaintCsp(webRoot, '');
    const dataDir = join(directory, 'postgres');
    const env = await startEnv(dataDir, { LOG_LEVEL: 'debug', WEB_ROOT: webRoot });
    const api = await startServing(env);

    assert.equal((await fetch(`${baseUrl(env)}/assets/app-abc123.js`)).status, 200);
    assert.equal((await fetch(`${baseUrl(env)}/api/random`, { headers: { 'x-request-id': 'start-test-random-1' } })).status, 200);
    // PostgreSQL stopped under the API: the health check fails, and the API still stops cleanly afterwards.
    process.kill(Number.parseInt(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8'), 10), 'SIGINT');
    await waitUntil(() => postgresOn(dataDir).length === 0, 30_000, 'PostgreSQL to stop');
    assert.equal((await fetch(`${baseUrl(env)}/api/health`, { headers: { 'x-request-id': 'start-test-health-1' } })).status, 503);
    await stopCleanly(api, env);

    const lines = [...jsonLines(api.output.stdout), ...jsonLines(api.output.stderr)];
    for (const line of lines) {
      assert.equal(typeof line.level, 'number', JSON.stringify(line));
      assert.equal(typeof line.time, 'number', JSON.stringify(line));
      assert.equal(typeof line.msg, 'string', JSON.stringify(line));
      assert.equal(line.pid, api.child.pid, JSON.stringify(line));
    }
    assert.ok(
      lines.some((line) => line.context === 'InstanceLoader'),
      'a Nest line',
    );
    const about = (url) => lines.filter((line) => line.req?.url === url);
    assert.deepEqual(
      about('/api/random').map((line) => [line.reqId, line.res.statusCode]),
      [['start-test-random-1', 200]],
      'one line for the API request',
    );
    assert.deepEqual(about('/assets/app-abc123.js'), [], 'no line for a site file');
    const errors = jsonLines(api.output.stderr).filter((line) => line.reqId === 'start-test-health-1');
    assert.ok(errors.length >= 1 && errors.every((line) => line.level === 50), api.output.stderr);
    assert.ok(
      errors.some((line) => line.msg.includes('(request start-test-health-1)')),
      api.output.stderr,
    );
  });
});

/** A server on 127.0.0.1:`port`, or undefined while the port is taken. */
function listenOn(port) {
  return new Promise((resolveListen) => {
    const server = createServer();
    server.once('error', () => resolveListen(undefined));
    server.listen(port, '127.0.0.1', () => resolveListen(server));
  });
}

describe('make start (backend/dist/supervisor.js) keeps the site up', () => {
  const directory = scratchDir('lineup-start-supervised-');
  after(() => rmSync(directory, { recursive: true, force: true }));
  const readyLines = (start) => jsonLines(start.output.stdout).filter((line) => line.msg.startsWith('The Lineup API is ready'));
  /** The supervisor's own lines (the API's carry its pid). */
  const supervisorLines = (start) =>
    [...jsonLines(start.output.stdout), ...jsonLines(start.output.stderr)]
      .filter((line) => line.pid === start.child.pid)
      .sort((a, b) => a.time - b.time)
      .map((line) => [line.level, line.msg]);

  /** `make start` serving, with the start-up line of the API it runs. */
  async function startSupervised(env) {
    const start = await startServing(env, spawnStart);
    await waitUntil(() => readyLines(start).length === 1, 5_000, 'the start-up line');
    return start;
  }

  /** Writes until a few more have been answered after the site is back; then every write answered 2xx must be stored. */
  async function finishBurst(burst, env) {
    const before = burst.answered.supportIds.length;
    await waitUntil(() => burst.answered.supportIds.length >= before + 10, 30_000, 'writes answered again');
    await burst.stop();
    await assertWritesKept(embeddedDatabaseUrl(env), burst.answered);
  }

  it('PostgreSQL killed (SIGKILL) under a burst of writes: the API starts it again and is back on it without a restart of its own within 30 s, every write answered 2xx kept', async () => {
    const dataDir = join(directory, 'postgres-killed');
    const env = await startEnv(dataDir, unlimited);
    const start = await startSupervised(env);
    const burst = burstOfWrites(baseUrl(env), { throughFailures: true });
    await waitUntil(() => burst.answered.supportIds.length >= 20, 30_000, 'the burst to be under way');

    const killed = postmasterOf(dataDir);
    process.kill(killed, 'SIGKILL');
    await waitUntil(
      async () => postgresOn(dataDir).length === 1 && !postgresOn(dataDir).includes(killed) && (await answersHealth(env)),
      30_000,
      'the site to answer again on a PostgreSQL started again',
    );
    await finishBurst(burst, env);

    assert.equal(readyLines(start).length, 1, `the API was not restarted\n${start.output.stderr}`);
    const [api] = readyLines(start);
    const apiLines = [...jsonLines(start.output.stdout), ...jsonLines(start.output.stderr)]
      .filter((line) => line.pid === api.pid && line.msg.startsWith('The embedded PostgreSQL'))
      .sort((a, b) => a.time - b.time)
      .map((line) => [line.level, line.msg]);
    assert.deepEqual(apiLines.at(0), [50, `The embedded PostgreSQL (process ${killed}) stopped: starting it again in 1 s`]);
    assert.deepEqual(apiLines.at(-1), [30, `The embedded PostgreSQL is back (process ${postmasterOf(dataDir)})`]);
    // A start again may find the killed one's backends still there (they leave when they notice), and say why it tries again.
    for (const [level, msg] of apiLines.slice(1, -1)) assert.match(`${level} ${msg}`, /^50 The embedded PostgreSQL did not start: .*; trying again in \d+ s$/);
    assert.deepEqual(supervisorLines(start), [], 'nothing for the supervisor to do');
    await stopCleanly(start, env);
  });

  it('the API killed (SIGKILL) under a burst of writes: started again after a one-line log, the site answers within 30 s, every write answered 2xx kept', async () => {
    const dataDir = join(directory, 'api-killed');
    const env = await startEnv(dataDir, unlimited);
    const start = await startSupervised(env);
    const burst = burstOfWrites(baseUrl(env), { throughFailures: true });
    await waitUntil(() => burst.answered.supportIds.length >= 20, 30_000, 'the burst to be under way');

    const [killed] = readyLines(start);
    process.kill(killed.pid, 'SIGKILL');
    await waitUntil(async () => readyLines(start).length === 2 && (await answersHealth(env)), 30_000, 'the site to answer again from an API started again');
    await finishBurst(burst, env);

    assert.notEqual(readyLines(start)[1].pid, killed.pid);
    assert.deepEqual(supervisorLines(start), [[50, 'The API crashed (killed by SIGKILL): starting it again in 0.5 s']]);
    await stopCleanly(start, env);
  });

  it('an API that dies at once each time it is started again: given up after 5 crashes within 60 s in one line, exit 1, nothing left running', async () => {
    const dataDir = join(directory, 'crash-loop');
    const env = await startEnv(dataDir);
    const start = await startSupervised(env);
    const leftover = postmasterOf(dataDir);
    const [killed] = readyLines(start);
    process.kill(killed.pid, 'SIGKILL');
    // Its port taken as soon as it is free: every start again fails at once, before it starts a database.
    let blocker;
    await waitUntil(async () => (blocker = await listenOn(Number(env.PORT))), 5_000, 'the port of the killed API');
    try {
      assert.equal((await exitOf(start, 90_000)).code, 1);
    } finally {
      blocker.close();
    }
    assert.deepEqual(supervisorLines(start), [
      [50, 'The API crashed (killed by SIGKILL): starting it again in 0.5 s'],
      [50, 'The API crashed (exit code 1): starting it again in 1 s'],
      [50, 'The API crashed (exit code 1): starting it again in 2 s'],
      [50, 'The API crashed (exit code 1): starting it again in 4 s'],
      [60, 'The API crashed 5 times within 60 s (the last: exit code 1): not starting it again'],
      [40, `Stopped the PostgreSQL the API left running (pid ${leftover})`],
    ]);
    const portLines = jsonLines(start.output.stderr).filter((line) => line.msg.startsWith(`Port ${env.PORT} is already in use`));
    assert.equal(portLines.length, 4, start.output.stderr);
    assertNothingLeft(env);
  });

  it('Ctrl-C (SIGINT to its process group, as a terminal sends it) finishes the requests in flight, stops the API and PostgreSQL, exits 0', async () => {
    const env = await startEnv(join(directory, 'ctrl-c'));
    const start = await startSupervised(env);
    const inFlight = Array.from({ length: 40 }, () => fetch(`${baseUrl(env)}/api/health`).then((response) => response.status));
    await sleep(5);
    process.kill(-start.child.pid, 'SIGINT');
    const statuses = await Promise.allSettled(inFlight);
    assert.equal((await exitOf(start)).code, 0, `${start.output.stdout}${start.output.stderr}`);
    const answered = statuses.filter((result) => result.status === 'fulfilled').map((result) => result.value);
    assert.ok(answered.length > 0, 'some requests were in flight');
    assert.ok(
      answered.every((status) => status === 200),
      `in-flight answers: ${answered.join(',')}`,
    );
    assertNothingLeft(env);
  });

  it('killed itself (SIGKILL): the API it ran stops with its PostgreSQL instead of holding the port', async () => {
    const env = await startEnv(join(directory, 'supervisor-killed'));
    const start = await startSupervised(env);
    const [api] = readyLines(start);
    start.child.kill('SIGKILL');
    await waitUntil(() => !existsSync(`/proc/${api.pid}`), 30_000, 'the API to stop');
    assertNothingLeft(env);
    const server = await listenOn(Number(env.PORT));
    assert.ok(server, 'its port is free');
    server.close();
  });

  it('a first start that fails is not started again: its one line, exit 1', async () => {
    const env = await startEnv(join(directory, 'first-start'));
    const blocker = await listenOn(Number(env.PORT));
    try {
      const start = spawnTracked(env, spawnStart);
      assert.equal((await exitOf(start)).code, 1);
      const lines = jsonLines(start.output.stderr);
      assert.equal(lines.length, 1, start.output.stderr);
      assert.match(lines[0].msg, new RegExp(`^Port ${env.PORT} is already in use`));
      assert.deepEqual(supervisorLines(start), []);
    } finally {
      blocker.close();
    }
  });
});
