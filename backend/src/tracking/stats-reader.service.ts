import { Injectable } from '@nestjs/common';
import type { Campaign } from './campaign';
import { CampaignStatsRepository, type DayRange, type StatsListQuery } from './campaign-stats.repository';
import type { DailyStatsDto } from './dto/daily-stats.dto';
import type { StatsListQueryDto } from './dto/stats-list-query.dto';
import type { InfluencerStatsDto } from './dto/influencer-stats.dto';
import type { StatsRangeQueryDto } from './dto/stats-range.dto';

type AllTimeList = { snapshot: string; body: Buffer; total: number; startedAt: number };

export type StatsListJson = { body: Buffer; total: number };

/** Counts of matching records by campaign and handle prefix; bounded, as the prefixes are the callers'. */
const COUNTS_KEPT = 1_000;

const dayRange = ({ from, to }: StatsRangeQueryDto): DayRange => ({ from: from ?? null, to: to ?? null });

const listQuery = (query: StatsListQueryDto): StatsListQuery => ({
  ...dayRange(query),
  prefix: query.q ?? null,
  sort: query.sort,
  order: query.order,
  limit: query.limit ?? null,
  offset: query.offset,
});

@Injectable()
export class StatsReaderService {
  private readonly allTime = new Map<Campaign, AllTimeList>();
  private readonly pendingAllTime = new Map<Campaign, { startedAt: number; list: Promise<AllTimeList> }>();
  private readonly counts = new Map<string, { snapshot: string; total: number }>();

  constructor(private readonly stats: CampaignStatsRepository) {}

  async recordsJson(campaign: Campaign, query: StatsListQueryDto): Promise<StatsListJson> {
    const list = listQuery(query);
    if (list.from || list.to) return this.json(await this.stats.pageInRange(campaign, list));
    if (list.limit === null && list.offset === 0 && list.prefix === null && list.sort === 'influencer' && list.order === 'asc') {
      const { body, total } = await this.allTimeJson(campaign);
      return { body, total };
    }
    return this.json(await this.allTimePage(campaign, list));
  }

  private json({ records, total }: { records: unknown[]; total: number }): StatsListJson {
    return { body: Buffer.from(JSON.stringify(records)), total };
  }

  // Counting 100,000 records costs more than reading a page of them: the count is kept while the snapshot is unchanged.
  private async allTimePage(campaign: Campaign, list: StatsListQuery) {
    const key = `${campaign} ${list.prefix ?? ''}`;
    const counted = this.counts.get(key);
    const { snapshot, total, records } = await this.stats.allTimePage(campaign, list, counted?.snapshot ?? null);
    if (total === null && counted) return { records, total: counted.total };
    if (this.counts.size >= COUNTS_KEPT) this.counts.clear();
    this.counts.set(key, { snapshot, total: total ?? 0 });
    return { records, total: total ?? 0 };
  }

  // 10,000 records: ~1.7 MB of JSON, 15 ms; served again while the snapshot is unchanged. A shared
  // read must start after the request arrived, so it sees every write the request could have seen.
  private async allTimeJson(campaign: Campaign): Promise<AllTimeList> {
    const arrivedAt = performance.now();
    const cached = this.allTime.get(campaign);
    if (cached && (await this.stats.currentSnapshot()) === cached.snapshot) return cached;
    const pending = this.pendingAllTime.get(campaign);
    if (pending && pending.startedAt >= arrivedAt) return pending.list;
    const startedAt = performance.now();
    const list = this.readAllTime(campaign, startedAt);
    this.pendingAllTime.set(campaign, { startedAt, list });
    const read = await list;
    const latest = this.allTime.get(campaign);
    if (!latest || read.startedAt > latest.startedAt) this.allTime.set(campaign, read);
    return read;
  }

  private async readAllTime(campaign: Campaign, startedAt: number): Promise<AllTimeList> {
    const { snapshot, records } = await this.stats.allTimeRecords(campaign);
    return { snapshot, body: Buffer.from(JSON.stringify(records)), total: records.length, startedAt };
  }

  daily(campaign: Campaign, range: StatsRangeQueryDto): Promise<DailyStatsDto[]> {
    return this.stats.dailyCounts(campaign, dayRange(range));
  }

  /** One influencer's record (undefined before its first call in the range) and its days; no cache, unlike the lists. */
  async influencer(campaign: Campaign, influencer: string, range: StatsRangeQueryDto): Promise<{ record?: InfluencerStatsDto; daily: DailyStatsDto[] }> {
    const days = dayRange(range);
    const [record, daily] = await Promise.all([
      days.from || days.to ? this.stats.influencerInRange(campaign, influencer, days) : this.stats.influencerAllTime(campaign, influencer),
      this.stats.influencerDailyCounts(campaign, influencer, days),
    ]);
    return { record, daily };
  }
}
