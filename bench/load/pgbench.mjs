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

export const pgbenchBinary = () => TOOLS.pgbench().command;

/**
 * The SQL text and parameters of one page view of the `influencer` campaign, from the tracking module's
 * public trackingStatement() as built in backend/dist, so the baseline cannot drift from the endpoint.
 */
export async function trackingStatement() {
  const { trackingStatement: statementOf } = requireFromBackend(join(REPO_ROOT, 'backend', 'dist', 'tracking', 'tracking-statement.js'));
  const onePageView = [{ campaign: 'influencer', influencer: HANDLE_MARKER, page_view: 1, app_store_click: 0, play_store_click: 0 }];
  const { text, values } = statementOf(onePageView);
  return { sql: text, parameters: values };
}

/**
 * A pgbench script of the statement: the handle is `handle` (a pgbench expression), every other
 * parameter is bound as the API binds it (-D), arrays in PostgreSQL's text form.
 */
function pgbenchScript({ sql, parameters }, handle, setup, handleDefines = []) {
  const defines = [...handleDefines];
  const body = sql.replace(/\$(\d+)/g, (match, number) => {
    const value = parameters[Number(number) - 1];
    if (Array.isArray(value) && value[0] === HANDLE_MARKER) return `ARRAY[${handle}]`;
    defines.push(`p${number}=${Array.isArray(value) ? `{${value.join(',')}}` : value}`);
    return `:p${number}`;
  });
  return { script: `${setup}${body.trim()};\n`, defines: [...new Set(defines)] };
}

/** The pgbench variants of the tracking scenarios: one hot handle, or one of `handles` distinct ones. */
export function trackingScripts(statement, { hotHandle, handlePrefix, handles }) {
  return {
    hot: pgbenchScript(statement, ':handle', '', [`handle=${hotHandle}`]),
    distinct: pgbenchScript(statement, `('${handlePrefix}' || :n)`, `\\set n random(0, ${handles - 1})\n`),
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
