import { Injectable } from '@nestjs/common';
import type { QueryConfig } from 'pg';
import { PgPool } from '../database/pg-pool';
import { SnapshotReads } from '../database/snapshot-reads';
import { dayStart, filterSql, Params } from './analytics-sql-builders';
import type { AnalyticsFilters, DayRange } from './analytics-dimensions';
import type { Device, ScreenClass } from './event-dimensions';
import { WEB_VITAL_THRESHOLDS, WEB_VITALS, type ConnectionType, type WebVital } from './web-vitals';

export type NewWebVitals = Partial<Record<WebVital, number>> & {
  path: string;
  createdAt: Date;
  connection: ConnectionType | null;
  device: Device;
  screen: ScreenClass | null;
  browser: string | null;
  os: string | null;
  country: string | null;
  source: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  ref: string | null;
};

export type VitalFigures = { p75: number | null; page_views: number; good: number; poor: number };
export type SpeedRow = { page: string; device: string; page_views: number } & Record<WebVital, VitalFigures>;

const STATEMENT_NAME = 'insert-web-vitals';

/** In the order received, so ids follow time. */
const STATEMENT_TEXT = `
  INSERT INTO web_vital (created_at, path, lcp, inp, cls, fcp, ttfb, connection, device, screen, browser, os, country, source, utm_source, utm_medium, utm_campaign, ref)
  SELECT created_at, path, lcp, inp, cls, fcp, ttfb, connection, device, screen, browser, os, country, source, utm_source, utm_medium, utm_campaign, ref
  FROM unnest($1::timestamptz[], $2::varchar[], $3::float8[], $4::float8[], $5::float8[], $6::float8[], $7::float8[], $8::varchar[], $9::varchar[],
    $10::varchar[], $11::varchar[], $12::varchar[], $13::char(2)[], $14::varchar[], $15::varchar[], $16::varchar[], $17::varchar[], $18::varchar[])
    WITH ORDINALITY AS received(created_at, path, lcp, inp, cls, fcp, ttfb, connection, device, screen, browser, os, country, source,
      utm_source, utm_medium, utm_campaign, ref, number)
  ORDER BY number`;

function webVitalsStatement(rows: readonly NewWebVitals[]): QueryConfig {
  const column = <T>(value: (row: NewWebVitals) => T) => rows.map(value);
  return {
    name: STATEMENT_NAME,
    text: STATEMENT_TEXT,
    values: [
      column((row) => row.createdAt.toISOString()),
      column((row) => row.path),
      ...WEB_VITALS.map((vital) => column((row) => row[vital] ?? null)),
      column((row) => row.connection),
      column((row) => row.device),
      column((row) => row.screen),
      column((row) => row.browser),
      column((row) => row.os),
      column((row) => row.country),
      column((row) => row.source),
      column((row) => row.utmSource),
      column((row) => row.utmMedium),
      column((row) => row.utmCampaign),
      column((row) => row.ref),
    ],
  };
}

/** The thresholds are the contract's constants, written into the SQL as numbers. */
const VITAL_COLUMNS = WEB_VITALS.map((vital) => {
  const column = vital.toLowerCase();
  const { good, poor } = WEB_VITAL_THRESHOLDS[vital];
  return `json_build_object(
      'p75', percentile_cont(0.75) WITHIN GROUP (ORDER BY v.${column}),
      'page_views', count(v.${column}),
      'good', count(*) FILTER (WHERE v.${column} <= ${good}),
      'poor', count(*) FILTER (WHERE v.${column} > ${poor})) AS "${vital}"`;
}).join(',\n    ');

/** Not TypeORM's query runner, so the insert stays prepared (as analytics-event.repository.ts). */
@Injectable()
export class WebVitalRepository {
  constructor(
    private readonly pool: PgPool,
    private readonly reads: SnapshotReads,
  ) {}

  async insertMany(rows: readonly NewWebVitals[]): Promise<void> {
    await this.pool.query(webVitalsStatement(rows));
  }

  /** Per page and device, most page loads first; the range's created_at bounds pick the rows from the index. */
  async speed(range: DayRange, filters: AnalyticsFilters): Promise<SpeedRow[]> {
    const params = new Params();
    const from = dayStart(`${params.add(range.from)}::date`);
    const to = dayStart(`${params.add(range.to)}::date + 1`);
    const sql = `SELECT v.path AS page, v.device, count(*)::int AS page_views,
    ${VITAL_COLUMNS}
       FROM web_vital v
       WHERE v.created_at >= ${from} AND v.created_at < ${to} ${filterSql(params, filters, 'v')}
       GROUP BY v.path, v.device
       ORDER BY page_views DESC, v.path COLLATE "C", v.device`;
    return this.reads.read(JSON.stringify([sql, params.values]), async (client) => (await client.query<SpeedRow>(sql, params.values)).rows);
  }

  async deleteBefore(day: string): Promise<number> {
    const { rowCount } = await this.pool.query(`DELETE FROM web_vital WHERE created_at < ${dayStart('$1::date')}`, [day]);
    return rowCount ?? 0;
  }
}
