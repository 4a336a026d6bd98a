import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, LessThanOrEqual } from 'typeorm';
import { AdminLoginFailure } from './admin-login-failure.entity';

/** Serialises the failure count and the check across API processes, so no limit is overshot by a race. */
const LOGIN_LOCK_KEY = 0x6c696e65;

export class LoginFailures {
  constructor(private readonly manager: EntityManager) {}

  async nthNewestSince(n: number, since: Date, client?: string): Promise<Date | undefined> {
    const query = this.manager
      .createQueryBuilder(AdminLoginFailure, 'failure')
      .select('failure.failed_at', 'failedAt')
      .where('failure.failed_at > :since', { since })
      .orderBy('failure.failed_at', 'DESC')
      .offset(n - 1)
      .limit(1);
    if (client !== undefined) query.andWhere('failure.client = :client', { client });
    const row = await query.getRawOne<{ failedAt: Date }>();
    return row ? new Date(row.failedAt) : undefined;
  }

  async record(client: string, failedAt: Date, forgetBefore: Date): Promise<void> {
    await this.manager.delete(AdminLoginFailure, { failedAt: LessThanOrEqual(forgetBefore) });
    await this.manager.insert(AdminLoginFailure, { client, failedAt });
  }
}

@Injectable()
export class AdminLoginFailureRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  inLoginLock<T>(work: (failures: LoginFailures) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [LOGIN_LOCK_KEY]);
      return work(new LoginFailures(manager));
    });
  }
}
