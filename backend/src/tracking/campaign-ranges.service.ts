import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock';
import { addDays, dayOf } from '../common/days';
import type { AllConfig } from '../config/config.type';
import { CAMPAIGNS } from './campaign';
import { type CampaignRange, CampaignRangesRepository, type RollUpOutcome } from './campaign-ranges.repository';

/** The admin's presets, "Last 7 days" and "Last 30 days" (frontend/src/features/admin/campaigns/date-range.ts). */
const ROLLED_UP_RANGE_DAYS = [7, 30] as const;

const logger = new Logger('CampaignRanges');

/** Tomorrow's ranges from this long before midnight: ready then, and no rollup folds into them before. */
const BUILT_AHEAD_MS = 60 * 60_000;

/** Each preset ending today and, in the last hour of the day, tomorrow (docs/architecture.md, "Campaign ranges"). */
export function rolledUpRanges(now: Date): CampaignRange[] {
  const today = dayOf(now);
  const lastDays = dayOf(new Date(now.getTime() + BUILT_AHEAD_MS)) === today ? [today] : [today, addDays(today, 1)];
  return CAMPAIGNS.flatMap((campaign) => lastDays.flatMap((lastDay) => ROLLED_UP_RANGE_DAYS.map((days) => ({ campaign, firstDay: addDays(lastDay, 1 - days), lastDay }))));
}

@Injectable()
export class CampaignRangesService implements OnModuleInit, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private readonly runEveryMs: number;

  constructor(
    private readonly ranges: CampaignRangesRepository,
    private readonly clock: Clock,
    config: ConfigService<AllConfig, true>,
  ) {
    this.runEveryMs = config.getOrThrow('analytics.jobIntervalSeconds', { infer: true }) * 1000;
  }

  /** Any time, from any process; with the analytics rollup, since a list sums each pending influencer's counts. */
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
    }, this.runEveryMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
