import { HttpStatus } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from './api-error';

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
export const DOCS_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/** The one nginx sends, kept equal by a test; without a build's hash (site/serve-site.ts), no inline script runs. */
export function siteContentSecurityPolicy(firstPaintScriptHash?: string): string {
  const scripts = firstPaintScriptHash ? `'self' ${firstPaintScriptHash}` : "'self'";
  return `default-src 'self'; script-src ${scripts}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://tile.openstreetmap.org https://*.tile.openstreetmap.org; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`;
}
const DOCS_PATH = /^\/api\/docs(\/|-json|$)/;
const API_PATH = /^\/api(\/|\?|$)/;
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_ORIGIN_REFUSED = 'Cross-origin requests are not allowed';

/** On every answer, /api's included (docs/security.md); nginx hides the API's copies and sends its own. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
} as const;
/** Only where the API serves the site: behind nginx a second copy would make COOP an invalid list that browsers ignore. */
export const SITE_SECURITY_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

export function contentSecurityPolicyFor(url: string, sitePolicy: string): string {
  if (DOCS_PATH.test(url)) return DOCS_CONTENT_SECURITY_POLICY;
  return API_PATH.test(url) ? API_CONTENT_SECURITY_POLICY : sitePolicy;
}

/** A report's URL is its key: no Referer may carry it on, and no search engine may list it (docs/report-links.md). */
const REPORT_PATH = /^\/(report|api\/reports)(\/|\?|$)/;
export const REPORT_HEADERS = { 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' } as const;

function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply, sitePolicy: string): void {
  reply.header('Content-Security-Policy', contentSecurityPolicyFor(request.url, sitePolicy));
  reply.headers(SECURITY_HEADERS);
  if (REPORT_PATH.test(request.url)) reply.headers(REPORT_HEADERS);
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

/** A page on another port or scheme of the same host is another site. */
export function isAllowedOrigin(origin: string, requestOrigin: string | undefined, publicSiteOrigin: string): boolean {
  const normalised = originOf(origin);
  return normalised !== undefined && (normalised === publicSiteOrigin || normalised === requestOrigin);
}

/** Browsers send Origin on every cross-origin write, so a request without it (curl, a server) passes. */
export function isCrossSiteWrite(request: Pick<FastifyRequest, 'method' | 'headers' | 'protocol' | 'host'>, publicSiteOrigin: string): boolean {
  if (!STATE_CHANGING_METHODS.has(request.method)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return !isAllowedOrigin(origin, originOf(`${request.protocol}://${request.host}`), publicSiteOrigin);
}

export function secureHttp(fastify: FastifyInstance, publicSiteOrigin: string, firstPaintScriptHash?: string): void {
  const sitePolicy = siteContentSecurityPolicy(firstPaintScriptHash);
  fastify.addHook('onRequest', async (request, reply) => {
    if (!isCrossSiteWrite(request, publicSiteOrigin)) return;
    const body: ApiErrorBody = { statusCode: HttpStatus.FORBIDDEN, error: CROSS_ORIGIN_REFUSED, code: 'CROSS_ORIGIN_REFUSED' };
    return reply.code(HttpStatus.FORBIDDEN).send(body);
  });
  fastify.addHook('onSend', async (request, reply) => {
    addSecurityHeaders(request, reply, sitePolicy);
  });
}
