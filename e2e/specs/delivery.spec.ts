import { existsSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { appEntryScript } from '../support/site-html';

/** Debian's libnginx-mod-http-brotli-static, which infra/scripts/nginx.mjs loads when present (.ci/run installs it). */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

test.describe('delivery by nginx', () => {
  test('sends the precompressed brotli file to a browser that accepts br', async ({ request }) => {
    test.skip(!existsSync(BROTLI_MODULE), 'this nginx has no brotli module: it serves gzip only');
    for (const path of [await appEntryScript(request), '/', '/faq']) {
      const response = await request.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-encoding'], path).toBe('br');
      expect(response.headers()['vary'], path).toMatch(/accept-encoding/i);
    }
    const html = await (await request.get('/faq', { headers: { 'accept-encoding': 'br' } })).text();
    expect(html).toContain('<title>');
  });

  test('still sends gzip to a browser without brotli', async ({ request }) => {
    const response = await request.get(await appEntryScript(request), { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers()['content-encoding']).toBe('gzip');
  });

  test('serves the app-link files from configuration as application/json', async ({ request }) => {
    const apple = await request.get('/.well-known/apple-app-site-association');
    expect(apple.status()).toBe(200);
    expect(apple.headers()['content-type']).toMatch(/^application\/json/);
    const association = await apple.json();
    const details = association.applinks.details[0];
    expect(details.appIDs[0]).toMatch(/^[A-Z0-9]{10}\.[\w.-]+$/);
    expect(details.components).toEqual(expect.arrayContaining([{ '/': '/getapp' }, { '/': '/invite' }]));

    const android = await request.get('/.well-known/assetlinks.json');
    expect(android.status()).toBe(200);
    expect(android.headers()['content-type']).toMatch(/^application\/json/);
    const [statement] = await android.json();
    expect(statement.relation).toEqual(['delegate_permission/common.handle_all_urls']);
    expect(statement.target).toMatchObject({ namespace: 'android_app', package_name: expect.stringMatching(/^[a-z]\w*(\.[a-z]\w*)+$/i) });
    expect(Array.isArray(statement.target.sha256_cert_fingerprints)).toBe(true);
  });

  test('keeps the build manifests from visitors', async ({ request }) => {
    for (const path of ['/.vite/manifest.json', '/.vite/chunk-modules.json', '/.vite/first-paint-csp.conf']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('404 Page Not Found');
    }
  });
});
