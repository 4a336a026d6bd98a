// The contract values the frontend needs as values, not only as types: `make api-types`
// (infra/scripts/api-types.mjs) writes each export below into frontend/src/lib/contract.ts, and
// `make test-api-types` fails when that file differs. Each value is defined where its rule lives.
export {
  ANALYTICS_BREAKDOWN_LIMIT_MAX,
  ANALYTICS_BREAKDOWNS,
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_FILTERS,
  ANALYTICS_LIMITS,
  ANALYTICS_RANGE_DAYS_MAX,
  ANALYTICS_REALTIME_MINUTES,
  CONNECTION_TYPES,
  REFERRER_SCHEMES,
  WEB_VITAL_MAX,
  WEB_VITAL_THRESHOLDS,
  WEB_VITALS,
} from './analytics';
export { ADMIN_PATH_PREFIX, DOWNLOAD_PAGES, SITE_PAGES } from './site';
export { ANSWER_PROMISE, SUPPORT_CATEGORIES, SUPPORT_LIMITS, SUPPORT_PRIORITIES, SUPPORT_RESPONSE_HOURS } from './support';
export { CAMPAIGN_PAGES, CAMPAIGN_PATHS, CAMPAIGNS, INFLUENCER_HANDLE_MAX_LENGTH, INFLUENCER_HANDLE_MIN_LENGTH, INFLUENCER_HANDLE_PATTERN, STATS_SORT_FIELDS } from './tracking';
export { DAY_WINDOW, LAST_DAYS_PRESETS } from './common/days';
export { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './common/email';
export { INSTALL_FILE_MAX_BYTES, INSTALL_STORES } from './installs';
export { LIST_PAGE_SIZE_MAX } from './common/list-query.dto';
export { REPORT_LINK_EXPIRES_IN_DAYS_MAX, REPORT_PAGE_PATH, REPORT_RANGES } from './report-links';
