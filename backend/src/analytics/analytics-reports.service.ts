import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { fractionOf, visitorConversion } from '../common/conversion';
import { everyDay, previousRange, refuseDaysOutsideWindow } from '../common/days';
import { COUNTED_PAGES } from '../site';
import { type BreakdownRow, AnalyticsFiguresRepository, type SeriesRow, type TotalsRow } from './analytics-figures.repository';
import { ANALYTICS_FILTERS, ANALYTICS_REALTIME_MINUTES, type AnalyticsBreakdown, type AnalyticsFilters, type DayRange } from './analytics-dimensions';
import type { AnalyticsBreakdownQueryDto, AnalyticsFiltersQueryDto, AnalyticsRangeQueryDto } from './dto/analytics-query.dto';
import type {
  AnalyticsBreakdownDto,
  AnalyticsBreakdownRowDto,
  AnalyticsFiguresDto,
  AnalyticsPointDto,
  AnalyticsRealtimeDto,
  AnalyticsSummaryDto,
  AnalyticsTimeseriesDto,
} from './dto/analytics-reports.dto';
import type { AnalyticsSpeedDto, WebVitalFiguresDto } from './dto/analytics-speed.dto';
import type { VitalFigures } from './web-vital.repository';
import { WEB_VITALS } from './web-vitals';
import { WebVitalsService } from './web-vitals.service';

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));

function filtersOf(query: AnalyticsFiltersQueryDto): AnalyticsFilters {
  return Object.fromEntries(ANALYTICS_FILTERS.flatMap((filter) => (query[filter] === undefined ? [] : [[filter, query[filter]]])));
}

function figures({ visitors, page_views, store_taps, store_visitors, bot_page_views }: TotalsRow): AnalyticsFiguresDto {
  return {
    visitors,
    pageViews: page_views,
    storeTaps: store_taps,
    storeVisitors: store_visitors,
    storeVisitorShare: fractionOf(visitorConversion({ storeVisitors: store_visitors, visitors })),
    botPageViews: bot_page_views,
  };
}

function dense(ats: string[], rows: SeriesRow[], label: (at: string) => string): AnalyticsPointDto[] {
  const byAt = new Map(rows.map((row) => [row.at, row]));
  return ats.map((at) => ({ at: label(at), visitors: byAt.get(at)?.visitors ?? 0, pageViews: byAt.get(at)?.page_views ?? 0 }));
}

function breakdownRow({ value, visitors, page_views, events, store_visitors }: BreakdownRow, totalVisitors: number): AnalyticsBreakdownRowDto {
  return {
    value,
    visitors,
    pageViews: page_views,
    events,
    storeVisitors: store_visitors,
    share: fractionOf({ part: visitors, whole: totalVisitors }),
    conversion: fractionOf(visitorConversion({ storeVisitors: store_visitors, visitors })),
  };
}

function vitalFigures({ p75, page_views, good, poor }: VitalFigures): WebVitalFiguresDto {
  return {
    p75,
    pageViews: page_views,
    good: fractionOf({ part: good, whole: page_views }),
    needsImprovement: fractionOf({ part: page_views - good - poor, whole: page_views }),
    poor: fractionOf({ part: poor, whole: page_views }),
  };
}

@Injectable()
export class AnalyticsReportsService {
  constructor(
    private readonly repository: AnalyticsFiguresRepository,
    private readonly clock: Clock,
    private readonly webVitals: WebVitalsService,
  ) {}

  async summary(query: AnalyticsRangeQueryDto): Promise<AnalyticsSummaryDto> {
    refuseDaysOutsideWindow(query, this.clock.now());
    const range: DayRange = { from: query.from, to: query.to };
    const previous = previousRange(range);
    const filters = filtersOf(query);
    const [current, before] = await Promise.all([this.repository.totals(range, filters), this.repository.totals(previous, filters)]);
    return { ...range, previousFrom: previous.from, previousTo: previous.to, current: figures(current), previous: figures(before) };
  }

  async timeseries(query: AnalyticsRangeQueryDto): Promise<AnalyticsTimeseriesDto> {
    refuseDaysOutsideWindow(query, this.clock.now());
    const range: DayRange = { from: query.from, to: query.to };
    const previous = previousRange(range);
    const filters = filtersOf(query);
    if (range.from === range.to) {
      const [points, previousPoints] = await Promise.all([this.repository.hourlySeries(range.from, filters), this.repository.hourlySeries(previous.from, filters)]);
      const hourOf = (day: string) => (hour: string) => `${day}T${hour}:00:00.000Z`;
      return { interval: 'hour', points: dense(HOURS, points, hourOf(range.from)), previousPoints: dense(HOURS, previousPoints, hourOf(previous.from)) };
    }
    const [points, previousPoints] = await Promise.all([this.repository.dailySeries(range, filters), this.repository.dailySeries(previous, filters)]);
    const asIs = (day: string) => day;
    return { interval: 'day', points: dense(everyDay(range), points, asIs), previousPoints: dense(everyDay(previous), previousPoints, asIs) };
  }

  async breakdown(query: AnalyticsBreakdownQueryDto): Promise<AnalyticsBreakdownDto> {
    refuseDaysOutsideWindow(query, this.clock.now());
    const range: DayRange = { from: query.from, to: query.to };
    const filters = filtersOf(query);
    const dimension: AnalyticsBreakdown = query.dimension;
    // Pages only: the 404 page has its own card, and rows stored before the API refused other paths stay out of it.
    const values = dimension === 'page' ? COUNTED_PAGES : undefined;
    const [rows, totals] = await Promise.all([this.repository.breakdown(range, dimension, filters, query.limit, values), this.repository.totals(range, filters)]);
    return { dimension, totalVisitors: totals.visitors, rows: rows.map((row) => breakdownRow(row, totals.visitors)) };
  }

  async realtime(query: AnalyticsFiltersQueryDto): Promise<AnalyticsRealtimeDto> {
    const since = new Date(this.clock.now().getTime() - ANALYTICS_REALTIME_MINUTES * 60_000);
    return { visitors: await this.repository.visitorsSince(since, filtersOf(query)), since: since.toISOString() };
  }

  async speed(query: AnalyticsRangeQueryDto): Promise<AnalyticsSpeedDto> {
    refuseDaysOutsideWindow(query, this.clock.now());
    const rows = await this.webVitals.speed({ from: query.from, to: query.to }, filtersOf(query));
    return {
      rows: rows.map((row) => ({
        page: row.page,
        device: row.device,
        pageViews: row.page_views,
        ...(Object.fromEntries(WEB_VITALS.map((vital) => [vital, vitalFigures(row[vital])])) as Record<(typeof WEB_VITALS)[number], WebVitalFiguresDto>),
      })),
    };
  }
}
