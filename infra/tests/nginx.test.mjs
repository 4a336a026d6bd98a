// The nginx site template, rendered exactly as for the e2e tests, must pass `nginx -t`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { renderNginxConfig } from '../scripts/nginx.mjs';

describe('infra/nginx', () => {
  it('renders to a configuration nginx accepts', () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'lineup-webroot-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html>');
    const { file, directory } = renderNginxConfig({ port: 18080, webRoot, api: '127.0.0.1:3000' });
    const result = spawnSync(process.env.NGINX_BIN ?? 'nginx', ['-t', '-p', directory, '-c', file], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
  });
});
