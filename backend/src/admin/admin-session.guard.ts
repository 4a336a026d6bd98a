import { type CanActivate, type ExecutionContext, Injectable, applyDecorators, UseGuards } from '@nestjs/common';
import { ApiCookieAuth } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrors } from '../common/api-error.dto';
import { DomainError } from '../common/domain-error';
import { ADMIN_SESSION_COOKIE, readSessionCookie } from './admin-session.cookie';
import { AdminSessionService, sessionLabel } from './admin-session.service';

export const ADMIN_SESSION_REQUIRED = 'Admin session required: log in first';
export const ADMIN_SESSION_EXPIRED = 'Session expired. Please log in again.';

declare module 'fastify' {
  interface FastifyRequest {
    adminSession?: { expiresAt: Date; label: string };
  }
}

@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(private readonly sessions: AdminSessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const token = readSessionCookie(request);
    const session = await this.sessions.find(token);
    if (session.status === 'expired') throw new DomainError('ADMIN_SESSION_EXPIRED', ADMIN_SESSION_EXPIRED);
    if (session.status === 'none' || !token) throw new DomainError('ADMIN_SESSION_REQUIRED', ADMIN_SESSION_REQUIRED);
    request.adminSession = { expiresAt: session.expiresAt, label: sessionLabel(token) };
    return true;
  }
}

export function AdminOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(AdminSessionGuard), ApiCookieAuth(ADMIN_SESSION_COOKIE), ApiErrors('ADMIN_SESSION_REQUIRED', 'ADMIN_SESSION_EXPIRED'));
}
