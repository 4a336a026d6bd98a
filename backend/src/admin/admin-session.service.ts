import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, LessThanOrEqual, type Repository } from 'typeorm';
import { TOO_MANY_REQUESTS } from '../common/api-exception.filter';
import { DomainError } from '../common/domain-error';
import { Clock } from '../common/clock';
import type { AllConfig } from '../config/config.type';
import { AdminLoginFailure } from './admin-login-failure.entity';
import { AdminSession } from './admin-session.entity';

/** docs/api.md: sessions end 24 hours after login. */
export const ADMIN_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const INCORRECT_PASSWORD = 'Incorrect password';
/** Reachable only where main.ts makes no password (NODE_ENV=test, or an app built without it): says what to set. */
export const ADMIN_LOGIN_DISABLED =
  'Admin login is disabled: no admin password is configured. Set ADMIN_PASSWORD (at least 12 characters) in the API environment and restart the API';

/** 256 random bits: far above the 128 bits ASVS 3.2.2 asks of a session id. */
const TOKEN_BYTES = 32;
const MINUTE_MS = 60_000;
/** docs/api.md counts a client's login attempts over 15 minutes; ASVS counts failures over an hour. */
const CLIENT_FAILURE_WINDOW_MS = 15 * MINUTE_MS;
const OVERALL_FAILURE_WINDOW_MS = 60 * MINUTE_MS;
/** Serialises the failure count and the check across API processes, so no limit is overshot by a race. */
const LOGIN_LOCK_KEY = 0x6c696e65;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type FailureLimit = { windowMs: number; limit: number; client?: string };

export type SessionLookup = { status: 'active'; expiresAt: Date } | { status: 'expired' } | { status: 'none' };

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Equal-length digests, so the comparison takes the same time whatever the password's length or content. */
export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

function tokenHash(token: string): string {
  return sha256(token).toString('hex');
}

/** Names a session in what it changed (a support request's status) without revealing it: the start of its stored hash. */
export function sessionLabel(token: string): string {
  return `admin session ${tokenHash(token).slice(0, 8)}`;
}

@Injectable()
export class AdminSessionService {
  constructor(
    @InjectRepository(AdminSession) private readonly sessions: Repository<AdminSession>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: ConfigService<AllConfig, true>,
    private readonly clock: Clock,
  ) {}

  /**
   * Checks the password and opens a new session; the previous one of this browser, if any, ends.
   * Failed attempts are counted per client and overall (ASVS 2.2.1); past either limit every
   * attempt, even with the right password, answers 429 until the oldest failures age out.
   */
  async login(password: string, client: string, previousToken?: string): Promise<{ token: string; expiresAt: Date }> {
    const expected = this.config.get('admin.password', { infer: true });
    if (!expected) throw new DomainError('ADMIN_LOGIN_DISABLED', ADMIN_LOGIN_DISABLED);
    const now = this.clock.now();
    const matches = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [LOGIN_LOCK_KEY]);
      for (const limit of this.failureLimits(client)) await this.refuseWhenLimited(manager, limit, now);
      if (passwordMatches(password, expected)) return true;
      await manager.delete(AdminLoginFailure, { failedAt: LessThanOrEqual(new Date(now.getTime() - OVERALL_FAILURE_WINDOW_MS)) });
      await manager.insert(AdminLoginFailure, { client, failedAt: now });
      return false;
    });
    if (!matches) throw new DomainError('INCORRECT_PASSWORD', INCORRECT_PASSWORD);

    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const expiresAt = new Date(now.getTime() + ADMIN_SESSION_LIFETIME_MS);
    // Housekeeping on the rare login rather than a timer: expired sessions and the one this login replaces.
    const stale = this.sessions.createQueryBuilder().delete().where('expires_at <= :now', { now });
    if (previousToken) stale.orWhere('token_hash = :previous', { previous: tokenHash(previousToken) });
    await stale.execute();
    await this.sessions.insert({ tokenHash: tokenHash(token), createdAt: now, expiresAt });
    return { token, expiresAt };
  }

  private failureLimits(client: string): FailureLimit[] {
    const limits = this.config.getOrThrow('rateLimit', { infer: true });
    return [
      { windowMs: CLIENT_FAILURE_WINDOW_MS, limit: limits.loginPer15Minutes, client },
      { windowMs: OVERALL_FAILURE_WINDOW_MS, limit: limits.loginFailuresPerHour },
    ];
  }

  /** Limited once `limit` failures lie inside the window; free again when the limit-th newest leaves it. */
  private async refuseWhenLimited(manager: EntityManager, { windowMs, limit, client }: FailureLimit, now: Date): Promise<void> {
    const query = manager
      .createQueryBuilder(AdminLoginFailure, 'failure')
      .select('failure.failed_at', 'failedAt')
      .where('failure.failed_at > :since', { since: new Date(now.getTime() - windowMs) })
      .orderBy('failure.failed_at', 'DESC')
      .offset(limit - 1)
      .limit(1);
    if (client !== undefined) query.andWhere('failure.client = :client', { client });
    const oldestCounted = await query.getRawOne<{ failedAt: Date }>();
    if (!oldestCounted) return;
    const freeAt = new Date(oldestCounted.failedAt).getTime() + windowMs;
    throw new DomainError('RATE_LIMITED', TOO_MANY_REQUESTS, { retryAfterSeconds: Math.ceil((freeAt - now.getTime()) / 1000) });
  }

  /** Expiry is decided in SQL against the clock's time. */
  async find(token: string | undefined): Promise<SessionLookup> {
    if (!token || !TOKEN_PATTERN.test(token)) return { status: 'none' };
    const row = await this.sessions
      .createQueryBuilder('session')
      .select('session.expires_at', 'expiresAt')
      .addSelect('session.expires_at > :now', 'active')
      .where('session.token_hash = :hash', { hash: tokenHash(token), now: this.clock.now() })
      .getRawOne<{ expiresAt: Date; active: boolean }>();
    if (!row) return { status: 'none' };
    return row.active ? { status: 'active', expiresAt: row.expiresAt } : { status: 'expired' };
  }

  async revoke(token: string | undefined): Promise<void> {
    if (!token || !TOKEN_PATTERN.test(token)) return;
    await this.sessions.delete({ tokenHash: tokenHash(token) });
  }
}
