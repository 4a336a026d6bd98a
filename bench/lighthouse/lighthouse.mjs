// Lighthouse 12 (mobile preset, Debian's Chromium) against the production build served by nginx,
// and against a copy of the same build with every script stripped (the prerendered HTML alone),
// measured in the same run. Both are served as in production, over HTTPS with HTTP/2 (nginx's TLS
// listener, on a throwaway self-signed certificate this Chromium is told to accept).
// Prints the table and writes it to bench/lighthouse/results.md.
//   node bench/lighthouse/lighthouse.mjs        (make bench-lighthouse; needs backend/dist)
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, scratchDir, startApi, stopProcess } from '../../infra/scripts/api-process.mjs';
import { startNginx } from '../../infra/scripts/nginx.mjs';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LIGHTHOUSE_VERSION = JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
const RESULTS_FILE = join(REPO_ROOT, 'bench', 'lighthouse', 'results.md');
const PAGES = ['/', '/getapp', '/invite?influencer=test', '/faq', '/launch-party-santa-cruz', '/support', '/spots/steamerlane_point'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The benchmark's own self-signed certificate (throwawayCertificate).
  '--ignore-certificate-errors',
];
/** Nothing outside this machine is reachable here: requests to it fail at once instead of waiting. */
const BLOCKED_URL_PATTERNS = ['*.openstreetmap.org*', '*apple.com*', '*google.com*', '*instagram.com*', '*googleapis.com*', '*gstatic.com*'];
/** Issue 7's goals on the mobile preset. */
const GOALS = { score: 100, lcpMs: 1500, tbtMs: 60, cls: 0.03 };

/** The production build, with canonical URLs on the origin Lighthouse visits (its SEO audit checks them). */
function buildSite(outDir, siteUrl) {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(REPO_ROOT, 'frontend'),
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_SITE_URL: siteUrl },
  });
  if (result.status !== 0) throw new Error('the frontend build failed');
}

/** A copy of the build whose pages carry no script but their JSON-LD: what a visitor sees before any JavaScript. */
function stripScripts(webRoot, outDir) {
  cpSync(webRoot, outDir, { recursive: true });
  const pages = spawnSync('find', [outDir, '-name', '*.html'], { encoding: 'utf8' }).stdout.trim().split('\n');
  for (const page of pages) {
    const html = readFileSync(page, 'utf8')
      .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '');
    writeFileSync(page, html);
    writeFileSync(`${page}.gz`, gzipSync(html, { level: 9 }));
    writeFileSync(`${page}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

async function audit(url, port) {
  const { lhr } = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, blockedUrlPatterns: BLOCKED_URL_PATTERNS },
    { extends: 'lighthouse:default', settings: { formFactor: 'mobile' } },
  );
  const failing = Object.values(lhr.audits)
    .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode !== 'informative' && entry.scoreDisplayMode !== 'manual' && entry.scoreDisplayMode !== 'notApplicable')
    .map((entry) => entry.id);
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time'].numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? Number.NaN,
    failing,
    runtimeError: lhr.runtimeError?.message ?? lhr.audits['largest-contentful-paint'].errorMessage,
  };
}

const row = (page, variant, r) =>
  `| ${page} | ${variant} | ${CATEGORIES.map((category) => r.scores[category]).join(' | ')} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} |`;

/** A certificate for 127.0.0.1 valid one day, made for this run only. */
function throwawayCertificate(directory) {
  const tls = { certificate: join(directory, 'cert.pem'), key: join(directory, 'key.pem') };
  const result = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', tls.key, '-out', tls.certificate, '-days', '1', '-subj', '/CN=127.0.0.1'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`openssl could not make a certificate: ${result.stderr}`);
  return tls;
}

/** nginx in front of the API for one build folder, over TLS: the one place the benchmark starts nginx. */
function serve(webRoot, port, api, tls) {
  return startNginx({ port, webRoot, api: `127.0.0.1:${api.port}`, tls }).child;
}

/** Waits for nginx to answer `url` over TLS (fetch would refuse the self-signed certificate). */
async function waitForTls(url, child) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const status = await new Promise((resolveStatus) => {
      get(url, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolveStatus(response.statusCode);
      }).on('error', () => resolveStatus(0));
    });
    if (status === 200) return;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not answer ${url}`);
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 100));
  }
}

