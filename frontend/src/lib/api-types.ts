// The API's request and response types by name, from the generated api-schema.ts (`make api-types`).
// Each is named as its backend DTO without "Dto"; features import these names, never schema paths.
import type { components, paths } from './api-schema';

type Schemas = components['schemas'];

/** The query parameters of a GET route. */
type QueryOf<Path extends keyof paths> = paths[Path] extends { get: { parameters: { query?: infer Query } } } ? NonNullable<Query> : never;

/** The body of every error answer (docs/api.md). */
export type ApiErrorBody = Schemas['ApiErrorDto'];
export type ApiErrorDetail = Schemas['ApiErrorDetailDto'];
/** What went wrong, for code to act on: features branch on these, never on status numbers. */
export type ErrorCode = Schemas['ErrorCode'];

export type CreateBetaSignup = Schemas['CreateBetaSignupDto'];
export type BetaSignupCreated = Schemas['BetaSignupCreatedDto'];
export type BetaSignup = Schemas['BetaSignupDto'];
export type BetaSignupPage = Schemas['BetaSignupPageDto'];

export type CreateSupportRequest = Schemas['CreateSupportRequestDto'];
export type SupportCategory = Schemas['SupportCategory'];
export type SupportPriority = Schemas['SupportPriority'];
export type SupportRequestCreated = Schemas['SupportRequestCreatedDto'];
/** One request as the admin list shows it: its fields, its status with who and when, whether it is overdue, and its mails. */
export type SupportRequest = Schemas['SupportRequestDto'];
export type SupportRequestStatus = SupportRequest['status'];
export type SupportRequestPage = Schemas['SupportRequestPageDto'];
/** `{ status }`, the body of PATCH /api/admin/support-requests/:id. */
export type UpdateSupportRequest = Schemas['UpdateSupportRequestDto'];
/** The team mail or the receipt of a request, with its delivery state. */
export type SupportMail = Schemas['SupportMailDto'];
export type SupportMailKind = SupportMail['kind'];
export type SupportMailStatus = SupportMail['status'];
export type SupportMailSkipReason = NonNullable<SupportMail['skipReason']>;
/** `?page=&pageSize=&format=&status=&overdue=` of the support list. */
export type SupportRequestListQuery = QueryOf<'/api/admin/support-requests'>;

export type CreateAdminSession = Schemas['CreateAdminSessionDto'];
export type AdminSessionStatus = Schemas['AdminSessionStatusDto'];
/** `?page=&pageSize=&format=` of the beta signups list; the support list adds its filters (SupportRequestListQuery). */
export type ListQuery = QueryOf<'/api/admin/beta-signups'>;

/** Who gets the weekly digest, in which time zone, and when it goes next (docs/digest.md). */
export type DigestSettings = Schemas['DigestSettingsDto'];
export type DigestPreview = Schemas['DigestPreviewDto'];

export type TrackInfluencer = Schemas['TrackInfluencerDto'];
export type InfluencerStats = Schemas['InfluencerStatsDto'];
export type DailyStats = Schemas['DailyStatsDto'];
/** `?from=&to=` of both campaigns' stats and daily stats. */
export type StatsRange = QueryOf<'/api/influencer/stats/daily'>;
/** `?limit=&offset=&sort=&order=&q=` beside the range, of both campaigns' stats. */
export type StatsListQuery = QueryOf<'/api/influencer/stats'>;

export type CreateAnalyticsEvent = Schemas['CreateAnalyticsEventDto'];
export type CreateWebVitals = Schemas['CreateWebVitalsDto'];
export type AnalyticsEventName = Schemas['AnalyticsEventName'];
export type AnalyticsSummary = Schemas['AnalyticsSummaryDto'];
export type AnalyticsFigures = Schemas['AnalyticsFiguresDto'];
export type AnalyticsTimeseries = Schemas['AnalyticsTimeseriesDto'];
export type AnalyticsPoint = Schemas['AnalyticsPointDto'];
/** A card of the analytics dashboard: its dimension's rows; `AnalyticsBreakdown` names the dimension. */
export type AnalyticsBreakdownCard = Schemas['AnalyticsBreakdownDto'];
export type AnalyticsBreakdown = Schemas['AnalyticsBreakdown'];
export type AnalyticsBreakdownRow = Schemas['AnalyticsBreakdownRowDto'];
export type AnalyticsRealtime = Schemas['AnalyticsRealtimeDto'];
export type AnalyticsSpeed = Schemas['AnalyticsSpeedDto'];
export type AnalyticsSpeedRow = Schemas['AnalyticsSpeedRowDto'];
export type WebVitalFigures = Schemas['WebVitalFiguresDto'];
/** `?from=&to=` and one parameter per filter, of every analytics route. */
export type AnalyticsQuery = QueryOf<'/api/admin/analytics/summary'>;

export type RandomNumber = Schemas['RandomNumberDto'];

export type CreateReportLink = Schemas['CreateReportLinkDto'];
export type CreatedReportLink = Schemas['CreatedReportLinkDto'];
export type ReportLink = Schemas['ReportLinkDto'];
export type Report = Schemas['ReportDto'];
export type ReportDay = Schemas['ReportDayDto'];
export type ReportRange = Report['range'];

export type InstallImport = Schemas['InstallImportDto'];
export type InstallPreview = Schemas['InstallPreviewDto'];
export type InstallsThrough = Schemas['InstallsThroughDto'];
export type InstallStore = Schemas['InstallStore'];
/** The multipart body of an installs import: its one file field. */
export type InstallImportBody = NonNullable<paths['/api/admin/installs/imports']['post']['requestBody']>['content']['multipart/form-data'];
