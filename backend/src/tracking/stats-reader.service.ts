import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { Clock } from '../common/clock';
import { refuseDaysOutsideWindow } from '../common/days';
import { SnapshotReads } from '../database/snapshot-reads';
import type { Campaign } from './campaign';
import { CampaignStatsRepository } from './campaign-stats.repository';
import type { DayRange, StatsListQuery, StatsPage, StoresReported } from './campaign-stats-sql';
import type { DailyStatsDto } from './dto/daily-stats.dto';
import type { StatsListQueryDto } from './dto/stats-list-query.dto';
import type { InfluencerStatsDto } from './dto/influencer-stats.dto';
import type { StatsRangeQueryDto } from './dto/stats-range.dto';

export type StatsListJson = { body: Buffer; total: number };

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
  constructor(
    private readonly stats: CampaignStatsRepository,
    private readonly reads: SnapshotReads,
    private readonly clock: Clock,
  ) {}

  /** The JSON (all 10,000 records: ~1.7 MB) is kept while nothing commits and shared by requests asking at once (database/snapshot-reads.ts). */
  async recordsJson(campaign: Campaign, query: StatsListQueryDto): Promise<StatsListJson> {
    refuseDaysOutsideWindow(query, this.clock.now());
    const list = listQuery(query);
    return this.reads.read(`campaign-stats ${campaign} ${JSON.stringify(list)}`, async (client) => {
      const { records, total } = await this.page(client, campaign, list);
      return { body: Buffer.from(JSON.stringify(records)), total };
    });
  }

  private async page(client: PoolClient, campaign: Campaign, list: StatsListQuery): Promise<StatsPage> {
    if (!list.from && !list.to) return this.stats.allTimePage(client, campaign, list);
    const range = list.from && list.to ? await this.stats.rolledUpRange(client, campaign, list) : undefined;
    return range === undefined ? this.stats.pageInRange(client, campaign, list) : this.stats.pageInRolledUpRange(client, campaign, range, list);
  }

  async daily(campaign: Campaign, range: StatsRangeQueryDto): Promise<DailyStatsDto[]> {
    refuseDaysOutsideWindow(range, this.clock.now());
    return this.stats.dailyCounts(campaign, dayRange(range));
  }

  knownHandles(campaign: Campaign, handles: string[], prefixes: string[]): Promise<string[]> {
    return this.stats.knownHandles(campaign, handles, prefixes);
  }

  /** Whether each store reported any of the days: a store that reported none has no figure. */
  storesReported(range: StatsRangeQueryDto): Promise<StoresReported> {
    return this.stats.storesReported(dayRange(range));
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
