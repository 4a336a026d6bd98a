// The support desk through a mail server outage (issue 17's "done when"), on the benchmark's stack:
// PostgreSQL, the API with its default retry settings, nginx, and the harness's SMTP server, which
// is stopped (connections refused) while visitors send support requests through nginx, then
// started again. Afterwards every request must be stored, every mail must arrive exactly once
// (by Message-ID) and every visitor's receipt with it; an admin then works one request from open
// to closed through the API. Prints and writes a report; exits 1 when a check fails.
//   node bench/load/smtp-outage.mjs [--outage-seconds 120] [--per-second 5] [--out FILE]
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT, StartedParts, adminCookie, startStack } from './stack.mjs';

const { values: options } = parseArgs({
  options: {
    'outage-seconds': { type: 'string', default: '120' },
    'per-second': { type: 'string', default: '5' },
    out: { type: 'string', default: join(REPO_ROOT, 'bench', 'load', 'smtp-outage.md') },
  },
});
const outageSeconds = Number(options['outage-seconds']);
const perSecond = Number(options['per-second']);
/** The default retries wait 30 s × 2^n × (1 to 2): the mails of a two-minute outage are all retried within a few minutes of its end. */
const DRAIN_TIMEOUT_MS = 30 * 60_000;
const SUPPORT_FIELDS = { name: 'Outage Test', subject: 'Tide chart', category: 'forecasts', priority: 'medium', description: 'Sent while the mail server was down.' };

/** A receipt's Message-ID names its request (docs/support-desk.md). */
const RECEIPT_ID = /^<support-request\.([0-9a-f-]+)\.receipt@/;

const sleep = (ms) => new Promise((resolveDelay) => setTimeout(resolveDelay, ms));
const log = (line) => process.stderr.write(`${line}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Sends requests at a steady pace for the whole outage; resolves with the ids the API answered 201 for, and the other answers. */
async function sendDuringOutage(nginxUrl) {
  const ids = [];
  const failures = [];
  const pending = [];
  const total = outageSeconds * perSecond;
  const startedAt = Date.now();
  for (let index = 0; index < total; index += 1) {
    await sleep(Math.max(0, startedAt + (index * 1000) / perSecond - Date.now()));
    pending.push(
      fetch(`${nginxUrl}/api/support`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...SUPPORT_FIELDS, email: `visitor-${index}@example.com` }),
      }).then(
        async (response) => {
          const body = await response.json();
          if (response.status === 201) ids.push(body.id);
          else failures.push(`${response.status} ${JSON.stringify(body)}`);
        },
        (error) => failures.push(String(error)),
      ),
    );
  }
  await Promise.all(pending);
  return { ids, failures };
}

async function untilDrained(db) {
  const startedAt = Date.now();
  while (Date.now() - startedAt < DRAIN_TIMEOUT_MS) {
    const { rows } = await db.query(`SELECT count(*)::int AS queued FROM support_mail WHERE status = 'queued'`);
    if (rows[0].queued === 0) return Date.now() - startedAt;
    await sleep(1000);
  }
  throw new Error(`mail still queued ${seconds(DRAIN_TIMEOUT_MS)} after the SMTP server came back`);
}

/** Open → answered → closed through the admin API; what the list shows for the request after each step. */
async function workToClosed(apiUrl, cookie, id) {
  const steps = [];
  for (const status of ['answered', 'closed']) {
    const response = await fetch(`${apiUrl}/api/admin/support-requests/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ status }),
    });
    if (response.status !== 200) throw new Error(`PATCH ${status} answered ${response.status}`);
    const list = await (await fetch(`${apiUrl}/api/admin/support-requests?status=${status}&pageSize=100`, { headers: { cookie } })).json();
    steps.push({ status, listed: list.items.some((item) => item.id === id && item.status === status && item.statusChangedBy) });
  }
  return steps;
}

