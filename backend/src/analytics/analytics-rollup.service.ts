import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock';
import type { AllConfig } from '../config/config.type';
import { type AdvanceOutcome, AnalyticsDailyRepository } from './analytics-daily.repository';
import { addDays, dayOf, type Period } from './analytics-days';
import { WebVitalRepository } from './web-vital.repository';

/** A call stamped 23:59:59 is committed by then (docs/analytics.md). */
const DAY_CLOSED_AFTER_MS = 15 * 60_000;
/** A run that wrote this many days (a first start on old events, a long outage) refreshes the planner's statistics. */
const BACKLOG_DAYS = 28;

export type RollUpOutcome = { rolledUpDays: string[]; rolledUpWeeks: string[]; rolledUpMonths: string[]; deletedEvents: number; deletedWebVitals: number };

/**
 * Once at start and every ANALYTICS_JOB_INTERVAL_SECONDS (a minute) in every API process: the
 * closed days, then weeks and months, rolled up, then the open days advanced, so a read of today
 * groups the events of the last minute, not of the day. The claims of days and periods, and the
 * open state's row, keep two processes from counting an event twice. A timer rather than a
 * pg-boss schedule: pg-boss runs only where a mail transport is configured (mail/mail-queue.ts).
 */
@Injectable()
export class AnalyticsRollupService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AnalyticsRollupService.name);
  private readonly rawRetentionDays: number;
  private readonly runEveryMs: number;
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = false;

  constructor(
    private readonly daily: AnalyticsDailyRepository,
    private readonly webVitals: WebVitalRepository,
    private readonly clock: Clock,
    config: ConfigService<AllConfig, true>,
  ) {
    this.rawRetentionDays = config.getOrThrow('analytics.rawRetentionDays', { infer: true });
    this.runEveryMs = config.getOrThrow('analytics.jobIntervalSeconds', { infer: true }) * 1000;
  }

  onApplicationBootstrap(): void {
    this.runInBackground();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.whenIdle();
  }

  /** Resolves once the background run in progress, if any, has ended. */
  async whenIdle(): Promise<void> {
    await this.running;
  }

  /** Every closed day not rolled up yet, oldest first, then every month and week whose days all are, then the raw events and the Web Vitals past their retention. */
  async rollUp(): Promise<RollUpOutcome> {
    const now = this.clock.now();
    const lastClosedDay = addDays(dayOf(new Date(now.getTime() - DAY_CLOSED_AFTER_MS)), -1);
    const firstDay = await this.daily.firstDayToRollUp();
    const rolledUpDays: string[] = [];
    if (firstDay !== null && firstDay <= lastClosedDay) {
      for (const day of await this.daily.daysNotRolledUp({ from: firstDay, to: lastClosedDay })) {
        if (this.stopped) break;
        if (await this.daily.rollUpDay(day)) rolledUpDays.push(day);
      }
    }
    const rolledUpMonths = await this.rollUpPeriods('month', lastClosedDay);
    const rolledUpWeeks = await this.rollUpPeriods('week', lastClosedDay);
    if (this.stopped) return { rolledUpDays, rolledUpWeeks, rolledUpMonths, deletedEvents: 0, deletedWebVitals: 0 };
    if (rolledUpDays.length >= BACKLOG_DAYS) await this.daily.refreshStatistics();
    const firstKeptDay = addDays(dayOf(now), -this.rawRetentionDays);
    const deletedEvents = await this.daily.deleteRawEventsBefore(firstKeptDay);
    return { rolledUpDays, rolledUpWeeks, rolledUpMonths, deletedEvents, deletedWebVitals: await this.webVitals.deleteBefore(firstKeptDay) };
  }

  private async rollUpPeriods(period: Period, lastClosedDay: string): Promise<string[]> {
    const rolledUp: string[] = [];
    for (const start of this.stopped ? [] : await this.daily.periodsToRollUp(period, lastClosedDay)) {
      if (this.stopped) break;
      if (await this.daily.rollUpPeriod(period, start)) rolledUp.push(start);
    }
    return rolledUp;
  }

  /** Today and yesterday tracked, unless rolled up, and every tracked day's rows brought up to the events committed now. */
  async advanceOpenDays(): Promise<AdvanceOutcome> {
    const today = dayOf(this.clock.now());
    return this.daily.advanceOpenDays([addDays(today, -1), today]);
  }

  private runInBackground(): void {
    if (this.stopped) return;
    this.running ??= this.rollUp()
      .then(async (outcome) => {
        if (!this.stopped) await this.advanceOpenDays();
        return outcome;
      })
      .then(({ rolledUpDays, rolledUpWeeks, rolledUpMonths, deletedEvents, deletedWebVitals }) => {
        if (rolledUpDays.length > 0 || rolledUpWeeks.length > 0 || rolledUpMonths.length > 0 || deletedEvents > 0 || deletedWebVitals > 0) {
          this.logger.log({
            msg: 'analytics rolled up',
            days: rolledUpDays.length,
            firstDay: rolledUpDays[0],
            lastDay: rolledUpDays.at(-1),
            weeks: rolledUpWeeks.length,
            months: rolledUpMonths,
            deletedEvents,
            deletedWebVitals,
          });
        }
      })
      .catch((error: unknown) => this.logger.warn({ msg: 'analytics roll-up failed, tried again at the next run', err: String(error) }))
      .finally(() => {
        this.running = undefined;
      });
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.runInBackground(), this.runEveryMs).unref();
  }
}
