import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import type { Page } from '../common/list-query.dto';
import type { BetaSignup } from './beta-signup.entity';
import { BetaSignupRepository } from './beta-signup.repository';
import type { BetaSignupDto } from './dto/beta-signup.dto';

export const ALREADY_REGISTERED = 'This email has already been registered for the beta.';

function toDto(signup: BetaSignup): BetaSignupDto {
  return { id: signup.id, email: signup.email, createdAt: signup.createdAt.toISOString() };
}

@Injectable()
export class BetaService {
  constructor(private readonly signups: BetaSignupRepository) {}

  async signUp(email: string): Promise<void> {
    if (!(await this.signups.insertUnlessRegistered(email))) throw new DomainError('BETA_ALREADY_REGISTERED', ALREADY_REGISTERED);
  }

  async list(page: number, pageSize: number): Promise<Page<BetaSignupDto>> {
    const [signups, total] = await this.signups.newestFirst((page - 1) * pageSize, pageSize);
    return { items: signups.map(toDto), total, page, pageSize };
  }
}
