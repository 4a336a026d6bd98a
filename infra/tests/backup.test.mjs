// make backup and make restore, tried on an embedded database as `make start` runs it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { freePort, REPO_ROOT, scratchDir } from './processes.mjs';

const backendRequire = createRequire(join(REPO_ROOT, 'backend', 'package.json'));
const { startEmbeddedPostgres } = backendRequire('./dist/database/embedded-postgres.js');
const { Client } = backendRequire('pg');

async function withDatabase(env, work) {
  const running = await startEmbeddedPostgres(env.EMBEDDED_POSTGRES_DIR, Number(env.EMBEDDED_POSTGRES_PORT));
  const client = new Client({ connectionString: running.url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
    await running.stop();
  }
}

function database(command, env, file) {
  return spawnSync(process.execPath, [join(REPO_ROOT, 'infra', 'scripts', 'database.mjs'), command, '--file', file], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
}

describe('make backup and make restore', () => {
  const directory = scratchDir('lineup-backup-');
  after(() => spawnSync('rm', ['-rf', directory]));

  it('restores exactly what was backed up, replacing what changed since', async () => {
    const env = { EMBEDDED_POSTGRES_DIR: join(directory, 'postgres'), EMBEDDED_POSTGRES_PORT: String(await freePort()) };
    const file = join(directory, 'lineup.dump');
    await withDatabase(env, async (client) => {
      await client.query('CREATE TABLE wave (id serial PRIMARY KEY, spot text NOT NULL)');
      await client.query("INSERT INTO wave (spot) VALUES ('Steamer Lane'), ('Pleasure Point')");
    });

    const backup = database('backup', env, file);
    assert.equal(backup.status, 0, backup.stderr);

    await withDatabase(env, (client) => client.query("DELETE FROM wave WHERE spot = 'Steamer Lane'; INSERT INTO wave (spot) VALUES ('Mavericks')"));

    const restore = database('restore', env, file);
    assert.equal(restore.status, 0, restore.stderr);

    const spots = await withDatabase(env, async (client) => (await client.query('SELECT spot FROM wave ORDER BY id')).rows.map((row) => row.spot));
    assert.deepEqual(spots, ['Steamer Lane', 'Pleasure Point']);
  });

  it('exits non-zero when pg_restore fails on the embedded database it started', async () => {
    const env = { EMBEDDED_POSTGRES_DIR: join(directory, 'failing'), EMBEDDED_POSTGRES_PORT: String(await freePort()) };
    const restore = database('restore', env, join(directory, 'no-such.dump'));
    assert.equal(restore.status, 1, restore.stderr);
    assert.match(restore.stderr, /pg_restore failed with exit code 1/);
  });

  it('refuses a restore without a file and changes nothing', () => {
    const result = spawnSync(process.execPath, [join(REPO_ROOT, 'infra', 'scripts', 'database.mjs'), 'restore'], { encoding: 'utf8' });
    assert.equal(result.status, 2);
    assert.match(result.stderr, /restore needs --file/);
  });
});
