import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock';
import { addDays, dayOf, LAST_DAYS_PRESETS } from '../common/days';
import type { AllConfig } from '../config/config.type';
import { JobsService } from '../jobs';
import { CAMPAIGNS } from './campaign';
import { type CampaignRange, CampaignRangesRepository, type RollUpOutcome } from './campaign-ranges.repository';

const ROLLED_UP_RANGE_DAYS = Object.values(LAST_DAYS_PRESETS);

export const CAMPAIGN_RANGES_JOB = 'campaign-ranges';

/** Tomorrow's ranges from this long before midnight: ready then, and no rollup folds into them before. */
const BUILT_AHEAD_MS = 60 * 60_000;

/** Each preset ending today and, in the last hour of the day, tomorrow (docs/architecture.md, "Campaign ranges"). */
export function rolledUpRanges(now: Date): CampaignRange[] {
  const today = dayOf(now);
  const lastDays = dayOf(new Date(now.getTime() + BUILT_AHEAD_MS)) === today ? [today] : [today, addDays(today, 1)];
  return CAMPAIGNS.flatMap((campaign) => lastDays.flatMap((lastDay) => ROLLED_UP_RANGE_DAYS.map((days) => ({ campaign, firstDay: addDays(lastDay, 1 - days), lastDay }))));
}

@Injectable()
export class CampaignRangesService implements OnApplicationBootstrap {
  private readonly runEverySeconds: number;

  constructor(
    private readonly ranges: CampaignRangesRepository,
    private readonly clock: Clock,
    private readonly jobs: JobsService,
    config: ConfigService<AllConfig, true>,
  ) {
    this.runEverySeconds = config.getOrThrow('analytics.jobIntervalSeconds', { infer: true });
  }

  /** Any time, from any process; with the analytics rollup, since a list sums each pending influencer's counts. */
  rollUp(): Promise<RollUpOutcome> {
    return this.ranges.rollUp(rolledUpRanges(this.clock.now()));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.register({
      name: CAMPAIGN_RANGES_JOB,
      schedule: { everySeconds: this.runEverySeconds },
      run: async () => {
        await this.rollUp();
      },
    });
  }
}
