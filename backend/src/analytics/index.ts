export { ANALYTICS_BREAKDOWN_LIMIT_MAX, ANALYTICS_BREAKDOWNS, ANALYTICS_FILTERS, ANALYTICS_RANGE_DAYS_MAX, ANALYTICS_REALTIME_MINUTES } from './analytics-dimensions';
export { ANALYTICS_EVENT_NAMES, ANALYTICS_LIMITS } from './analytics-event.entity';
export { AnalyticsReportsService } from './analytics-reports.service';
export { AnalyticsModule } from './analytics.module';
export type { AnalyticsFiguresDto } from './dto/analytics-reports.dto';
export { REFERRER_SCHEMES } from './event-dimensions';
export { CONNECTION_TYPES, WEB_VITAL_MAX, WEB_VITAL_THRESHOLDS, WEB_VITALS } from './web-vitals';
