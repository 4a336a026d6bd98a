import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { dayOf } from '../common/days';
import { GroupCommit } from '../database/group-commit';
import type { Campaign, TrackingKind } from './campaign';
import { type HandleCalls, TrackingRepository } from './tracking.repository';
import { isBotCall, type TrackingCaller, visitorId } from './visitor';
import { VisitorSaltsService } from './visitor-salts.service';

// Measured (bench/load/README.md): 2 answered the most page views; from 8 on they only queued.
const TRACKING_STATEMENTS_IN_FLIGHT = 2;

type BatchEntry = Omit<HandleCalls, 'visitors'> & { visitors: Record<TrackingKind, Set<string>> };

type Call = { campaign: Campaign; influencer: string; kind: TrackingKind; at: Date; visitor?: string };

/** Keyed by `day campaign handle`: none of them holds a space. */
function batchCalls(calls: Call[]): HandleCalls[] {
  const entries = new Map<string, BatchEntry>();
  for (const { campaign, influencer, kind, at, visitor } of calls) {
    const day = dayOf(at);
    const key = `${day} ${campaign} ${influencer}`;
    let entry = entries.get(key);
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
      entries.set(key, entry);
    }
    entry[kind] += 1;
    if (at > entry.at) entry.at = at;
    if (visitor === undefined) entry.botCalls += 1;
    else entry.visitors[kind].add(visitor);
  }
  return [...entries.values()].map(({ visitors, ...entry }) => ({
    ...entry,
    visitors: { page_view: [...visitors.page_view], app_store_click: [...visitors.app_store_click], play_store_click: [...visitors.play_store_click] },
  }));
}

@Injectable()
export class TrackingWriterService {
  private readonly writer = new GroupCommit<Call>(async (calls) => {
    await this.tracking.countCalls(batchCalls(calls));
  }, TRACKING_STATEMENTS_IN_FLIGHT);

  constructor(
    private readonly tracking: TrackingRepository,
    private readonly clock: Clock,
    private readonly salts: VisitorSaltsService,
  ) {}

  /** Answered only after its own statement commits (or fails with it). */
  async track(campaign: Campaign, influencer: string, kind: TrackingKind, caller: TrackingCaller): Promise<void> {
    const at = this.clock.now();
    const visitor = isBotCall(caller) ? undefined : visitorId(await this.salts.saltOf(dayOf(at)), campaign, caller);
    return this.writer.add({ campaign, influencer, kind, at, visitor });
  }
}
