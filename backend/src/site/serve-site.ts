import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REPORT_PAGE_PATH } from '../report-links';

/** Mirrors infra/nginx/templates/default.conf.template, so that `make start` serves the site exactly as nginx does. */
export const IMMUTABLE_ASSET_CACHE = 'public, max-age=31536000, immutable';
export const HTML_CACHE = 'no-cache';
const NOT_FOUND_PAGE = '404.html';
/** apple-app-site-association has no extension: JSON, as nginx says. */
const WELL_KNOWN_DIR = `${sep}.well-known${sep}`;
/** Read by bench/bundle, not for visitors (nginx answers 404 too). */
const BUILD_MANIFEST_DIR = '.vite';
/** firstPaintHashOf's pattern (frontend/build/first-paint-csp.mjs), written again: the API's image ships the built site, not the build scripts. */
const FIRST_PAINT_CSP_FILE = join(BUILD_MANIFEST_DIR, 'first-paint-csp.conf');
const FIRST_PAINT_SCRIPT_HASH = /\$first_paint_script_hash \{ default "('sha256-[A-Za-z0-9+/]{43}=')"; \}/;

export type BuiltSite = { webRoot: string; firstPaintScriptHash: string };

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** The file a path maps to, like nginx's `try_files $uri $uri/index.html`, or undefined; every report URL gets the one report page. */
export function resolveSiteFile(webRoot: string, urlPath: string): string | undefined {
  const pagePath = urlPath.startsWith(`${REPORT_PAGE_PATH}/`) ? REPORT_PAGE_PATH : urlPath;
  const relative = normalize(decodeURIComponent(pagePath)).replace(/^(\.\.(\/|\\|$))+/, '');
  if (relative.split(/[\\/]/).filter(Boolean)[0] === BUILD_MANIFEST_DIR) return undefined;
  const candidates = [join(webRoot, relative), join(webRoot, relative, 'index.html')];
  return candidates.find((candidate) => candidate.startsWith(webRoot) && isFile(candidate));
}

function sendSiteFile(reply: FastifyReply, webRoot: string, file: string, status = 200): FastifyReply {
  const relative = file.slice(webRoot.length + 1);
  const cache = relative.startsWith('assets/') ? IMMUTABLE_ASSET_CACHE : HTML_CACHE;
  return reply.status(status).header('Cache-Control', cache).sendFile(relative, webRoot, { cacheControl: false });
}

/** A build without its inline script's CSP hash is refused at start, not served as pages that do nothing before React (docs/security.md). */
export function readBuiltSite(webRootOption: string): BuiltSite {
  const webRoot = resolve(webRootOption);
  if (!isFile(join(webRoot, 'index.html'))) {
    throw new Error(`Invalid configuration: WEB_ROOT ${webRoot} holds no index.html (run the frontend build first)`);
  }
  const hashFile = join(webRoot, FIRST_PAINT_CSP_FILE);
  const firstPaintScriptHash = isFile(hashFile) ? FIRST_PAINT_SCRIPT_HASH.exec(readFileSync(hashFile, 'utf8'))?.[1] : undefined;
  if (!firstPaintScriptHash) {
    throw new Error(`Invalid configuration: WEB_ROOT ${webRoot} holds no hash of its first-paint script in ${FIRST_PAINT_CSP_FILE} (run the frontend build first)`);
  }
  return { webRoot, firstPaintScriptHash };
}

export async function serveSite(fastify: FastifyInstance, { webRoot }: BuiltSite): Promise<void> {
  await fastify.register(fastifyStatic, {
    root: webRoot,
    serve: false,
    // file.br or file.gz when the client accepts it, brotli first, as nginx does.
    preCompressed: true,
    setHeaders: (reply, file) => {
      if (file.startsWith(webRoot) && file.includes(WELL_KNOWN_DIR)) reply.header('Content-Type', 'application/json');
    },
  });
  // A page load fetches dozens of files: their log lines would bury the API's (a failure is still logged).
  fastify.get('/*', { config: { quietRequestLog: true } }, (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) return reply.callNotFound();
    let file: string | undefined;
    try {
      file = resolveSiteFile(webRoot, path);
    } catch {
      file = undefined;
    }
    if (file) return sendSiteFile(reply, webRoot, file);
    return sendSiteFile(reply, webRoot, join(webRoot, NOT_FOUND_PAGE), 404);
  });
}
