import { Injectable } from '@nestjs/common';
import type { Campaign } from './campaign';
import { CampaignStatsRepository, type DayRange } from './campaign-stats.repository';
import type { DailyStatsDto } from './dto/daily-stats.dto';
import type { InfluencerStatsDto } from './dto/influencer-stats.dto';
import type { StatsRangeQueryDto } from './dto/stats-range.dto';

type AllTimeList = { snapshot: string; body: Buffer; startedAt: number };

const dayRange = ({ from, to }: StatsRangeQueryDto): DayRange => ({ from: from ?? null, to: to ?? null });

@Injectable()
export class StatsReaderService {
  private readonly allTime = new Map<Campaign, AllTimeList>();
  private readonly pendingAllTime = new Map<Campaign, { startedAt: number; list: Promise<AllTimeList> }>();

  constructor(private readonly stats: CampaignStatsRepository) {}

  async recordsJson(campaign: Campaign, range: StatsRangeQueryDto): Promise<Buffer> {
    if (!range.from && !range.to) return this.allTimeJson(campaign);
    return Buffer.from(JSON.stringify(await this.stats.recordsInRange(campaign, dayRange(range))));
  }

  // 10,000 records: ~1.7 MB of JSON, 15 ms; served again while the snapshot is unchanged. A shared
  // read must start after the request arrived, so it sees every write the request could have seen.
  private async allTimeJson(campaign: Campaign): Promise<Buffer> {
    const arrivedAt = performance.now();
    const cached = this.allTime.get(campaign);
    if (cached && (await this.stats.currentSnapshot()) === cached.snapshot) return cached.body;
    const pending = this.pendingAllTime.get(campaign);
    if (pending && pending.startedAt >= arrivedAt) return (await pending.list).body;
    const startedAt = performance.now();
    const list = this.readAllTime(campaign, startedAt);
    this.pendingAllTime.set(campaign, { startedAt, list });
    const read = await list;
    const latest = this.allTime.get(campaign);
    if (!latest || read.startedAt > latest.startedAt) this.allTime.set(campaign, read);
    return read.body;
  }

  private async readAllTime(campaign: Campaign, startedAt: number): Promise<AllTimeList> {
    const { snapshot, records } = await this.stats.allTimeRecords(campaign);
    return { snapshot, body: Buffer.from(JSON.stringify(records)), startedAt };
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
