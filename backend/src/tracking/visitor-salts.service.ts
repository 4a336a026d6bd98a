import { randomBytes } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock';
import { addDays, dayOf } from '../common/days';
import { VisitorSaltRepository } from './visitor-salt.repository';

const SALT_BYTES = 32;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const logger = new Logger('VisitorSalts');

/** In PostgreSQL so every API process hashes a visitor alike. */
@Injectable()
export class VisitorSaltsService implements OnModuleInit, OnApplicationShutdown {
  private current?: { day: string; salt: Promise<Buffer> };
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly salts: VisitorSaltRepository,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.sweeper = setInterval(() => {
      this.forgetPastDays(dayOf(this.clock.now())).catch((error: Error) => logger.warn(`Could not delete past salts: ${error.message}`));
    }, SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
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
