import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DomainError } from '../common/domain-error';
import type { Page } from '../common/list-query.dto';
import { BetaSignup } from './beta-signup.entity';
import type { BetaSignupDto } from './dto/beta-signup.dto';

export const ALREADY_REGISTERED = 'This email has already been registered for the beta.';

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

function toDto(signup: BetaSignup): BetaSignupDto {
  return { id: signup.id, email: signup.email, createdAt: signup.createdAt.toISOString() };
}

@Injectable()
export class BetaService {
  constructor(@InjectRepository(BetaSignup) private readonly signups: Repository<BetaSignup>) {}

  /** One statement against the unique constraint: of two simultaneous signups, one inserts and one is told 409. */
  async signUp(email: string): Promise<void> {
    const result = await this.signups.createQueryBuilder().insert().values({ id: randomUUID(), email }).orIgnore().returning('id').execute();
    if ((result.raw as unknown[]).length === 0) throw new DomainError('BETA_ALREADY_REGISTERED', ALREADY_REGISTERED);
  }

  async list(page: number, pageSize: number): Promise<Page<BetaSignupDto>> {
    const [signups, total] = await this.signups.findAndCount({ order: NEWEST_FIRST, skip: (page - 1) * pageSize, take: pageSize });
    return { items: signups.map(toDto), total, page, pageSize };
  }
}