const parts = new StartedParts();
process.once('SIGINT', () => void parts.stop().finally(() => process.exit(130)));
let ok = false;
try {
  log('Starting PostgreSQL, the SMTP server, the API (backend/dist, default mail retries) and nginx on loopback…');
  const stack = await startStack({}, parts);
  const { db, smtp } = stack;
  await db.query('TRUNCATE support_request CASCADE');
  await smtp.forget();

  await smtp.down();
  log(`SMTP server down; ${perSecond} support requests a second through nginx for ${outageSeconds} s…`);
  const { ids, failures } = await sendDuringOutage(stack.nginxUrl);
  const { rows: during } = await db.query(`SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, sum(attempts)::int AS attempts FROM support_mail`);
  await smtp.up();
  log(`SMTP server back; waiting for the queue to drain…`);
  const drainMs = await untilDrained(db);

  const { rows } = await db.query(
    `SELECT (SELECT count(*)::int FROM support_request) AS requests, count(*)::int AS mails, count(*) FILTER (WHERE status = 'sent')::int AS sent,
       max(attempts)::int AS max_attempts, sum(attempts)::int AS attempts FROM support_mail`,
  );
  const [{ requests, mails, sent, max_attempts: maxAttempts, attempts }] = rows;
  const received = await smtp.receivedMessageIds();
  const arrivals = new Map();
  for (const messageId of received) arrivals.set(messageId, (arrivals.get(messageId) ?? 0) + 1);
  const twice = [...arrivals.values()].filter((count) => count > 1).length;
  const receiptsOf = new Set([...arrivals.keys()].map((messageId) => RECEIPT_ID.exec(messageId)?.[1]));
  const receiptsMissing = ids.filter((id) => !receiptsOf.has(id));
  const cookie = await adminCookie(stack.apiUrl, stack.adminPassword);
  const steps = await workToClosed(stack.apiUrl, cookie, ids[0]);

  const checks = [
    [`every request answered 201 is stored (${ids.length} answered, ${requests} stored, ${failures.length} other answers)`, failures.length === 0 && requests === ids.length],
    [`no mail was sent while the server was down (${during[0].sent} sent, ${during[0].attempts} attempts made)`, during[0].sent === 0],
    [`every mail sent once it was back (${sent} of ${mails}, two per request)`, sent === mails && mails === 2 * requests],
    [
      `every mail arrived exactly once (${received.length} arrivals, ${arrivals.size} Message-IDs, ${twice} twice)`,
      received.length === mails && arrivals.size === mails && twice === 0,
    ],
    [`every visitor's receipt arrived (${ids.length - receiptsMissing.length} of ${ids.length})`, receiptsMissing.length === 0],
    [
      `an admin worked a request from open to answered to closed, the filtered list following (${steps.map((step) => `${step.status}: ${step.listed ? 'listed' : 'missing'}`).join(', ')})`,
      steps.every((step) => step.listed),
    ],
  ];
  ok = checks.every(([, passed]) => passed);
  const report = [
    '# Support desk through an SMTP outage',
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`node bench/load/smtp-outage.mjs --outage-seconds ${outageSeconds} --per-second ${perSecond}\`.`,
    `The harness's SMTP server was stopped for ${outageSeconds} s (connections refused) while ${perSecond} support requests a second went through nginx; the API ran with its default retries (MAIL_RETRY_DELAY_SECONDS 30, doubling, MAIL_RETRY_LIMIT 10).`,
    '',
    `- Queue drained ${seconds(drainMs)} after the server came back; ${attempts} attempts for ${mails} mails, at most ${maxAttempts} for one.`,
    ...checks.map(([check, passed]) => `- ${passed ? 'OK' : 'FAILED'}: ${check}`),
    '',
  ].join('\n');
  process.stdout.write(report);
  writeFileSync(options.out, report);
  log(`Written to ${relative(process.cwd(), options.out)}`);
} finally {
  await parts.stop();
}
process.exit(ok ? 0 : 1);
