// The nginx site template, rendered exactly as for the e2e tests and the image: it must pass
// `nginx -t`, send every security header exactly once on every kind of answer (nginx drops the
// inherited add_header lines in a location that adds its own), and over TLS speak HTTP/2 with HSTS.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, get, request as httpRequest } from 'node:http';
import { connect } from 'node:http2';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { writeFirstPaintCsp } from '../../frontend/build/first-paint-csp.mjs';
import { freePort, scratchDir, stopProcess, waitForOk } from '../scripts/api-process.mjs';
import { listenDirective, renderNginxConfig, startNginx } from '../scripts/nginx.mjs';
import { REPO_ROOT, sleep } from './processes.mjs';

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy'];
const HSTS = 'max-age=31536000; includeSubDomains';
const FIRST_PAINT_SCRIPT = 'document.documentElement.dataset.device = "mobile";';
const FIRST_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;

/** One path per kind of answer nginx gives: page, nested page, hashed asset, app-link file, 404, the API, the API down. */
const ANSWERS = [
  { path: '/', status: 200 },
  { path: '/faq', status: 200 },
  { path: '/assets/app-1a2b3c.js', status: 200 },
  { path: '/.well-known/assetlinks.json', status: 200 },
  { path: '/no-such-page', status: 404 },
  { path: '/api/health', status: 200 },
];

function webRootWithEveryKindOfFile() {
  const webRoot = scratchDir('lineup-webroot-');
  for (const folder of ['faq', 'report', 'assets', '.well-known']) mkdirSync(join(webRoot, folder), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(webRoot, 'faq', 'index.html'), '<!doctype html><title>FAQ</title>');
  writeFileSync(join(webRoot, 'report', 'index.html'), '<!doctype html><title>Report</title>');
  writeFileSync(join(webRoot, 'assets', 'app-1a2b3c.js'), 'export {};');
  writeFileSync(join(webRoot, '.well-known', 'assetlinks.json'), '[]');
  writeFileSync(join(webRoot, '404.html'), '<!doctype html><title>404 Page Not Found</title>');
  writeFirstPaintCsp(webRoot, FIRST_PAINT_SCRIPT);
  return webRoot;
}

/** Stands in for the API: answers JSON with its own copies of the headers nginx must not repeat, and keeps the Host headers it got; an upload's first bytes are announced as they come. */
function startFakeApi(port) {
  const hosts = [];
  const uploads = new EventEmitter();
  const server = createServer((request, response) => {
    hosts.push(request.headers.host);
    if (request.method === 'POST') {
      let received = 0;
      request.on('data', (chunk) => {
        if (received === 0) uploads.emit('first-bytes');
        received += chunk.length;
      });
      request.on('end', () => response.end(JSON.stringify({ received })));
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.setHeader('content-security-policy', "default-src 'none'");
    response.setHeader('x-content-type-options', 'nosniff');
    response.setHeader('x-frame-options', 'DENY');
    response.setHeader('permissions-policy', 'camera=()');
    response.setHeader('referrer-policy', 'no-referrer');
    response.setHeader('x-robots-tag', 'noindex');
    response.end('{"status":"ok"}');
  });
  server.hosts = hosts;
  server.uploads = uploads;
  return new Promise((resolveServer) => server.listen(port, '127.0.0.1', () => resolveServer(server)));
}

function getOverHttp(url) {
  return new Promise((resolveResponse, reject) => {
    get(url, (response) => {
      response.resume();
      response.on('end', () => resolveResponse(response));
    }).on('error', reject);
  });
}

/** Every header name with how many times it came, as sent on the wire. */
function headerCounts(rawHeaders) {
  const counts = new Map();
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index].toLowerCase();
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/** An HTTP/2 session over TLS, once nginx listens. The test's own self-signed certificate is the only one accepted unverified. */
async function connectOverTls(port) {
  for (let attempt = 0; ; attempt += 1) {
    const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    try {
      await new Promise((resolveConnect, reject) => {
        session.once('connect', resolveConnect);
        session.once('error', reject);
      });
      return session;
    } catch (error) {
      session.destroy();
      if (attempt >= 50) throw error;
      await sleep(100);
    }
  }
}

function generateSelfSignedCertificate(directory) {
  const certificate = join(directory, 'cert.pem');
  const key = join(directory, 'key.pem');
  const result = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', certificate, '-days', '1', '-subj', '/CN=127.0.0.1'], {
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, result.stderr);
  return { certificate, key };
}

