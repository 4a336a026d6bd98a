import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { BetaSignup } from './beta-signup.entity';

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

@Injectable()
export class BetaSignupRepository {
  constructor(@InjectRepository(BetaSignup) private readonly signups: Repository<BetaSignup>) {}

  /** One statement against the unique constraint: of two simultaneous signups for one address, one inserts. */
  async insertUnlessRegistered(email: string): Promise<boolean> {
    const result = await this.signups.createQueryBuilder().insert().values({ id: randomUUID(), email }).orIgnore().returning('id').execute();
    return (result.raw as unknown[]).length > 0;
  }

  newestFirst(skip: number, take: number): Promise<[BetaSignup[], number]> {
    return this.signups.findAndCount({ order: NEWEST_FIRST, skip, take });
  }
}
