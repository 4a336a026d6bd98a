import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock';
import { addDays, dayOf } from '../common/days';
import { CAMPAIGNS } from './campaign';
import { type CampaignRange, CampaignRangesRepository, type RollUpOutcome } from './campaign-ranges.repository';

/** The admin's presets, "Last 7 days" and "Last 30 days" (frontend/src/features/admin/campaigns/date-range.ts). */
const ROLLED_UP_RANGE_DAYS = [7, 30] as const;

/** Pending counts wait at most this long; a list reads each pending influencer's counts, so few should wait. */
const ROLL_UP_EVERY_MS = 30_000;

const logger = new Logger('CampaignRanges');

/**
 * Each preset range ending today, and the one ending tomorrow, built ahead so that midnight finds
 * it ready (docs/architecture.md, "Campaign ranges").
 */
export function rolledUpRanges(now: Date): CampaignRange[] {
  const today = dayOf(now);
  return CAMPAIGNS.flatMap((campaign) =>
    [today, addDays(today, 1)].flatMap((lastDay) => ROLLED_UP_RANGE_DAYS.map((days) => ({ campaign, firstDay: addDays(lastDay, 1 - days), lastDay }))),
  );
}

@Injectable()
export class CampaignRangesService implements OnModuleInit, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly ranges: CampaignRangesRepository,
    private readonly clock: Clock,
  ) {}

  /** Any time, from any process, as often as wanted: each run is one transaction, one at a time. */
  rollUp(): Promise<RollUpOutcome> {
    return this.ranges.rollUp(rolledUpRanges(this.clock.now()));
  }

  onModuleInit(): void {
    this.timer = setInterval(() => {
      this.running ??= this.rollUp()
        .catch((error: Error) => logger.warn(`Campaign ranges not rolled up, tried again at the next run: ${error.message}`))
        .finally(() => {
          this.running = undefined;
        });
    }, ROLL_UP_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
