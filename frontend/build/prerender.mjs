// Writes every route of the site as its own HTML file, rendered by React from the server build
// of src/entry-server.tsx, plus sitemap.xml and robots.txt, then precompresses the text files
// for nginx gzip_static and for `make start`. Called after both Vite builds by prerender-plugin.ts.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const NOT_FOUND_FILE = '404.html';
/** Any path the router does not know renders the 404 screen. */
const NOT_FOUND_PROBE_PATH = '/404';
const WELL_KNOWN = '.well-known';
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;
const MIN_COMPRESS_BYTES = 512;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function write(file, content) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

async function* filesUnder(directory) {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

function sitemap(siteUrl, paths) {
  const urls = paths.map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function robots(siteUrl, hiddenPaths) {
  const disallowed = ['/admin/', '/api/', ...hiddenPaths.filter((path) => !path.startsWith('/admin/'))];
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

/** Universal links (iOS): the download and spot pages open the app when it is installed. */
function appleAppSiteAssociation(appId, linkPaths) {
  return {
    applinks: {
      // appIDs/components for iOS 13 and later, apps/details/paths for older versions.
      apps: [],
      details: [{ appID: appId, appIDs: [appId], paths: linkPaths, components: linkPaths.map((path) => ({ '/': path })) }],
    },
    webcredentials: { apps: [appId] },
  };
}

/** Android App Links: the site vouches for the app signed with these certificates. */
function assetLinks(packageName, fingerprints) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: { namespace: 'android_app', package_name: packageName, sha256_cert_fingerprints: fingerprints },
    },
  ];
}

async function precompress(distDir) {
  let count = 0;
  for await (const file of filesUnder(distDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = await readFile(file);
    if (content.length < MIN_COMPRESS_BYTES) continue;
    await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
    await writeFile(`${file}.br`, await brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    count += 1;
  }
  return count;
}

/** Prerenders into distDir (the client build), rendering with the server build in serverDir. */
export async function prerender(distDir, serverDir) {
  const { renderPage, SITE_PATHS, NOINDEX_PATHS, paths, brand } = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href);
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error(`${distDir}/index.html has no empty #root to fill`);
  const pageHtml = ({ head, styles, body }) => template.replace('</head>', `${head}${styles}</head>`).replace('<div id="root"></div>', `<div id="root">${body}</div>`);

  for (const path of SITE_PATHS) {
    const file = path === '/' ? join(distDir, 'index.html') : join(distDir, path, 'index.html');
    await write(file, pageHtml(await renderPage(path)));
  }
  await write(join(distDir, NOT_FOUND_FILE), pageHtml(await renderPage(NOT_FOUND_PROBE_PATH)));
  await write(
    join(distDir, 'sitemap.xml'),
    sitemap(
      brand.publicSiteUrl,
      SITE_PATHS.filter((path) => !NOINDEX_PATHS.includes(path)),
    ),
  );
  await write(join(distDir, 'robots.txt'), robots(brand.publicSiteUrl, NOINDEX_PATHS));
  const appLinkPaths = [paths.getApp, paths.invite, paths.qrApp, `${dirname(paths.steamerLanePoint)}/*`];
  await write(join(distDir, WELL_KNOWN, 'apple-app-site-association'), JSON.stringify(appleAppSiteAssociation(brand.appleAppId, appLinkPaths)));
  await write(join(distDir, WELL_KNOWN, 'assetlinks.json'), JSON.stringify(assetLinks(brand.androidPackageName, brand.androidSha256CertFingerprints)));
  const compressed = await precompress(distDir);
  console.log(`prerendered ${SITE_PATHS.length} routes and ${NOT_FOUND_FILE}; precompressed ${compressed} files`);
}
