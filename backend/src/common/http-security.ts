import { HttpStatus } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from './api-error';

/** JSON needs nothing from the page it is loaded in. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** Swagger UI at /api/docs: its own scripts and styles (it sets inline styles), images as data: URLs, the document from /api. */
export const DOCS_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/** The site's policy when the API serves it (WEB_ROOT): the one nginx sends, kept equal by a test. */
export const SITE_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://tile.openstreetmap.org https://*.tile.openstreetmap.org; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
const DOCS_PATH = /^\/api\/docs(\/|-json|$)/;
const API_PATH = /^\/api(\/|\?|$)/;
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_ORIGIN_REFUSED = 'Cross-origin requests are not allowed';

export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
} as const;
/**
 * Only on the pages the API serves itself (WEB_ROOT). Behind nginx, which adds them to /api too,
 * a second copy would turn Cross-Origin-Opener-Policy into an invalid list that browsers ignore.
 */
export const SITE_SECURITY_HEADERS = {
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

export function contentSecurityPolicyFor(url: string): string {
  if (DOCS_PATH.test(url)) return DOCS_CONTENT_SECURITY_POLICY;
  return API_PATH.test(url) ? API_CONTENT_SECURITY_POLICY : SITE_CONTENT_SECURITY_POLICY;
}

/** The same headers nginx sets (infra/nginx/snippets/security-headers.conf), so the API is safe on its own too. */
function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('Content-Security-Policy', contentSecurityPolicyFor(request.url));
  reply.headers(SECURITY_HEADERS);
  if (!API_PATH.test(request.url)) reply.headers(SITE_SECURITY_HEADERS);
  // request.protocol reads X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  reply.removeHeader('x-powered-by');
}

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Same origin: scheme, host and port exactly as the request reached us (`request.protocol` reads
 * X-Forwarded-Proto from a trusted proxy only; nginx forwards the client's Host with its port), or
 * PUBLIC_SITE_URL's. A page on another port or scheme of the same host is another site.
 */
export function isAllowedOrigin(origin: string, requestOrigin: string | undefined, publicSiteOrigin: string): boolean {
  const normalised = originOf(origin);
  return normalised !== undefined && (normalised === publicSiteOrigin || normalised === requestOrigin);
}

/**
 * A write a browser says comes from another site. Browsers name the page's origin on every
 * cross-origin POST, PUT, PATCH and DELETE, so a request without `Origin` (curl, a server) passes.
 */
export function isCrossSiteWrite(request: Pick<FastifyRequest, 'method' | 'headers' | 'protocol' | 'host'>, publicSiteOrigin: string): boolean {
  if (!STATE_CHANGING_METHODS.has(request.method)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return !isAllowedOrigin(origin, originOf(`${request.protocol}://${request.host}`), publicSiteOrigin);
}

/** Security headers on every response; state-changing requests from another site refused with 403 before any work. */
export function secureHttp(fastify: FastifyInstance, publicSiteOrigin: string): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (!isCrossSiteWrite(request, publicSiteOrigin)) return;
    const body: ApiErrorBody = { statusCode: HttpStatus.FORBIDDEN, error: CROSS_ORIGIN_REFUSED, code: 'CROSS_ORIGIN_REFUSED' };
    return reply.code(HttpStatus.FORBIDDEN).send(body);
  });
  fastify.addHook('onSend', async (request, reply) => {
    addSecurityHeaders(request, reply);
  });
}
