// The database baseline: pgbench running the very statement the tracking endpoint runs.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TOOLS } from '../../infra/scripts/tools.mjs';
import { REPO_ROOT, requireFromBackend } from './stack.mjs';

const run = promisify(execFile);

const HANDLE_MARKER = 'bench-handle-marker';
const VISITOR_MARKER = 'bench-visitor-marker';
// The visitor id of the one-visitor scripts, as the API writes ids: 32 hex digits.
const ONE_VISITOR = 'a11ce'.padEnd(32, '0');

export const pgbenchBinary = () => TOOLS.pgbench().command;

/**
 * The SQL text and parameters of one page view of the `influencer` campaign by one visitor, from the
 * tracking module's public trackingStatement() as built in backend/dist, so the baseline cannot
 * drift from the endpoint.
 */
export async function trackingStatement() {
  const { trackingStatement: statementOf } = requireFromBackend(join(REPO_ROOT, 'backend', 'dist', 'tracking', 'tracking.repository.js'));
  const now = new Date();
  const onePageView = [
    {
      campaign: 'influencer',
      influencer: HANDLE_MARKER,
      day: now.toISOString().slice(0, 10),
      at: now,
      page_view: 1,
      app_store_click: 0,
      play_store_click: 0,
      botCalls: 0,
      visitors: { page_view: [VISITOR_MARKER], app_store_click: [], play_store_click: [] },
    },
  ];
  const { text, values } = statementOf(onePageView);
  return { sql: text, parameters: values };
}

/**
 * A pgbench script of the statement: the handle is `handle` and the visitor id `visitor` (pgbench
 * expressions), every other parameter is bound as the API binds it (-D), arrays in PostgreSQL's text form.
 */
function pgbenchScript({ sql, parameters }, { handle, visitor }, setup, handleDefines = []) {
  const defines = [...handleDefines];
  const body = sql.replace(/\$(\d+)/g, (match, number) => {
    const value = parameters[Number(number) - 1];
    if (Array.isArray(value) && value[0] === HANDLE_MARKER) return `ARRAY[${handle}]`;
    if (Array.isArray(value) && value[0] === VISITOR_MARKER) return `ARRAY[${visitor}]`;
    defines.push(`p${number}=${Array.isArray(value) ? `{${value.join(',')}}` : value}`);
    return `:p${number}`;
  });
  return { script: `${setup}${body.trim()};\n`, defines: [...new Set(defines)] };
}

/**
 * The pgbench variants of the tracking scenarios: one hot handle, or one of `handles` distinct ones;
 * a new visitor each transaction (an md5 of a random number), or one visitor for all.
 */
export function trackingScripts(statement, { hotHandle, handlePrefix, handles }) {
  const newVisitor = { visitor: 'md5(:v::text)', setup: '\\set v random(1, 1000000000000)\n' };
  const oneVisitor = { visitor: `'${ONE_VISITOR}'`, setup: '' };
  const hot = (visitors) => pgbenchScript(statement, { handle: ':handle', visitor: visitors.visitor }, visitors.setup, [`handle=${hotHandle}`]);
  const distinct = (visitors) =>
    pgbenchScript(statement, { handle: `('${handlePrefix}' || :n)`, visitor: visitors.visitor }, `\\set n random(0, ${handles - 1})\n${visitors.setup}`);
  return {
    hot: hot(newVisitor),
    'hot-one-visitor': hot(oneVisitor),
    distinct: distinct(newVisitor),
    'distinct-one-visitor': distinct(oneVisitor),
  };
}

/** Runs pgbench with `clients` connections on 2 threads for `seconds`; resolves with tps and transactions. */
export async function runPgbench({ postgresUrl, script, defines }, { clients, seconds }) {
  const directory = mkdtempSync(join(tmpdir(), 'lineup-bench-pgbench-'));
  const file = join(directory, 'tracking.sql');
  writeFileSync(file, script);
  const url = new URL(postgresUrl);
  const args = [
    '--no-vacuum',
    '--protocol=prepared',
    `--client=${clients}`,
    `--jobs=${Math.min(2, clients)}`,
    `--time=${seconds}`,
    `--file=${file}`,
    ...defines.flatMap((define) => ['-D', define]),
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username),
    url.pathname.slice(1),
  ];
  try {
    const { stdout } = await run(pgbenchBinary(), args, {
      env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) },
      maxBuffer: 16 * 1024 * 1024,
    });
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
    const transactions = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1]);
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return { tps, transactions, failed };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
