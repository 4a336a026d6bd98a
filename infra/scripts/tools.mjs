// The programs besides Node that the harnesses run, checked before anything is started: a missing
// one is named with the command that installs it, instead of a `spawn nginx ENOENT` stack thrown
// after the database and the API were already running.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's pgbench, which is not on PATH (bench/load/pgbench.mjs runs the same one). */
const DEBIAN_PGBENCH = '/usr/lib/postgresql/15/bin/pgbench';

/**
 * @typedef {object} Tool
 * @property {string} name
 * @property {string} command what is run: a name on PATH or a path
 * @property {string[]} args a harmless call that any installed version answers
 * @property {string} install how to get it, for the message
 */

export const TOOLS = {
  /** @returns {Tool} */
  nginx: () => ({ name: 'nginx', command: process.env.NGINX_BIN ?? 'nginx', args: ['-v'], install: '`apt-get install nginx` (or set NGINX_BIN to its path)' }),
  /** @returns {Tool} */
  pgbench: () => ({
    name: 'pgbench',
    command: process.env.PGBENCH ?? (existsSync(DEBIAN_PGBENCH) ? DEBIAN_PGBENCH : 'pgbench'),
    args: ['--version'],
    install: '`apt-get install postgresql` (Debian ships pgbench with the server; or set PGBENCH to its path)',
  }),
};

/**
 * The tools of `tools` that cannot be run, each as "name (not found: install it with ...)".
 * @param {Tool[]} tools
 * @returns {string[]}
 */
export function missingTools(tools) {
  return tools
    .filter((tool) => {
      const { error } = spawnSync(tool.command, tool.args, { stdio: 'ignore', timeout: 10_000 });
      return error !== undefined;
    })
    .map((tool) => `${tool.name} (${tool.command} cannot be run): install it with ${tool.install}`);
}

/**
 * Throws one line naming every missing tool and how to install it.
 * @param {Tool[]} tools
 */
export function requireTools(tools) {
  const missing = missingTools(tools);
  if (missing.length) throw new Error(`Missing ${missing.length === 1 ? 'a tool' : 'tools'}: ${missing.join('; ')}`);
}
