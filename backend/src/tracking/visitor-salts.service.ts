import { randomBytes } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '../common/clock';
import { addDays, dayOf } from '../common/days';
import { JobsService } from '../jobs';
import { VisitorSaltRepository } from './visitor-salt.repository';

const SALT_BYTES = 32;
const SWEEP_EVERY_SECONDS = 60 * 60;

export const VISITOR_SALT_SWEEP_JOB = 'visitor-salt-sweep';

/** In PostgreSQL so every API process hashes a visitor alike. */
@Injectable()
export class VisitorSaltsService implements OnApplicationBootstrap {
  private current?: { day: string; salt: Promise<Buffer> };

  constructor(
    private readonly salts: VisitorSaltRepository,
    private readonly clock: Clock,
    private readonly jobs: JobsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.register({ name: VISITOR_SALT_SWEEP_JOB, schedule: { everySeconds: SWEEP_EVERY_SECONDS }, run: () => this.sweep() });
  }

  /** As each day's first call does (saltOf), for the days no call comes. */
  sweep(): Promise<void> {
    return this.forgetPastDays(dayOf(this.clock.now()));
  }

  saltOf(day: string): Promise<Buffer> {
    if (this.current?.day === day) return this.current.salt;
    const salt = this.load(day);
    this.current = { day, salt };
    // A failed read is not kept: the next call tries again.
    salt.catch(() => {
      if (this.current?.salt === salt) this.current = undefined;
    });
    return salt;
  }

  private async load(day: string): Promise<Buffer> {
    await this.forgetPastDays(day);
    await this.salts.insertIfAbsent(day, randomBytes(SALT_BYTES));
    // A statement of its own: it sees the salt another process committed while this one's insert waited.
    return this.salts.saltOf(day);
  }

  /** Kept a day longer for the calls still on their way at midnight. */
  private forgetPastDays(today: string): Promise<void> {
    return this.salts.deleteDaysBefore(addDays(today, -1));
  }
}
