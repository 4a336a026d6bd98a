import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { writeFirstPaintCsp } from '../../frontend/build/first-paint-csp.mjs';
import { API_CONTENT_SECURITY_POLICY, REPORT_HEADERS, siteContentSecurityPolicy, SITE_SECURITY_HEADERS } from '../src/common/http-security';
import { queryDatabase, type TestApp } from './test-app';
import { createApiTestApp, expectErrorShape, logIn } from './api-test-app';

const SAME_HEADERS_AS_NGINX = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};
const CROSS_ORIGIN = { statusCode: 403, error: 'Cross-origin requests are not allowed', code: 'CROSS_ORIGIN_REFUSED' };

function expectSecurityHeaders(response: request.Response, policy = API_CONTENT_SECURITY_POLICY): void {
  expect(response.headers).toEqual(expect.objectContaining({ ...SAME_HEADERS_AS_NGINX, 'content-security-policy': policy }));
  expect(response.headers['x-powered-by']).toBeUndefined();
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

function expectNoCors(response: request.Response): void {
  expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
}

describe('API security headers', () => {
  let testApp: TestApp;
  const server = () => testApp.app.getHttpServer();

  beforeAll(async () => {
    testApp = await createApiTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it.each([
    ['a JSON success', () => request(server()).get('/api/random'), 200],
    ['a 204', () => request(server()).post('/api/influencer/page-view').send({ influencer: 'kai' }), 204],
    ['a validation error', () => request(server()).post('/api/beta-signup').send({ email: 'nope' }), 400],
    ['a 401', () => request(server()).get('/api/influencer/stats'), 401],
    ['an unknown route', () => request(server()).get('/api/nowhere'), 404],
    [
      'a body too large',
      () =>
        request(server())
          .post('/api/beta-signup')
          .send({ email: 'x'.repeat(20_000) }),
      413,
    ],
  ])('sends the JSON policy and the same headers as nginx on %s', async (_case, call, status) => {
    const response = await call();
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
    expectNoCors(response);
  });

  it('gives the docs page a policy that allows its own scripts and styles and no inline script', async () => {
    const page = await request(server()).get('/api/docs').expect(200);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self';/);
    expect(page.headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    // Every script of the page is a file of the same origin, which the policy allows, and each is served.
    const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(inline.trim()).toBe('');
      const src = /src="\.\/([^"]+)"/.exec(attributes)?.[1];
      expect(src).toBeDefined();
      const script = await request(server()).get(`/api/${src}`).expect(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
    }
    const document = await request(server()).get('/api/docs-json').expect(200);
    expect(document.body.paths['/api/random']).toBeDefined();
  });

  it('describes the admin session cookie as the security scheme of every admin route, and of no public one', async () => {
    const { body } = await request(server()).get('/api/docs-json').expect(200);
    expect(body.components.securitySchemes.admin_session).toEqual({ type: 'apiKey', in: 'cookie', name: 'admin_session' });
    const secured = (path: string, method: string) => (body.paths[path][method].security ?? []).some((entry: object) => 'admin_session' in entry);
    for (const path of ['/api/admin/beta-signups', '/api/admin/support-requests', '/api/influencer/stats', '/api/launch-party-influencer/stats/daily']) {
      expect(secured(path, 'get')).toBe(true);
    }
    expect(secured('/api/admin/session', 'get')).toBe(true);
    expect(secured('/api/admin/session', 'post')).toBe(false);
    expect(secured('/api/beta-signup', 'post')).toBe(false);
  });

  it('sends HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await createApiTestApp({ TRUST_PROXY: '127.0.0.1,::1' });
    try {
      const overHttps = await request(proxied.app.getHttpServer()).get('/api/random').set('X-Forwarded-Proto', 'https').expect(200);
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const overHttp = await request(proxied.app.getHttpServer()).get('/api/random').set('X-Forwarded-Proto', 'http').expect(200);
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
    // Without a trusted proxy a client cannot claim HTTPS.
    const claimed = await request(server()).get('/api/random').set('X-Forwarded-Proto', 'https').expect(200);
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends Permissions-Policy on /api, as docs/security.md lists it, and leaves Cross-Origin-Opener-Policy to nginx (a second copy would void COOP)', async () => {
    const response = await request(server()).get('/api/random').expect(200);
    expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('uses the same site policy as nginx when it serves the site itself (make start)', () => {
    const snippet = readFileSync(join(__dirname, '..', '..', 'infra', 'nginx', 'snippets', 'security-headers.conf'), 'utf8');
    const template = readFileSync(join(__dirname, '..', '..', 'infra', 'nginx', 'templates', 'default.conf.template'), 'utf8');
    const nginxPolicy = /add_header Content-Security-Policy "([^"]+)"/.exec(snippet)?.[1];
    const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
    expect(nginxPolicy?.replace('$first_paint_script_hash', hash)).toBe(siteContentSecurityPolicy(hash));
    const { 'referrer-policy': referrerPolicy, ...fixed } = SAME_HEADERS_AS_NGINX;
    for (const [name, value] of Object.entries({ ...fixed, ...SITE_SECURITY_HEADERS })) {
      expect(snippet.toLowerCase()).toContain(`add_header ${name.toLowerCase()} "${value.toLowerCase()}" always;`);
    }
    // Referrer-Policy and X-Robots-Tag come from maps: the report paths get REPORT_HEADERS, every other path the default.
    expect(snippet).toContain('add_header Referrer-Policy $referrer_policy always;');
    expect(snippet).toContain('add_header X-Robots-Tag $robots_tag always;');
    expect(template).toContain(`default "${referrerPolicy}";`);
    expect(template).toContain(`"${REPORT_HEADERS['Referrer-Policy']}";`);
    expect(template).toContain(`"${REPORT_HEADERS['X-Robots-Tag']}";`);
  });

  it('allows no inline script on a page path when it serves no site (behind nginx)', async () => {
    const response = await request(server()).get('/nowhere').expect(404);
    expect(response.headers['content-security-policy']).toBe(siteContentSecurityPolicy());
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self';/);
  });
});

describe('security headers of the site the API serves itself (WEB_ROOT, make start)', () => {
  const firstPaintScript = 'document.documentElement.dataset.device = "mobile";';
  const firstPaintScriptHash = `'sha256-${createHash('sha256').update(firstPaintScript).digest('base64')}'`;
  let testApp: TestApp;

  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'lineup-site-'));
    writeFileSync(join(webRoot, 'index.html'), `<!doctype html><title>Lineup</title><script>${firstPaintScript}</script>`);
    writeFirstPaintCsp(webRoot, firstPaintScript);
    writeFileSync(join(webRoot, '404.html'), '<!doctype html><title>Not found</title>');
    mkdirSync(join(webRoot, 'report'));
    writeFileSync(join(webRoot, 'report', 'index.html'), '<!doctype html><title>Report</title>');
    testApp = await createApiTestApp({ WEB_ROOT: webRoot });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it.each([
    ['a page', '/', 200],
    ['the 404 page', '/nowhere', 404],
  ])('sends the site policy, allowing the build’s inline script by its hash, and every header nginx sends on %s', async (_case, path, status) => {
    const response = await request(testApp.app.getHttpServer()).get(path).expect(status);
    expectSecurityHeaders(response, siteContentSecurityPolicy(firstPaintScriptHash));
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' ${firstPaintScriptHash};`);
    for (const [name, value] of Object.entries(SITE_SECURITY_HEADERS)) expect(response.headers[name.toLowerCase()]).toBe(value);
    expect(response.headers['x-robots-tag']).toBeUndefined();
  });

  it('sends the report page no-referrer and noindex, as nginx does', async () => {
    const response = await request(testApp.app.getHttpServer()).get('/report/3q2-7wEjgkx0ZcV9x0u1jWk7bJ8yQm4KfJ2rX9tHc1A').expect(200);
    expect(response.text).toContain('<title>Report</title>');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toBe('noindex');
  });
});