describe('infra/nginx', () => {
  const children = [];
  let fakeApi;
  let webRoot;
  let apiAddress;

  before(async () => {
    webRoot = webRootWithEveryKindOfFile();
    const apiPort = await freePort();
    fakeApi = await startFakeApi(apiPort);
    apiAddress = `127.0.0.1:${apiPort}`;
  });

  after(async () => {
    await Promise.all(children.map((child) => stopProcess(child, 'SIGQUIT')));
    await new Promise((resolveClose) => fakeApi?.close(resolveClose));
  });

  async function serve(options) {
    const port = await freePort();
    const { child } = startNginx({ port, webRoot, ...options });
    children.push(child);
    return { port, child };
  }

  it('renders to a configuration nginx accepts, plain and over TLS', () => {
    const certificateDirectory = scratchDir('lineup-tls-');
    for (const tls of [undefined, generateSelfSignedCertificate(certificateDirectory)]) {
      const { file, directory } = renderNginxConfig({ port: 18080, webRoot, api: '127.0.0.1:3000', tls });
      const result = spawnSync(process.env.NGINX_BIN ?? 'nginx', ['-t', '-p', directory, '-c', file], { encoding: 'utf8' });
      assert.equal(result.status, 0, result.stderr);
    }
  });

  it('will not render for a folder without the hash of its first-paint script, which its policy needs', () => {
    const bare = scratchDir('lineup-webroot-');
    writeFileSync(join(bare, 'index.html'), '<!doctype html><title>Home</title>');
    assert.throws(
      () => renderNginxConfig({ port: 18080, webRoot: bare, api: '127.0.0.1:3000' }),
      /holds no \.vite\/first-paint-csp\.conf, the hash of its first-paint script \(run the frontend build first\)/,
    );
  });

  it('renders the same listen line as the image (listen.envsh)', () => {
    const cases = [
      { env: { NGINX_PORT: '8080' }, expected: listenDirective(8080) },
      {
        env: { NGINX_PORT: '8443', NGINX_TLS_CERTIFICATE: '/etc/nginx/tls/cert.pem', NGINX_TLS_CERTIFICATE_KEY: '/etc/nginx/tls/key.pem' },
        expected: listenDirective(8443, { certificate: '/etc/nginx/tls/cert.pem', key: '/etc/nginx/tls/key.pem' }),
      },
    ];
    for (const { env, expected } of cases) {
      const result = spawnSync('sh', ['-c', '. "$0" && printf %s "$NGINX_LISTEN"', join(REPO_ROOT, 'infra', 'nginx', 'listen.envsh')], { encoding: 'utf8', env });
      assert.equal(result.status, 0, result.stderr);
      assert.equal(result.stdout, expected);
    }
    const missingKey = spawnSync('sh', ['-c', '. "$0"', join(REPO_ROOT, 'infra', 'nginx', 'listen.envsh')], {
      encoding: 'utf8',
      env: { NGINX_PORT: '8443', NGINX_TLS_CERTIFICATE: '/cert.pem' },
    });
    assert.notEqual(missingKey.status, 0);
    assert.match(missingKey.stderr, /NGINX_TLS_CERTIFICATE_KEY is required/);
  });

  it('sends each security header exactly once on every kind of answer, and no HSTS over plain HTTP', async () => {
    const site = await serve({ api: apiAddress });
    const apiDown = await serve({ api: `127.0.0.1:${await freePort()}` });
    await waitForOk(`http://127.0.0.1:${site.port}/`, { child: site.child, what: 'nginx' });
    await waitForOk(`http://127.0.0.1:${apiDown.port}/`, { child: apiDown.child, what: 'nginx' });
    const answers = [...ANSWERS.map((answer) => ({ ...answer, port: site.port })), { path: '/api/health', status: 503, port: apiDown.port }];
    for (const { path, status, port } of answers) {
      const response = await getOverHttp(`http://127.0.0.1:${port}${path}`);
      const what = `${path} (${status})`;
      assert.equal(response.statusCode, status, what);
      const counts = headerCounts(response.rawHeaders);
      for (const name of SECURITY_HEADERS) assert.equal(counts.get(name), 1, `${what}: ${name}`);
      assert.match(response.headers['content-security-policy'], /frame-ancestors 'none'/, what);
      assert.doesNotMatch(response.headers['content-security-policy'], /script-src[^;]*'unsafe-inline'/, what);
      assert.ok(response.headers['content-security-policy'].includes(`script-src 'self' ${FIRST_PAINT_SCRIPT_HASH};`), `${what}: the build's script hash`);
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin', what);
      assert.equal(response.headers['x-robots-tag'], undefined, what);
      assert.equal(response.headers['strict-transport-security'], undefined, what);
      assert.equal(response.headers['x-powered-by'], undefined, what);
      assert.equal(response.headers.server, 'nginx', `${what}: no version in Server`);
    }
  });

  it('serves every report URL the report page, and the page and its API call once with no-referrer and noindex', async () => {
    const site = await serve({ api: apiAddress });
    await waitForOk(`http://127.0.0.1:${site.port}/`, { child: site.child, what: 'nginx' });
    const token = '3q2-7wEjgkx0ZcV9x0u1jWk7bJ8yQm4KfJ2rX9tHc1A';
    for (const path of [`/report/${token}`, '/report', `/api/reports/${token}?range=7d`]) {
      const response = await getOverHttp(`http://127.0.0.1:${site.port}${path}`);
      assert.equal(response.statusCode, 200, path);
      const counts = headerCounts(response.rawHeaders);
      for (const name of [...SECURITY_HEADERS, 'x-robots-tag']) assert.equal(counts.get(name), 1, `${path}: ${name}`);
      assert.equal(response.headers['referrer-policy'], 'no-referrer', path);
      assert.equal(response.headers['x-robots-tag'], 'noindex', path);
    }
    const page = await new Promise((resolvePage, reject) => {
      get(`http://127.0.0.1:${site.port}/report/${token}`, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolvePage(body));
      }).on('error', reject);
    });
    assert.match(page, /<title>Report<\/title>/);
  });

  it("forwards the client's Host with its port, which the API compares a write's Origin with", async () => {
    const site = await serve({ api: apiAddress });
    await waitForOk(`http://127.0.0.1:${site.port}/`, { child: site.child, what: 'nginx' });
    fakeApi.hosts.length = 0;
    await getOverHttp(`http://localhost:${site.port}/api/health`);
    assert.deepEqual(fakeApi.hosts, [`localhost:${site.port}`]);
  });

  it('passes a store file on to the API as it arrives, not spooled to a file first (bench/installs/README.md)', async () => {
    const site = await serve({ api: apiAddress });
    await waitForOk(`http://127.0.0.1:${site.port}/`, { child: site.child, what: 'nginx' });
    const half = Buffer.alloc(1024 * 1024, 'a');
    const upload = httpRequest({ port: site.port, host: '127.0.0.1', method: 'POST', path: '/api/admin/installs/imports', headers: { 'content-length': half.length * 2 } });
    const answered = once(upload, 'response');
    const firstBytes = once(fakeApi.uploads, 'first-bytes');
    upload.write(half);
    // Spooled first, the API would get nothing before the whole body: this would time out.
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('the API got no byte of the half sent')), 10_000).unref());
    await Promise.race([firstBytes, timeout]);
    upload.end(half);
    const [response] = await answered;
    let body = '';
    for await (const chunk of response) body += chunk;
    assert.equal(response.statusCode, 200);
    assert.deepEqual(JSON.parse(body), { received: half.length * 2 });
  });

  it('over TLS: HTTP/2 and HSTS on every kind of answer', async () => {
    const tls = generateSelfSignedCertificate(scratchDir('lineup-tls-'));
    const site = await serve({ api: apiAddress, tls });
    const session = await connectOverTls(site.port);
    try {
      assert.equal(session.alpnProtocol, 'h2');
      for (const { path, status } of ANSWERS) {
        const headers = await new Promise((resolveHeaders, reject) => {
          const stream = session.request({ ':path': path });
          stream.once('response', (received) => {
            stream.resume();
            stream.once('end', () => resolveHeaders(received));
          });
          stream.once('error', reject);
        });
        assert.equal(headers[':status'], status, path);
        assert.equal(headers['strict-transport-security'], HSTS, path);
        for (const name of SECURITY_HEADERS) assert.ok(headers[name], `${path}: ${name}`);
      }
    } finally {
      session.close();
    }
  });
});
