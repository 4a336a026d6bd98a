import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { PgPool } from '../database/pg-pool';
import type { Campaign, TrackingKind } from './campaign';
import { type HandleCalls, trackingStatement } from './tracking-statement';
import { isBotCall, type TrackingCaller, utcDay, visitorId } from './visitor';
import { VisitorSaltsService } from './visitor-salts.service';

/**
 * Tracking statements run at once per API process; calls that arrive while both run go together
 * in the next one. bench/load measured 1, 2, 4, 8 and 16 (README, "Performance"): 2 answered the
 * most page views at 100 and 500 connections; from 8 on, statements only queued for PostgreSQL and
 * fewer calls shared each commit.
 */
const TRACKING_STATEMENTS_IN_FLIGHT = 2;

/** The calls of one handle and day in a batch, with each kind's visitors as a set: a visitor twice in one batch is sent once. */
type BatchEntry = Omit<HandleCalls, 'visitors'> & { visitors: Record<TrackingKind, Set<string>> };

/** One accepted call: when it arrived (by the API's clock) and its visitor id, none for a bot call. */
type Call = { campaign: Campaign; influencer: string; kind: TrackingKind; at: Date; visitor?: string };

/** The calls that go in one tracking statement, per campaign, handle and day; settled with that statement. */
class TrackingBatch {
  /** By `day campaign handle`: none of them holds a space. */
  readonly entries = new Map<string, BatchEntry>();
  readonly done: Promise<void>;
  resolve!: () => void;
  reject!: (error: unknown) => void;

  constructor() {
    this.done = new Promise<void>((resolve, reject) => Object.assign(this, { resolve, reject }));
  }

  add({ campaign, influencer, kind, at, visitor }: Call): void {
    const day = utcDay(at);
    const key = `${day} ${campaign} ${influencer}`;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = {
        campaign,
        influencer,
        day,
        at,
        page_view: 0,
        app_store_click: 0,
        play_store_click: 0,
        botCalls: 0,
        visitors: { page_view: new Set(), app_store_click: new Set(), play_store_click: new Set() },
      };
      this.entries.set(key, entry);
    }
    entry[kind] += 1;
    if (at > entry.at) entry.at = at;
    if (visitor === undefined) entry.botCalls += 1;
    else entry.visitors[kind].add(visitor);
  }

  calls(): HandleCalls[] {
    return [...this.entries.values()].map(({ visitors, ...entry }) => ({
      ...entry,
      visitors: { page_view: [...visitors.page_view], app_store_click: [...visitors.app_store_click], play_store_click: [...visitors.play_store_click] },
    }));
  }
}

/**
 * Counts the tracking calls of both campaigns: the only writer of campaign_stats, campaign_event,
 * campaign_daily_stats and campaign_visitor. Each statement goes to the pg pool as a prepared
 * statement, without TypeORM's query runner, and counts many calls in one commit.
 */
@Injectable()
export class TrackingWriterService {
  private inFlight = 0;
  /** The calls waiting for a statement to finish, to go in the next one. */
  private waiting?: TrackingBatch;

  constructor(
    private readonly pool: PgPool,
    private readonly clock: Clock,
    private readonly salts: VisitorSaltsService,
  ) {}

  /**
   * Counts one call; `influencer` is an already normalised handle. The call counts on the UTC day
   * it arrives, as its visitor (hashed with that day's salt) or as a bot call. Under load, calls
   * that arrive while every tracking statement runs go together, whatever their campaign and
   * handle, in the next one: a burst is committed a few times, not once per call. Each call is
   * answered after the commit of its own statement (or fails with it, counted by none).
   */
  async track(campaign: Campaign, influencer: string, kind: TrackingKind, caller: TrackingCaller): Promise<void> {
    const at = this.clock.now();
    const visitor = isBotCall(caller) ? undefined : visitorId(await this.salts.saltOf(utcDay(at)), campaign, caller);
    const batch = (this.waiting ??= new TrackingBatch());
    batch.add({ campaign, influencer, kind, at, visitor });
    if (this.inFlight < TRACKING_STATEMENTS_IN_FLIGHT) this.runWaiting();
    return batch.done;
  }

  /** Sends the waiting calls in one statement; when it is done, the calls that gathered meanwhile. */
  private runWaiting(): void {
    const batch = this.waiting;
    if (!batch) return;
    this.waiting = undefined;
    this.inFlight += 1;
    void this.pool
      .query(trackingStatement(batch.calls()))
      .then(() => batch.resolve(), batch.reject)
      .finally(() => {
        this.inFlight -= 1;
        this.runWaiting();
      });
  }
}
