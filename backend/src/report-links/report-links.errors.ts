export const REPORT_LINK_ERROR_CODES = ['REPORT_LINK_NOT_FOUND'] as const;
export type ReportLinkErrorCode = (typeof REPORT_LINK_ERROR_CODES)[number];
