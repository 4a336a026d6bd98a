// The built site (needs `make build`): every page carries the same inline first-paint script, and
// both servers of the site, nginx and the API serving the build itself (WEB_ROOT, make start),
// allow it by its sha256, computed here from the HTML rather than read from the build's hash file.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FIRST_PAINT_CSP_FILE, firstPaintHashOf } from '../../frontend/build/first-paint-csp.mjs';
import { freePort, startApi, stopProcess, waitForOk } from '../scripts/api-process.mjs';
import { startNginx } from '../scripts/nginx.mjs';
import { REPO_ROOT } from './processes.mjs';

const WEB_ROOT = join(REPO_ROOT, 'frontend', 'dist');
const INLINE_SCRIPT = /<script data-app-entry="[^"]+" data-app-preload="[^"]*" data-web-vitals-entry="[^"]+">([\s\S]*?)<\/script>/;
/** A page, a nested page, the report page under a token and the 404 page. */
const PATHS = ['/', '/faq', '/report/3q2-7wEjgkx0ZcV9x0u1jWk7bJ8yQm4KfJ2rX9tHc1A', '/no-such-page'];

function* htmlFilesUnder(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.isDirectory()) yield* htmlFilesUnder(join(directory, entry.name));
    else if (entry.name.endsWith('.html')) yield join(directory, entry.name);
  }
}

const inlineScriptOf = (html) => INLINE_SCRIPT.exec(html.slice(0, html.indexOf('</head>')))?.[1];

async function policiesOf(origin) {
  const policies = [];
  for (const path of PATHS) {
    const response = await fetch(`${origin}${path}`);
    await response.arrayBuffer();
    policies.push({ path, policy: response.headers.get('content-security-policy') ?? '' });
  }
  return policies;
}

describe('the built first-paint script under the site policy', () => {
  let hashSource;
  const children = [];
  const apis = [];

  before(() => {
    const code = inlineScriptOf(readFileSync(join(WEB_ROOT, 'index.html'), 'utf8'));
    assert.ok(code, 'frontend/dist/index.html carries the first-paint script inline (run `make build` first)');
    hashSource = `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
  });

  after(async () => {
    await Promise.all([...children.map((child) => stopProcess(child, 'SIGQUIT')), ...apis.map((api) => api.stop())]);
  });

  it('is the same on every page of the build, so that one hash serves them all', () => {
    const home = inlineScriptOf(readFileSync(join(WEB_ROOT, 'index.html'), 'utf8'));
    const pages = [...htmlFilesUnder(WEB_ROOT)];
    assert.ok(pages.length > 20);
    for (const page of pages) assert.equal(inlineScriptOf(readFileSync(page, 'utf8')), home, relative(WEB_ROOT, page));
  });

  it('is the script whose hash the build wrote for nginx and the API', () => {
    assert.equal(firstPaintHashOf(readFileSync(join(WEB_ROOT, FIRST_PAINT_CSP_FILE), 'utf8')), hashSource);
  });

  it('is allowed by its hash in the policy nginx sends with each page', async () => {
    const port = await freePort();
    const { child } = startNginx({ port, webRoot: WEB_ROOT, api: `127.0.0.1:${await freePort()}` });
    children.push(child);
    await waitForOk(`http://127.0.0.1:${port}/`, { child, what: 'nginx' });
    for (const { path, policy } of await policiesOf(`http://127.0.0.1:${port}`)) {
      assert.ok(policy.includes(`script-src 'self' ${hashSource};`), `${path}: ${policy}`);
      assert.doesNotMatch(policy, /script-src[^;]*unsafe-inline/, path);
    }
  });

  it('is allowed by its hash in the policy the API sends when it serves the build itself', async () => {
    const api = await startApi({ env: { WEB_ROOT, ADMIN_PASSWORD: 'first-paint-csp-test-password' }, stderr: 'collect' });
    apis.push(api);
    for (const { path, policy } of await policiesOf(api.url)) {
      assert.ok(policy.includes(`script-src 'self' ${hashSource};`), `${path}: ${policy}`);
      assert.doesNotMatch(policy, /script-src[^;]*unsafe-inline/, path);
    }
  });
});
