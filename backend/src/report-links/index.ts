export { REPORT_LINK_EXPIRES_IN_DAYS_MAX, REPORT_PAGE_PATH, REPORT_RANGES } from './report-link.rules';
export { ReportLinksModule } from './report-links.module';
