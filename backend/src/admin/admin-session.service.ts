import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import type { AllConfig } from '../config/config.type';
import { AdminSession } from './admin-session.entity';

/** CONTRACT.md: sessions end 24 hours after login. */
export const ADMIN_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const INCORRECT_PASSWORD = 'Incorrect password';
export const ADMIN_LOGIN_DISABLED = 'Admin login is disabled: ADMIN_PASSWORD is not set on the server';

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

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

@Injectable()
export class AdminSessionService {
  constructor(
    @InjectRepository(AdminSession) private readonly sessions: Repository<AdminSession>,
    private readonly config: ConfigService<AllConfig, true>,
    private readonly clock: Clock,
  ) {}

  /** Checks the password and opens a new session; the previous one of this browser, if any, ends. */
  async login(password: string, previousToken?: string): Promise<{ token: string; expiresAt: Date }> {
    const expected = this.config.get('admin.password', { infer: true });
    if (!expected) throw new ServiceUnavailableException(ADMIN_LOGIN_DISABLED);
    if (!passwordMatches(password, expected)) throw new UnauthorizedException(INCORRECT_PASSWORD);

    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + ADMIN_SESSION_LIFETIME_MS);
    // Housekeeping on the rare login rather than a timer: expired sessions and the one this login replaces.
    const stale = this.sessions.createQueryBuilder().delete().where('expires_at <= :now', { now });
    if (previousToken) stale.orWhere('token_hash = :previous', { previous: tokenHash(previousToken) });
    await stale.execute();
    await this.sessions.insert({ tokenHash: tokenHash(token), createdAt: now, expiresAt });
    return { token, expiresAt };
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
