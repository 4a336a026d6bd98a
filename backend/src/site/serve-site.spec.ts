import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { FIRST_PAINT_CSP_FILE, scriptHashSource, writeFirstPaintCsp } from '../../../frontend/build/first-paint-csp.mjs';
import { HTML_CACHE, IMMUTABLE_ASSET_CACHE, readBuiltSite, serveSite } from './serve-site';

const SCRIPT = `console.log(${JSON.stringify('wave '.repeat(200))});`;

function writeSite(root: string): void {
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Home</title><h1>Home</h1>',
    '404.html': '<!doctype html><h1>404 Page Not Found</h1>',
    'faq/index.html': '<!doctype html><h1>FAQ</h1>',
    'report/index.html': '<!doctype html><h1>Report</h1>',
    'assets/index-abc123.js': SCRIPT,
    '.well-known/apple-app-site-association': '{"applinks":{"details":[]}}',
    '.well-known/assetlinks.json': '[]',
    '.vite/manifest.json': '{}',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  writeFileSync(join(root, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(root, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFirstPaintCsp(root, SCRIPT);
}

describe('the site served by the API (make start)', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'lineup-site-'));
    writeSite(root);
    app = Fastify();
    await serveSite(app, readBuiltSite(root));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the brotli file to a browser that accepts br, and gzip to one that accepts only gzip', async () => {
    const brotli = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE_ASSET_CACHE);
    expect(brotli.headers.vary).toContain('accept-encoding');
    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('serves each route its own HTML with revalidation, and unknown paths the 404 page with status 404', async () => {
    const faq = await app.inject({ url: '/faq' });
    expect(faq.statusCode).toBe(200);
    expect(faq.headers['cache-control']).toBe(HTML_CACHE);
    expect(faq.body).toContain('FAQ');
    for (const url of ['/nowhere', '/.vite/manifest.json', '/.vite/first-paint-csp.conf']) {
      const missing = await app.inject({ url });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('404 Page Not Found');
    }
  });

  it('serves every report URL the one report page', async () => {
    const report = await app.inject({ url: '/report/3q2-7wEjgkx0ZcV9x0u1jWk7bJ8yQm4KfJ2rX9tHc1A' });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('Report');
  });

  it('serves both app-link files as application/json', async () => {
    for (const url of ['/.well-known/apple-app-site-association', '/.well-known/assetlinks.json']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(() => JSON.parse(response.body)).not.toThrow();
    }
  });
});

describe('the build the API is asked to serve (WEB_ROOT)', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'lineup-site-'));
    writeSite(root);
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('gives the hash of its first-paint script as the build wrote it for nginx', () => {
    expect(readBuiltSite(root).firstPaintScriptHash).toBe(scriptHashSource(SCRIPT));
  });

  it('is refused, naming what is missing, without its pages or without the hash of their script', () => {
    rmSync(join(root, FIRST_PAINT_CSP_FILE));
    expect(() => readBuiltSite(root)).toThrow(
      `Invalid configuration: WEB_ROOT ${root} holds no hash of its first-paint script in .vite/first-paint-csp.conf (run the frontend build first)`,
    );
    writeFileSync(join(root, FIRST_PAINT_CSP_FILE), 'map $host $first_paint_script_hash { default "\'unsafe-inline\'"; }\n');
    expect(() => readBuiltSite(root)).toThrow(/holds no hash of its first-paint script/);
    rmSync(join(root, 'index.html'));
    expect(() => readBuiltSite(root)).toThrow(`Invalid configuration: WEB_ROOT ${root} holds no index.html (run the frontend build first)`);
  });
});
