import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock';
import { addDays, dayOf, isBefore } from '../common/days';
import { JobsService } from '../jobs';
import type { AllConfig } from '../config/config.type';
import { MONTH_SPANS, type MonthSpan, type Period } from './analytics-days';
import { type AdvanceOutcome, AnalyticsOpenDaysRepository } from './analytics-open-days.repository';
import { AnalyticsRollupRepository } from './analytics-rollup.repository';
import { WebVitalRepository } from './web-vital.repository';

/** A call stamped 23:59:59 is committed by then (docs/analytics.md). */
const DAY_CLOSED_AFTER_MS = 15 * 60_000;
/** A run that wrote this many days (a first start on old events, a long outage) refreshes the planner's statistics. */
const BACKLOG_DAYS = 28;
/** The closing pass also runs this long after its last one: a week or month left by a process that stopped midway is rolled up within the hour. */
const CLOSING_PASS_EVERY_MS = 60 * 60_000;

export const ANALYTICS_ROLLUP_JOB = 'analytics-rollup';

function lastClosedDayAt(now: Date): string {
  return addDays(dayOf(new Date(now.getTime() - DAY_CLOSED_AFTER_MS)), -1);
}

export type RollUpOutcome = {
  rolledUpDays: string[];
  rolledUpWeeks: string[];
  rolledUpMonths: string[];
  rolledUpMonthSpans: Record<MonthSpan, number>;
  deletedEvents: number;
  deletedWebVitals: number;
};

/**
 * A job every ANALYTICS_JOB_INTERVAL_SECONDS in one process at a time: the open days advanced, so a read of today groups a minute's events; before it,
 * once a day has closed (and hourly), the closing pass. Claims and the open state's row keep two runs from counting an event twice (docs/analytics.md).
 */
@Injectable()
export class AnalyticsRollupService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AnalyticsRollupService.name);
  private readonly rawRetentionDays: number;
  private readonly runEverySeconds: number;
  private stopped = false;
  private lastClosingPass?: { lastClosedDay: string; at: number };

  constructor(
    private readonly rollups: AnalyticsRollupRepository,
    private readonly openDays: AnalyticsOpenDaysRepository,
    private readonly webVitals: WebVitalRepository,
    private readonly clock: Clock,
    private readonly jobs: JobsService,
    config: ConfigService<AllConfig, true>,
  ) {
    this.rawRetentionDays = config.getOrThrow('analytics.rawRetentionDays', { infer: true });
    this.runEverySeconds = config.getOrThrow('analytics.jobIntervalSeconds', { infer: true });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.register({ name: ANALYTICS_ROLLUP_JOB, schedule: { everySeconds: this.runEverySeconds }, run: () => this.runOnce() });
  }

  /** The run under way ends early; the jobs wait for it before the pools close. */
  onModuleDestroy(): void {
    this.stopped = true;
  }

  async whenIdle(): Promise<void> {
    await this.jobs.idle(ANALYTICS_ROLLUP_JOB);
  }

  async rollUp(): Promise<RollUpOutcome> {
    const now = this.clock.now();
    const lastClosedDay = lastClosedDayAt(now);
    const firstDay = await this.rollups.firstDayToRollUp();
    const rolledUpDays: string[] = [];
    if (firstDay !== null && !isBefore(lastClosedDay, firstDay)) {
      for (const day of await this.rollups.daysNotRolledUp({ from: firstDay, to: lastClosedDay })) {
        if (this.stopped) break;
        if (await this.rollups.rollUpDay(day)) rolledUpDays.push(day);
      }
    }
    const rolledUpMonths = await this.rollUpPeriods('month', lastClosedDay);
    const rolledUpWeeks = await this.rollUpPeriods('week', lastClosedDay);
    const rolledUpMonthSpans = { toDate: await this.rollUpMonthSpans('toDate'), fromDate: await this.rollUpMonthSpans('fromDate') };
    if (this.stopped) return { rolledUpDays, rolledUpWeeks, rolledUpMonths, rolledUpMonthSpans, deletedEvents: 0, deletedWebVitals: 0 };
    if (rolledUpDays.length >= BACKLOG_DAYS) await this.rollups.refreshStatistics();
    const firstKeptDay = addDays(dayOf(now), -this.rawRetentionDays);
    const deletedEvents = await this.rollups.deleteRawEventsBefore(firstKeptDay);
    const deletedWebVitals = await this.webVitals.deleteBefore(firstKeptDay);
    this.lastClosingPass = { lastClosedDay, at: now.getTime() };
    return { rolledUpDays, rolledUpWeeks, rolledUpMonths, rolledUpMonthSpans, deletedEvents, deletedWebVitals };
  }

  private closingPassDue(): boolean {
    const now = this.clock.now();
    return this.lastClosingPass === undefined || this.lastClosingPass.lastClosedDay !== lastClosedDayAt(now) || now.getTime() - this.lastClosingPass.at >= CLOSING_PASS_EVERY_MS;
  }

  private async rollUpPeriods(period: Period, lastClosedDay: string): Promise<string[]> {
    const rolledUp: string[] = [];
    for (const start of this.stopped ? [] : await this.rollups.periodsToRollUp(period, lastClosedDay)) {
      if (this.stopped) break;
      if (await this.rollups.rollUpPeriod(period, start)) rolledUp.push(start);
    }
    return rolledUp;
  }

  private async rollUpMonthSpans(span: MonthSpan): Promise<number> {
    let rolledUp = 0;
    for (const day of this.stopped ? [] : await this.rollups.monthSpanDaysToRollUp(span)) {
      if (this.stopped) break;
      if (await this.rollups.rollUpMonthSpan(span, day)) rolledUp += 1;
    }
    return rolledUp;
  }

  async advanceOpenDays(): Promise<AdvanceOutcome> {
    const today = dayOf(this.clock.now());
    return this.openDays.advanceOpenDays([addDays(today, -1), today]);
  }

  /** The closing pass when due, then the open days; each failure logged on its own, so one does not hold up the other. */
  private async runOnce(): Promise<void> {
    if (this.closingPassDue()) {
      try {
        this.logRolledUp(await this.rollUp());
      } catch (error) {
        this.logger.warn({ msg: 'analytics roll-up failed, tried again at the next run', err: String(error) });
      }
    }
    if (this.stopped) return;
    try {
      await this.advanceOpenDays();
    } catch (error) {
      this.logger.warn({ msg: 'analytics open days not advanced, tried again at the next run', err: String(error) });
    }
  }

  private logRolledUp({ rolledUpDays, rolledUpWeeks, rolledUpMonths, rolledUpMonthSpans, deletedEvents, deletedWebVitals }: RollUpOutcome): void {
    const spanDays = MONTH_SPANS.reduce((sum, span) => sum + rolledUpMonthSpans[span], 0);
    if (rolledUpDays.length === 0 && rolledUpWeeks.length === 0 && rolledUpMonths.length === 0 && spanDays === 0 && deletedEvents === 0 && deletedWebVitals === 0) return;
    this.logger.log({
      msg: 'analytics rolled up',
      days: rolledUpDays.length,
      firstDay: rolledUpDays[0],
      lastDay: rolledUpDays.at(-1),
      weeks: rolledUpWeeks.length,
      months: rolledUpMonths,
      monthSpanDays: rolledUpMonthSpans,
      deletedEvents,
      deletedWebVitals,
    });
  }
}
