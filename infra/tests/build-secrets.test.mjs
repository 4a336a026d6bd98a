// The admin password must never reach the browser: build the frontend with a known ADMIN_PASSWORD in the
// environment (as `make build` does when .env sets it) and look for it in every file of the build.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, describe, it } from 'node:test';
import { REPO_ROOT, scratchDir } from './processes.mjs';

const PROBE_PASSWORD = 'probe-admin-secret-7f3c9a1e';

/** A file's text as the browser would read it, the precompressed copies unpacked. */
function contentOf(file) {
  const raw = readFileSync(file);
  if (file.endsWith('.gz')) return gunzipSync(raw).toString('utf8');
  if (file.endsWith('.br')) return brotliDecompressSync(raw).toString('utf8');
  return raw.toString('utf8');
}

describe('the built frontend', () => {
  const outDir = scratchDir('lineup-secret-scan-');

  after(() => rmSync(outDir, { recursive: true, force: true }));

  it('holds the admin password in no file, however it is encoded', () => {
    const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: join(REPO_ROOT, 'frontend'),
      env: { ...process.env, ADMIN_PASSWORD: PROBE_PASSWORD, VITE_ADMIN_PASSWORD: PROBE_PASSWORD },
      encoding: 'utf8',
    });
    assert.equal(build.status, 0, build.stderr);
    const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
    const contents = new Map(files.map((file) => [file, contentOf(file)]));
    const filesHolding = (text) => files.filter((file) => contents.get(file).includes(text));
    // The scan reads what the browser gets: the product name shows up in the pages and in their .gz/.br copies.
    assert.ok(
      filesHolding('Lineup').some((file) => file.endsWith('.html.gz') || file.endsWith('.html.br')),
      'the scan reads compressed files',
    );
    assert.deepEqual(filesHolding(PROBE_PASSWORD), []);
    assert.deepEqual(filesHolding(Buffer.from(PROBE_PASSWORD).toString('base64')), []);
  });
});
