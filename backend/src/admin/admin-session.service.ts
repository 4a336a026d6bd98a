import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TOO_MANY_REQUESTS } from '../common/api-exception.filter';
import { DomainError } from '../common/domain-error';
import { Clock } from '../common/clock';
import type { AllConfig } from '../config/config.type';
import { AdminLoginFailureRepository, type LoginFailures } from './admin-login-failure.repository';
import { AdminSessionRepository } from './admin-session.repository';

export const ADMIN_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const INCORRECT_PASSWORD = 'Incorrect password';
export const ADMIN_LOGIN_DISABLED =
  'Admin login is disabled: no admin password is configured. Set ADMIN_PASSWORD (at least 12 characters) in the API environment and restart the API';

/** 256 random bits: far above the 128 bits ASVS 3.2.2 asks of a session id. */
const TOKEN_BYTES = 32;
const MINUTE_MS = 60_000;
/** docs/api.md counts a client's login attempts over 15 minutes; ASVS counts failures over an hour. */
const CLIENT_FAILURE_WINDOW_MS = 15 * MINUTE_MS;
const OVERALL_FAILURE_WINDOW_MS = 60 * MINUTE_MS;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type FailureLimit = { windowMs: number; limit: number; client?: string };

export type SessionLookup = { status: 'active'; expiresAt: Date } | { status: 'expired' } | { status: 'none' };

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Equal-length digests: the comparison takes the same time whatever the password's length or content. */
export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

function tokenHash(token: string): string {
  return sha256(token).toString('hex');
}

/** For the record of what a session changed, without revealing the token. */
export function sessionLabel(token: string): string {
  return `admin session ${tokenHash(token).slice(0, 8)}`;
}

async function refuseWhenLimited(failures: LoginFailures, { windowMs, limit, client }: FailureLimit, now: Date): Promise<void> {
  const oldestCounted = await failures.nthNewestSince(limit, new Date(now.getTime() - windowMs), client);
  if (!oldestCounted) return;
  const freeAt = oldestCounted.getTime() + windowMs;
  throw new DomainError('RATE_LIMITED', TOO_MANY_REQUESTS, { retryAfterSeconds: Math.ceil((freeAt - now.getTime()) / 1000) });
}

@Injectable()
export class AdminSessionService {
  constructor(
    private readonly sessions: AdminSessionRepository,
    private readonly failures: AdminLoginFailureRepository,
    private readonly config: ConfigService<AllConfig, true>,
    private readonly clock: Clock,
  ) {}

  /** ASVS 2.2.1: past either failure limit even the right password answers 429, until the oldest failures age out. */
  async login(password: string, client: string, previousToken?: string): Promise<{ token: string; expiresAt: Date }> {
    const expected = this.config.get('admin.password', { infer: true });
    if (!expected) throw new DomainError('ADMIN_LOGIN_DISABLED', ADMIN_LOGIN_DISABLED);
    const now = this.clock.now();
    const matches = await this.failures.inLoginLock(async (failures) => {
      for (const limit of this.failureLimits(client)) await refuseWhenLimited(failures, limit, now);
      if (passwordMatches(password, expected)) return true;
      await failures.record(client, now, new Date(now.getTime() - OVERALL_FAILURE_WINDOW_MS));
      return false;
    });
    if (!matches) throw new DomainError('INCORRECT_PASSWORD', INCORRECT_PASSWORD);

    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const expiresAt = new Date(now.getTime() + ADMIN_SESSION_LIFETIME_MS);
    await this.sessions.open(tokenHash(token), now, expiresAt, previousToken && tokenHash(previousToken));
    return { token, expiresAt };
  }

  private failureLimits(client: string): FailureLimit[] {
    const limits = this.config.getOrThrow('rateLimit', { infer: true });
    return [
      { windowMs: CLIENT_FAILURE_WINDOW_MS, limit: limits.loginPer15Minutes, client },
      { windowMs: OVERALL_FAILURE_WINDOW_MS, limit: limits.loginFailuresPerHour },
    ];
  }

  async find(token: string | undefined): Promise<SessionLookup> {
    if (!token || !TOKEN_PATTERN.test(token)) return { status: 'none' };
    const row = await this.sessions.find(tokenHash(token), this.clock.now());
    if (!row) return { status: 'none' };
    return row.active ? { status: 'active', expiresAt: row.expiresAt } : { status: 'expired' };
  }

  async revoke(token: string | undefined): Promise<void> {
    if (!token || !TOKEN_PATTERN.test(token)) return;
    await this.sessions.close(tokenHash(token));
  }
}
