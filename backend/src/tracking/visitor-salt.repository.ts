import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import { CampaignVisitor } from './campaign-visitor.entity';
import { VisitorSalt } from './visitor-salt.entity';

@Injectable()
export class VisitorSaltRepository {
  constructor(
    @InjectRepository(VisitorSalt) private readonly salts: Repository<VisitorSalt>,
    @InjectRepository(CampaignVisitor) private readonly visitors: Repository<CampaignVisitor>,
  ) {}

  /** Whichever process inserts a day's salt first wins; the others insert nothing. */
  async insertIfAbsent(day: string, salt: Buffer): Promise<void> {
    await this.salts.createQueryBuilder().insert().values({ day, salt }).orIgnore().updateEntity(false).execute();
  }

  async saltOf(day: string): Promise<Buffer> {
    return (await this.salts.findOneByOrFail({ day })).salt;
  }

  async deleteDaysBefore(day: string): Promise<void> {
    await this.salts.delete({ day: LessThan(day) });
    await this.visitors.delete({ day: LessThan(day) });
  }
}
