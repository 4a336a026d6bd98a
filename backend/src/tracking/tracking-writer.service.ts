import { Injectable } from '@nestjs/common';
import { PgPool } from '../database/pg-pool';
import type { Campaign, TrackingKind } from './campaign';
import { type HandleCalls, trackingStatement } from './tracking-statement';

/**
 * Tracking statements run at once per API process; calls that arrive while both run go together
 * in the next one. bench/load measured 1, 2, 4, 8 and 16 (README, "Performance"): 2 answered the
 * most page views at 100 and 500 connections; from 8 on, statements only queued for PostgreSQL and
 * fewer calls shared each commit.
 */
const TRACKING_STATEMENTS_IN_FLIGHT = 2;

/** The calls that go in one tracking statement, per campaign and handle; settled with that statement. */
class TrackingBatch {
  /** By `campaign handle`: neither a campaign nor a handle holds a space. */
  readonly calls = new Map<string, HandleCalls>();
  readonly done: Promise<void>;
  resolve!: () => void;
  reject!: (error: unknown) => void;

  constructor() {
    this.done = new Promise<void>((resolve, reject) => Object.assign(this, { resolve, reject }));
  }

  add(campaign: Campaign, influencer: string, kind: TrackingKind): void {
    const key = `${campaign} ${influencer}`;
    let calls = this.calls.get(key);
    if (!calls) this.calls.set(key, (calls = { campaign, influencer, page_view: 0, app_store_click: 0, play_store_click: 0 }));
    calls[kind] += 1;
  }
}

/**
 * Counts the tracking calls of both campaigns: the only writer of campaign_stats and
 * campaign_event. Each statement goes to the pg pool as a prepared statement, without TypeORM's
 * query runner, and counts many calls in one commit.
 */
@Injectable()
export class TrackingWriterService {
  private inFlight = 0;
  /** The calls waiting for a statement to finish, to go in the next one. */
  private waiting?: TrackingBatch;

  constructor(private readonly pool: PgPool) {}

  /**
   * Counts one call; `influencer` is an already normalised handle. Under load, calls that arrive
   * while every tracking statement runs go together, whatever their campaign and handle, in the
   * next one: a burst is committed a few times, not once per call. Each call is answered after the
   * commit of its own statement (or fails with it, counted by none).
   */
  track(campaign: Campaign, influencer: string, kind: TrackingKind): Promise<void> {
    const batch = (this.waiting ??= new TrackingBatch());
    batch.add(campaign, influencer, kind);
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
      .query(trackingStatement([...batch.calls.values()]))
      .then(() => batch.resolve(), batch.reject)
      .finally(() => {
        this.inFlight -= 1;
        this.runWaiting();
      });
  }
}
