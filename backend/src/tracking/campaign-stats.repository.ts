import { Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { arrayLiteral } from '../common/sql';
import { PgPool } from '../database/pg-pool';
import { type Campaign, INSTALL_STORES } from './campaign';
import {
  allTimePageSql,
  dailyCountsSql,
  type DayRange,
  INFLUENCER_ALL_TIME_SQL,
  INFLUENCER_IN_RANGE_SQL,
  KNOWN_HANDLES_SQL,
  likePrefix,
  rangePageSql,
  RECORD_FIELDS,
  REPORTED_COLUMNS,
  type ReportedRow,
  ROLLED_UP_RANGE_SQL,
  rolledUpPageSql,
  sortsByInstalls,
  type StatsListQuery,
  type StatsPage,
  type StatsRow,
  STORES_REPORTED_SQL,
  type StoresReported,
} from './campaign-stats-sql';
import type { DailyStatsDto } from './dto/daily-stats.dto';
import type { InfluencerStatsDto } from './dto/influencer-stats.dto';
import type { StatsSortField } from './dto/stats-list-query.dto';

/** A figure null in every record (its stores reported none of the days) sorts as the handles do, whichever index holds it. */
function sortable(query: StatsListQuery, reported: StoresReported): StatsListQuery {
  const known: Partial<Record<StatsSortField, boolean>> = {
    appStoreInstalls: reported['app-store'],
    playStoreInstalls: reported['play-store'],
    installs: reported['app-store'] || reported['play-store'],
    installsPer100Visitors: reported['app-store'] || reported['play-store'],
  };
  return known[query.sort] === false ? { ...query, sort: 'influencer' } : query;
}

const reportedOf = (row: ReportedRow): StoresReported => Object.fromEntries(INSTALL_STORES.map((store) => [store, row[REPORTED_COLUMNS[store]]])) as StoresReported;

type PageRow = StatsRow & ReportedRow & { total: number };

const pageOf = (rows: PageRow[]): StatsPage => ({ total: rows[0].total, records: rows.filter((row) => row.id !== null).map(recordOf) });

/** A store's installs are null when it reported none of the range's days; installs, the sum of those not null. */
function installFigures(row: StatsRow, reported: StoresReported): InfluencerStatsDto {
  const appStoreInstalls = reported['app-store'] ? row.appStoreInstalls : null;
  const playStoreInstalls = reported['play-store'] ? row.playStoreInstalls : null;
  const installs = appStoreInstalls === null && playStoreInstalls === null ? null : (appStoreInstalls ?? 0) + (playStoreInstalls ?? 0);
  const installsPer100Visitors = installs === null || row.uniqueVisitors === 0 ? null : (installs * 100) / row.uniqueVisitors;
  return { ...row, appStoreInstalls, playStoreInstalls, installs, installsPer100Visitors };
}

function recordOf(row: StatsRow & ReportedRow): InfluencerStatsDto {
  return installFigures(Object.fromEntries(RECORD_FIELDS.map((field) => [field, row[field]])) as unknown as StatsRow, reportedOf(row));
}

/** Plain rows on PgPool, no TypeORM entities (bench/load/README.md); the statements in campaign-stats-sql.ts. */
@Injectable()
export class CampaignStatsRepository {
  constructor(private readonly pool: PgPool) {}

  /** One statement in the caller's snapshot (database/snapshot-reads.ts), read in the order of its sort's index. */
  async allTimePage(client: PoolClient, campaign: Campaign, asked: StatsListQuery): Promise<StatsPage> {
    const query = await this.sortable(asked, client);
    const { rows } = await client.query<PageRow>(allTimePageSql(query), [campaign, likePrefix(query.prefix), query.limit, query.offset]);
    return pageOf(rows);
  }

  async pageInRange(client: PoolClient, campaign: Campaign, asked: StatsListQuery): Promise<StatsPage> {
    const query = await this.sortable(asked, client);
    const { rows } = await client.query<PageRow>(rangePageSql(query), [campaign, query.from, query.to, likePrefix(query.prefix), query.limit, query.offset]);
    return pageOf(rows);
  }

  async pageInRolledUpRange(client: PoolClient, campaign: Campaign, range: number, asked: StatsListQuery): Promise<StatsPage> {
    const query = await this.sortable(asked, client);
    const { rows } = await client.query<PageRow>(rolledUpPageSql(query), [campaign, query.from, query.to, range, likePrefix(query.prefix), query.limit, query.offset]);
    return pageOf(rows);
  }

  async storesReported({ from, to }: DayRange, client: Pool | PoolClient = this.pool): Promise<StoresReported> {
    const { rows } = await client.query<ReportedRow>(STORES_REPORTED_SQL, [from, to]);
    return reportedOf(rows[0]);
  }

  /** The handles of `campaign` among `handles`, or starting with one of `prefixes`. */
  async knownHandles(campaign: Campaign, handles: string[], prefixes: string[]): Promise<string[]> {
    const { rows } = await this.pool.query<{ influencer: string }>(KNOWN_HANDLES_SQL, [campaign, arrayLiteral(handles), prefixes.map(likePrefix)]);
    return rows.map(({ influencer }) => influencer);
  }

  async rolledUpRange(client: PoolClient, campaign: Campaign, { from, to }: DayRange): Promise<number | undefined> {
    const { rows } = await client.query<{ id: number }>(ROLLED_UP_RANGE_SQL, [campaign, from, to]);
    return rows[0]?.id;
  }

  async dailyCounts(campaign: Campaign, { from, to }: DayRange): Promise<DailyStatsDto[]> {
    const { rows } = await this.pool.query<DailyStatsDto>(dailyCountsSql(false), [campaign, from, to]);
    return rows;
  }

  async influencerAllTime(campaign: Campaign, influencer: string): Promise<InfluencerStatsDto | undefined> {
    const { rows } = await this.pool.query<StatsRow & ReportedRow>(INFLUENCER_ALL_TIME_SQL, [campaign, influencer]);
    return rows[0] && recordOf(rows[0]);
  }

  async influencerInRange(campaign: Campaign, influencer: string, { from, to }: DayRange): Promise<InfluencerStatsDto | undefined> {
    const { rows } = await this.pool.query<StatsRow & ReportedRow>(INFLUENCER_IN_RANGE_SQL, [campaign, from, to, influencer]);
    return rows[0] && recordOf(rows[0]);
  }

  async influencerDailyCounts(campaign: Campaign, influencer: string, { from, to }: DayRange): Promise<DailyStatsDto[]> {
    const { rows } = await this.pool.query<DailyStatsDto>(dailyCountsSql(true), [campaign, from, to, influencer]);
    return rows;
  }

  /** Only a sort by installs depends on the stores' reported days before the page is read; every page reads them in its own statement too. */
  private async sortable(asked: StatsListQuery, client: PoolClient): Promise<StatsListQuery> {
    return sortsByInstalls(asked.sort) ? sortable(asked, await this.storesReported(asked, client)) : asked;
  }
}
