import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AdminSession } from './admin-session.entity';

@Injectable()
export class AdminSessionRepository {
  constructor(@InjectRepository(AdminSession) private readonly sessions: Repository<AdminSession>) {}

  /** Housekeeping on the rare login rather than a timer: expired sessions and the one this login replaces go. */
  async open(tokenHash: string, createdAt: Date, expiresAt: Date, replacedTokenHash?: string): Promise<void> {
    const stale = this.sessions.createQueryBuilder().delete().where('expires_at <= :now', { now: createdAt });
    if (replacedTokenHash) stale.orWhere('token_hash = :replaced', { replaced: replacedTokenHash });
    await stale.execute();
    await this.sessions.insert({ tokenHash, createdAt, expiresAt });
  }

  /** Expiry is decided in SQL against the clock's time. */
  find(tokenHash: string, now: Date): Promise<{ expiresAt: Date; active: boolean } | undefined> {
    return this.sessions
      .createQueryBuilder('session')
      .select('session.expires_at', 'expiresAt')
      .addSelect('session.expires_at > :now', 'active')
      .where('session.token_hash = :tokenHash', { tokenHash, now })
      .getRawOne<{ expiresAt: Date; active: boolean }>();
  }

  async close(tokenHash: string): Promise<void> {
    await this.sessions.delete({ tokenHash });
  }
}
