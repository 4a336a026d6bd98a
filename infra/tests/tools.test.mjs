// The harnesses name a missing program with its install command before starting anything.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { missingTools, TOOLS } from '../scripts/tools.mjs';
import { startNginx } from '../scripts/nginx.mjs';
import { REPO_ROOT, scratchDir } from './processes.mjs';

const withEnv = (env, work) => {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return work();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
};

describe('missing tools', () => {
  it('are named with the command that installs them; installed ones pass', () => {
    assert.deepEqual(missingTools([TOOLS.nginx(), TOOLS.pgbench()]), []);
    const missing = withEnv({ NGINX_BIN: '/nonexistent/nginx', PGBENCH: '/nonexistent/pgbench' }, () => missingTools([TOOLS.nginx(), TOOLS.pgbench()]));
    assert.equal(missing.length, 2);
    assert.match(missing[0], /^nginx \(\/nonexistent\/nginx cannot be run\): install it with `apt-get install nginx`/);
    assert.match(missing[1], /^pgbench .*`apt-get install postgresql`/);
  });

  it('make startNginx throw one line before it writes or runs anything', () => {
    const webRoot = scratchDir('lineup-tools-web-');
    try {
      assert.throws(
        () => withEnv({ NGINX_BIN: '/nonexistent/nginx' }, () => startNginx({ port: 1, webRoot, api: '127.0.0.1:2' })),
        /^Error: Missing a tool: nginx .*apt-get install nginx/,
      );
    } finally {
      rmSync(webRoot, { recursive: true, force: true });
    }
  });

  it('stop bench/load at once, in one line, with nothing started', () => {
    const run = spawnSync(process.execPath, [join(REPO_ROOT, 'bench', 'load', 'run.mjs'), '--seconds', '1'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, NGINX_BIN: '/nonexistent/nginx', PGBENCH: '/nonexistent/pgbench' },
      timeout: 30_000,
    });
    assert.equal(run.status, 1, run.stderr);
    assert.deepEqual(run.stderr.trim().split('\n'), [
      'bench/load: Missing tools: nginx (/nonexistent/nginx cannot be run): install it with `apt-get install nginx` (or set NGINX_BIN to its path); ' +
        'pgbench (/nonexistent/pgbench cannot be run): install it with `apt-get install postgresql` (Debian ships pgbench with the server; or set PGBENCH to its path)',
    ]);
  });
});
