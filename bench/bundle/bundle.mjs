// Per-route JavaScript and CSS of a production build, raw and gzipped, from Vite's manifest
// (build.manifest), the chunk-to-module map the prerender plugin writes and each page's HTML. With
// --check, fails when a budget is exceeded, the home page pulls in a heavy library, or a page of
// the build carries an inline script other than the first-paint script whose hash the build wrote.
//   node bench/bundle/bundle.mjs [--check] [build folder, default frontend/dist]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_PAINT_CSP_FILE, firstPaintHashOf, scriptHashSource } from '../../frontend/build/first-paint-csp.mjs';
import { HOME_PATH, ROUTE_MODULES } from './routes.mjs';

const KIB = 1024;
/**
 * The whole page as served, the build's .br file, script included: a new connection sends 10
 * packets of 1,460 bytes in its first round trip (14,600 bytes, Lighthouse's simulation too), and
 * nginx's headers with HTTP/2 and TLS framing took about 830 of them (bench/lighthouse, 2026-11-28:
 * the home page's document 14,717 bytes for 13,892 of brotli, one round trip late, 1.20x).
 */
const HTML_BROTLI_BYTES = 13_600;
/**
 * Sizes, not timings, so they hold on any machine. The critical path carries only the first-paint
 * script (docs/first-paint.md), inline in every page's head: what runs before first paint, with any
 * script the HTML names, 4 KiB at most. The HTML budget is the page without that script, which has
 * its own. The app (React, the router, RTK Query, styled-components: about 118 KiB of
 * framework alone) loads after the load event; what a route loads to hydrate is held where it
 * stood before the first-paint script, home at 150 KiB (the table also gives the two together),
 * plus 1 KiB since the QR code moved to a chunk the report page and the admin share: rolldown's
 * runtime became a 0.5 KiB chunk of its own, and the routes of four new pages live in the entry.
 */
