// Support request mail across real processes: the API killed between the commit and the send, two
// API processes on one queue, and `make start`'s .eml files. Needs `make build` first (backend/dist).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import { startSmtpServer } from '../scripts/smtp-server.mjs';
import { freePort, scratchDir, spawnApi, startApi, startPostgres, stopChild, waitUntil } from './processes.mjs';

const ADMIN_PASSWORD = 'support-mail-test-admin-password';
const SUPPORT_INBOX = 'desk@lineup.example';
/** Retries within seconds, and an attempt whose process died retried 3 s after it began. */
const FAST_MAIL = { MAIL_RETRY_DELAY_SECONDS: '1', MAIL_RETRY_LIMIT: '5', MAIL_ATTEMPT_TIMEOUT_SECONDS: '3' };
const REQUEST = { name: 'Kai Lopez', subject: 'Forecast looks off', category: 'forecasts', priority: 'high', description: 'The tide chart shows yesterday.' };

function submit(baseUrl, email) {
  return fetch(`${baseUrl}/api/support`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...REQUEST, email }) });
}

function mailEnv(databaseUrl, smtpUrl) {
  return { DATABASE_URL: databaseUrl, SMTP_URL: smtpUrl, SUPPORT_EMAIL: SUPPORT_INBOX, ADMIN_PASSWORD, RATE_LIMIT_SUPPORT_PER_MIN: '1000000', ...FAST_MAIL };
}

/** How many times each Message-ID arrived. */
function deliveries(smtp) {
  const counts = {};
  for (const { messageId } of smtp.received) counts[messageId] = (counts[messageId] ?? 0) + 1;
  return counts;
}

const expectedIds = (ids) => Object.fromEntries(ids.flatMap((id) => ['team', 'receipt'].map((kind) => [`<support-request.${id}.${kind}@lineup.example>`, 1])));

/** The local TCP ports of the sockets process `pid` holds open, from /proc (Linux). */
function localPortsOf(pid) {
  const inodes = new Set();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]);
    } catch {
      // closed meanwhile
    }
  }
  const ports = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length > 9 && inodes.has(fields[9])) ports.add(parseInt(fields[1].split(':')[1], 16));
    }
  }
  return ports;
}

describe('the API killed after the commit, before the send', () => {
  let database;
  let smtp;
  let api;

  before(async () => {
    database = await startPostgres();
    smtp = await startSmtpServer();
  });

  after(async () => {
    if (api) await stopChild(api.child);
    await smtp?.close();
    await database?.destroy();
  });

  it('delivers each mail once after a restart', async () => {
    const port = await freePort();
    api = await startApi({ port, env: mailEnv(database.url, smtp.url) });
    // The server takes the connection and never greets: the attempt is under way, nothing is sent.
    smtp.hold();
    const response = await submit(api.url, 'kai@example.com');
    assert.equal(response.status, 201);
    const { id } = await response.json();
    await waitUntil(() => smtp.held().length > 0, 10_000, 'the API to start sending');
    await stopChild(api.child, 'SIGKILL');
    smtp.release();
    assert.deepEqual(smtp.received, []);

    api = await startApi({ port, env: mailEnv(database.url, smtp.url) });
    await waitUntil(() => smtp.received.length >= 2, 30_000, 'both mails after the restart');
    // Any second delivery would come within a retry or two.
    await new Promise((resolveSoon) => setTimeout(resolveSoon, 4_000));
    assert.deepEqual(deliveries(smtp), expectedIds([id]));
  });
});

describe('two API processes on one mail queue', () => {
  let database;
  let smtp;
  const apis = [];

  before(async () => {
    database = await startPostgres();
    smtp = await startSmtpServer();
    // One after the other: the first runs the migrations and installs the queue.
    for (let replica = 0; replica < 2; replica += 1) apis.push(await startApi({ port: await freePort(), env: mailEnv(database.url, smtp.url) }));
  });

  after(async () => {
    await Promise.all(apis.map((api) => stopChild(api.child)));
    await smtp?.close();
    await database?.destroy();
  });

  it('sends each mail once, both processes taking part', async () => {
    smtp.hold();
    const statuses = await Promise.all(Array.from({ length: 60 }, (_, index) => submit(apis[index % 2].url, `visitor-${index}@example.com`)));
    assert.deepEqual([...new Set(statuses.map((response) => response.status))], [201]);
    const ids = await Promise.all(statuses.map(async (response) => (await response.json()).id));
    // Both processes are sending at once before any mail gets through.
    await waitUntil(
      () => {
        const held = new Set(smtp.held());
        return apis.every((api) => [...localPortsOf(api.child.pid)].some((port) => held.has(port)));
      },
      15_000,
      'both processes to connect to the SMTP server',
    );
    smtp.release();
    await waitUntil(() => smtp.received.length >= 120, 60_000, 'every mail');
    await new Promise((resolveSoon) => setTimeout(resolveSoon, 3_000));
    assert.deepEqual(deliveries(smtp), expectedIds(ids));
  });
});

describe('make start without SMTP_URL', () => {
  const directory = scratchDir('lineup-start-mail-');
  const started = [];
  afterEach(async () => {
    await Promise.all(started.map((api) => stopChild(api.child)));
  });
  after(() => rmSync(directory, { recursive: true, force: true }));

  it('writes each mail as an .eml file to .data/mail beside the database, and says so at start', async () => {
    const port = await freePort();
    const api = spawnApi({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: '',
      SMTP_URL: '',
      MAIL_DIR: '',
      ADMIN_PASSWORD: ADMIN_PASSWORD,
      LOG_LEVEL: 'info',
      WEB_ROOT: '',
      EMBEDDED_POSTGRES_DIR: join(directory, 'postgres'),
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
    });
    started.push(api);
    const summary = () => api.output.stdout.split('\n').find((line) => line.includes('is ready at'));
    await waitUntil(() => summary(), 60_000, `the start-up line\n${api.output.stderr}`);
    const mailDir = join(directory, 'mail');
    assert.equal(JSON.parse(summary()).mail, `written as .eml files to ${mailDir} (no SMTP_URL)`);

    const response = await submit(`http://127.0.0.1:${port}`, 'kai@example.com');
    assert.equal(response.status, 201);
    const { id } = await response.json();
    const files = () => (existsSync(mailDir) ? readdirSync(mailDir).filter((name) => name.endsWith('.eml')) : []);
    await waitUntil(() => files().length === 2, 10_000, 'two .eml files');
    for (const kind of ['team', 'receipt']) {
      const file = files().find((name) => name.includes(`.${id}.${kind}@`));
      assert.ok(file, `the ${kind} mail`);
      // Folded over two lines, as a long header is.
      assert.match(readFileSync(join(mailDir, file), 'utf8'), new RegExp(`^Message-ID:\\s+<support-request\\.${id}\\.${kind}@lineup\\.surf>\\r$`, 'm'));
    }
  });
});