describe('same-origin only', () => {
  let testApp: TestApp;
  const server = () => testApp.app.getHttpServer();

  beforeAll(async () => {
    testApp = await createApiTestApp({ PUBLIC_SITE_URL: 'https://lineup.surf/' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const signUp = (email: string, headers: Record<string, string> = {}) => request(server()).post('/api/beta-signup').set(headers).send({ email });
  const signups = () => queryDatabase(testApp.databaseUrl, 'SELECT id FROM beta_signup');

  it.each([
    ['another origin', { Origin: 'https://evil.example' }],
    ['a look-alike host', { Origin: 'https://lineup.surf.evil.example' }],
    ['an opaque origin', { Origin: 'null' }],
    ['a cross-site fetch without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses a state-changing request from %s with 403 in the error shape, writing nothing', async (_case, headers) => {
    const before = (await signups()).length;
    const response = await signUp(`cross-${Math.random()}@example.com`, headers);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(CROSS_ORIGIN);
    expectErrorShape(response.body, 403);
    expectSecurityHeaders(response);
    expectNoCors(response);
    expect((await signups()).length).toBe(before);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('refuses %s from another origin too', async (method) => {
    const response = await request(server())[method.toLowerCase() as 'put' | 'patch' | 'delete']('/api/admin/session').set('Origin', 'https://evil.example');
    expect(response.body).toEqual(CROSS_ORIGIN);
  });

  it('refuses a cross-site logout, so another site cannot end an admin session', async () => {
    const cookie = await logIn(testApp.app);
    await request(server()).delete('/api/admin/session').set({ Cookie: cookie, Origin: 'https://evil.example' }).expect(403);
    await request(server()).get('/api/admin/session').set('Cookie', cookie).expect(200);
  });

  it.each([
    ['no Origin (curl, another server)', {}],
    ['PUBLIC_SITE_URL', { Origin: 'https://lineup.surf' }],
    ["the request's own origin", { Host: 'localhost:8080', Origin: 'http://localhost:8080' }],
    ['a same-origin fetch', { Origin: 'https://lineup.surf', 'Sec-Fetch-Site': 'same-origin' }],
  ])('lets a request from %s through', async (_case, headers) => {
    const response = await signUp(`ok-${Math.random()}@example.com`, headers);
    expect(response.status).toBe(201);
    expectNoCors(response);
  });

  describe('same origin means scheme, host and port', () => {
    const SITE = { Host: 'localhost:8080' };
    const OTHERS = [
      ['another port of the host', 'http://localhost:9999'],
      ['the host over https against an http site', 'https://localhost:8080'],
      ['the host without its port', 'http://localhost'],
    ];
    const SUPPORT = { name: 'Kai', email: 'kai@example.com', subject: 'Help', category: 'app', priority: 'low', description: 'It crashed.' };

    it.each(OTHERS)('refuses a support request from %s (%s), storing nothing', async (_case, origin) => {
      const before = await queryDatabase(testApp.databaseUrl, 'SELECT id FROM support_request');
      const response = await request(server())
        .post('/api/support')
        .set({ ...SITE, Origin: origin })
        .send(SUPPORT);
      expect(response.status).toBe(403);
      expect(response.body).toEqual(CROSS_ORIGIN);
      expect(await queryDatabase(testApp.databaseUrl, 'SELECT id FROM support_request')).toEqual(before);
    });

    it.each(OTHERS)("refuses an admin's status change and logout from %s (%s)", async (_case, origin) => {
      const cookie = await logIn(testApp.app);
      const { body: created } = await request(server()).post('/api/support').set(SITE).send(SUPPORT).expect(201);
      await request(server())
        .patch(`/api/admin/support-requests/${created.id as string}`)
        .set({ ...SITE, Cookie: cookie, Origin: origin })
        .send({ status: 'closed' })
        .expect(403);
      expect(await queryDatabase(testApp.databaseUrl, 'SELECT status FROM support_request WHERE id = $1', [created.id])).toEqual([{ status: 'open' }]);
      await request(server())
        .delete('/api/admin/session')
        .set({ ...SITE, Cookie: cookie, Origin: origin })
        .expect(403);
      await request(server()).get('/api/admin/session').set('Cookie', cookie).expect(200);
    });

    it('lets the exact own origin, PUBLIC_SITE_URL and a call without Origin change a status and log out', async () => {
      const { body: created } = await request(server())
        .post('/api/support')
        .set({ ...SITE, Origin: 'http://localhost:8080' })
        .send(SUPPORT)
        .expect(201);
      for (const headers of [{ Origin: 'http://localhost:8080' }, { Origin: 'https://lineup.surf' }, {}]) {
        const cookie = await logIn(testApp.app);
        await request(server())
          .patch(`/api/admin/support-requests/${created.id as string}`)
          .set({ ...SITE, ...headers, Cookie: cookie })
          .send({ status: 'closed' })
          .expect(200);
        await request(server())
          .delete('/api/admin/session')
          .set({ ...SITE, ...headers, Cookie: cookie })
          .expect(204);
      }
    });
  });

  it('lets reads from anywhere through but never grants them to another origin (no CORS headers)', async () => {
    const response = await request(server()).get('/api/random').set('Origin', 'https://evil.example').expect(200);
    expectNoCors(response);
    const preflight = await request(server()).options('/api/beta-signup').set({ Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' });
    expect(preflight.status).toBeGreaterThanOrEqual(400);
    expectNoCors(preflight);
  });
});