async function main() {
  const work = scratchDir('lineup-lighthouse-');
  const [sitePort, barePort] = [await freePort(), await freePort()];
  const siteUrl = `https://127.0.0.1:${sitePort}`;
  const bareUrl = `https://127.0.0.1:${barePort}`;
  const proxies = [];
  let api;
  let chrome;
  try {
    console.log('Building the site...');
    buildSite(join(work, 'site'), siteUrl);
    stripScripts(join(work, 'site'), join(work, 'bare'));
    api = await startApi({ env: { ADMIN_PASSWORD: 'lighthouse-bench-password' } });
    const tls = throwawayCertificate(work);
    proxies.push(serve(join(work, 'site'), sitePort, api, tls), serve(join(work, 'bare'), barePort, api, tls));
    await waitForTls(`${siteUrl}/api/health`, proxies[0]);
    await waitForTls(`${bareUrl}/`, proxies[1]);

    chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    const lines = [];
    const misses = [];
    for (const page of PAGES) {
      const site = await audit(`${siteUrl}${page}`, chrome.port);
      const bare = await audit(`${bareUrl}${page}`, chrome.port);
      lines.push(row(page, 'site', site), row(page, 'no script', bare));
      lines.push(
        `| ${page} | site / no script | ${CATEGORIES.map((category) => (site.scores[category] / Math.max(bare.scores[category], 1)).toFixed(2)).join(' | ')} | ${(site.lcpMs / bare.lcpMs).toFixed(2)} | | |`,
      );
      const missed = [
        ...CATEGORIES.filter((category) => site.scores[category] < GOALS.score).map((category) => `${category} ${site.scores[category]}`),
        ...(site.lcpMs > GOALS.lcpMs ? [`LCP ${Math.round(site.lcpMs)} ms`] : []),
        ...(site.tbtMs > GOALS.tbtMs ? [`TBT ${Math.round(site.tbtMs)} ms`] : []),
        ...(site.cls > GOALS.cls ? [`CLS ${site.cls.toFixed(3)}`] : []),
      ];
      if (site.runtimeError) missed.push(`runtime error: ${site.runtimeError}`);
      if (missed.length > 0) misses.push(`- ${page}: ${missed.join(', ')}; audits below 1: ${site.failing.join(', ') || 'none'}`);
      console.log(lines.slice(-3).join('\n'));
      if (site.runtimeError || bare.runtimeError) console.log(`  ${site.runtimeError ?? ''} ${bare.runtimeError ?? ''}`);
    }
    const table = [
      `Lighthouse ${LIGHTHOUSE_VERSION}, mobile preset (simulated slow 4G, 4x CPU slowdown), ${CHROME_PATH}, ${new Date().toISOString().slice(0, 10)}, nginx over HTTPS with HTTP/2.`,
      '"no script" is the same prerendered page with every script removed; the third row of each page is the ratio site / no script.',
      '',
      '| Page | Variant | Performance | Accessibility | Best practices | SEO | LCP ms | TBT ms | CLS |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|',
      ...lines,
      '',
      `Goals: every score ${GOALS.score}, LCP <= ${GOALS.lcpMs} ms, TBT <= ${GOALS.tbtMs} ms, CLS <= ${GOALS.cls}.`,
      misses.length > 0 ? `Missed:\n${misses.join('\n')}` : 'Every page meets every goal.',
      '',
    ].join('\n');
    writeFileSync(RESULTS_FILE, `# Lighthouse results\n\n${table}`);
    console.log(`\n${table}\nWritten to ${RESULTS_FILE}`);
  } finally {
    await chrome?.kill();
    await Promise.all([api?.stop(), ...proxies.map((child) => stopProcess(child))]);
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
