import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_SESSION_LIFETIME_MS } from './admin-session.service';

export const ADMIN_SESSION_COOKIE = 'admin_session';

function cookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/api', secure: request.protocol === 'https' };
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[ADMIN_SESSION_COOKIE];
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(ADMIN_SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: ADMIN_SESSION_LIFETIME_MS / 1000 });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(ADMIN_SESSION_COOKIE, cookieOptions(request));
}