export const BUDGETS = {
  beforePaintJsGzip: 4 * KIB,
  homeAppJsGzip: 151 * KIB,
  inlineCss: 20 * KIB,
  html: 50 * KIB,
  htmlBrotli: HTML_BROTLI_BYTES,
};
/** A route that cannot meet BUDGETS gets its own here, with the reason. None does: the spot pages print their whole forecast within them. */
const ROUTE_BUDGETS = {};
/** Never in the home page's first load: the map, the dashboards, charts, QR codes and CSV parsing. */
const HOME_FORBIDDEN = [/node_modules\/(leaflet|react-leaflet|@react-leaflet|recharts|d3-[a-z]+|qrcode|papaparse)\//, /^src\/features\/(admin|spot)\//];

/** The stack every page pays for: one copy each, or the first load doubles (and React breaks). */
const SINGLE_COPY_PACKAGES = ['react', 'react-dom', 'react-router', 'react-router-dom', '@reduxjs/toolkit', 'react-redux', 'redux', 'immer', 'styled-components'];

const args = process.argv.slice(2);
const check = args.includes('--check');
const dist = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'frontend/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const chunkModules = JSON.parse(readFileSync(join(dist, '.vite', 'chunk-modules.json'), 'utf8'));
const byKey = (key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest: bench/bundle/routes.mjs is out of date`);
  return chunk;
};

/** The chunk and everything it imports statically: what the browser fetches before running it. */
function staticClosure(key, files = new Set(), css = new Set()) {
  const chunk = byKey(key);
  if (files.has(chunk.file)) return { files, css };
  files.add(chunk.file);
  for (const sheet of chunk.css ?? []) css.add(sheet);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files, css);
  return { files, css };
}

const sizeOf = (files) => {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
};

const htmlFile = (path) => join(dist, path === '/' ? '' : path, 'index.html');
/** The scripts and module preloads a page's HTML names: what the browser fetches before it paints. */
const namedInHtml = (html) => [...html.matchAll(/<(?:script|link rel="modulepreload")\b[^>]* (?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]);
/** Every script element written inline, but data (JSON-LD), which the CSP does not govern. */
const inlineScripts = (html) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, code]) => !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes) && code !== '')
    .map(([element, attributes, code]) => ({ element, attributes, code }));
/** The first-paint script: the inline one that names the app's entry, which it loads after the load event. */
const firstPaintScript = (html) => inlineScripts(html).find(({ attributes }) => attributes.includes('data-app-entry='));
const appEntry = (script) => /data-app-entry="\/([^"]+)"/.exec(script?.attributes ?? '')?.[1];
const inlineCssBytes = (html) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1]), 0);
const kib = (bytes) => (bytes / KIB).toFixed(1);

const rows = [];
const failures = [];

// One hash in the Content-Security-Policy serves every page: each HTML file of the build, the 404
// and report pages too, carries the same first-paint script and no other inline script.
const allowedHash = firstPaintHashOf(readFileSync(join(dist, FIRST_PAINT_CSP_FILE), 'utf8'));
if (!allowedHash) failures.push(`${FIRST_PAINT_CSP_FILE} names no hash`);
function* htmlFilesUnder(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.isDirectory()) yield* htmlFilesUnder(join(directory, entry.name));
    else if (entry.name.endsWith('.html')) yield join(directory, entry.name);
  }
}
for (const file of htmlFilesUnder(dist)) {
  const scripts = inlineScripts(readFileSync(file, 'utf8'));
  const name = relative(dist, file);
  if (scripts.length !== 1) failures.push(`${name}: ${scripts.length} inline scripts, where the CSP allows the first-paint script alone`);
  for (const { code } of scripts) {
    if (scriptHashSource(code) !== allowedHash) failures.push(`${name}: an inline script whose hash ${scriptHashSource(code)} is not the one in ${FIRST_PAINT_CSP_FILE}`);
  }
}

for (const [path, modules] of Object.entries(ROUTE_MODULES)) {
  const html = readFileSync(htmlFile(path));
  const text = html.toString('utf8');
  const beforePaint = namedInHtml(text);
  const inline = firstPaintScript(text);
  const entry = appEntry(inline);
  if (!inline) failures.push(`${path}: no inline first-paint script naming the app's entry`);
  else if (entry !== byKey('index.html').file) failures.push(`${path}: the first-paint script does not name the app's entry (${entry})`);
  const closure = staticClosure('index.html');
  // main.tsx loads the route's page modules before hydrating: they are part of the first load.
  for (const module of modules) staticClosure(module, closure.files, closure.css);
  const named = sizeOf(beforePaint);
  const inlineGzip = inline ? gzipSync(inline.code, { level: 9 }).length : 0;
  const firstPaint = { raw: named.raw + Buffer.byteLength(inline?.code ?? ''), gzip: named.gzip + inlineGzip };
  const js = sizeOf(closure.files);
  const css = sizeOf(closure.css);
  const inlineCss = inlineCssBytes(text);
  const pageHtml = html.length - Buffer.byteLength(inline?.code ?? '');
  rows.push({ path, firstPaint, js, css, inlineCss, html: pageHtml, chunks: closure.files.size });
  const budget = { ...BUDGETS, ...ROUTE_BUDGETS[path] };
  if (firstPaint.gzip > budget.beforePaintJsGzip)
    failures.push(
      `${path}: ${kib(firstPaint.gzip)} KiB of JavaScript before first paint gzipped (budget ${kib(budget.beforePaintJsGzip)} KiB): the inline first-paint script${beforePaint.map((file) => `, ${file}`).join('')}`,
    );
  if (inlineCss > budget.inlineCss) failures.push(`${path}: ${kib(inlineCss)} KiB of CSS in the HTML (budget ${kib(budget.inlineCss)} KiB)`);
  if (pageHtml > budget.html) failures.push(`${path}: ${kib(pageHtml)} KiB of HTML besides the first-paint script (budget ${kib(budget.html)} KiB)`);
  const htmlBrotli = readFileSync(`${htmlFile(path)}.br`).length;
  if (htmlBrotli > budget.htmlBrotli) failures.push(`${path}: ${htmlBrotli} bytes of HTML in brotli (budget ${budget.htmlBrotli}: what reaches a phone in its first round trip)`);
  if (path === HOME_PATH) {
    if (js.gzip > BUDGETS.homeAppJsGzip) failures.push(`${path}: ${kib(js.gzip)} KiB of JavaScript to hydrate gzipped (budget ${kib(BUDGETS.homeAppJsGzip)} KiB)`);
    for (const file of closure.files) {
      const heavy = (chunkModules[file] ?? []).filter((module) => HOME_FORBIDDEN.some((pattern) => pattern.test(module)));
      if (heavy.length > 0) failures.push(`${path}: ${file} carries ${heavy.slice(0, 3).join(', ')}`);
    }
  }
}

const moduleOwners = new Map();
for (const [file, modules] of Object.entries(chunkModules)) {
  for (const module of modules) moduleOwners.set(module, [...(moduleOwners.get(module) ?? []), file]);
}
const duplicated = [...moduleOwners].filter(([, files]) => files.length > 1);
for (const [module, files] of duplicated) failures.push(`${module} is bundled twice: ${files.join(', ')}`);
// Two copies of one package (say react-router, or RTK Query, at two versions) would ship twice.
const packageRoots = new Map();
for (const module of moduleOwners.keys()) {
  const match = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(module);
  if (match) packageRoots.set(match[2], new Set([...(packageRoots.get(match[2]) ?? []), match[1]]));
}
const notes = [];
for (const [name, roots] of packageRoots) {
  if (roots.size < 2) continue;
  const message = `${name} is bundled from ${roots.size} copies: ${[...roots].join(', ')}`;
  if (SINGLE_COPY_PACKAGES.includes(name)) failures.push(message);
  else notes.push(message);
}

console.log(
  `Bundle of ${dist}, gzipped: the JS before first paint (the inline first-paint script and any script the HTML names), the app's JS to hydrate (its entry, static imports and the route's page chunks, loaded after the load event), and the two together\n`,
);
console.log(
  '| Route | JS before paint KiB | App JS raw KiB | App JS gzip KiB | JS in all gzip KiB | CSS files raw KiB | CSS in HTML KiB | HTML besides the script KiB | App JS chunks |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.path} | ${kib(row.firstPaint.gzip)} | ${kib(row.js.raw)} | ${kib(row.js.gzip)} | ${kib(row.firstPaint.gzip + row.js.gzip)} | ${kib(row.css.raw)} | ${kib(row.inlineCss)} | ${kib(row.html)} | ${row.chunks} |`,
  );
}
console.log(
  `\nBudgets: JS before first paint <= ${kib(BUDGETS.beforePaintJsGzip)} KiB gzipped; home app JS <= ${kib(BUDGETS.homeAppJsGzip)} KiB gzipped; CSS in the HTML <= ${kib(BUDGETS.inlineCss)} KiB, HTML besides the first-paint script <= ${kib(BUDGETS.html)} KiB, the page in brotli <= ${BUDGETS.htmlBrotli} bytes per route`,
);
for (const [path, budget] of Object.entries(ROUTE_BUDGETS)) console.log(`  ${path}: CSS in the HTML <= ${kib(budget.inlineCss)} KiB, HTML <= ${kib(budget.html)} KiB`);
if (notes.length > 0) console.log(`\nSmall packages bundled twice (a dependency pins its own copy):\n${notes.map((note) => `  - ${note}`).join('\n')}`);
if (check && failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exit(1);
}
if (check) console.log('All budgets hold.');
