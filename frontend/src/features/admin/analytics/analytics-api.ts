import type { AnalyticsBreakdown, AnalyticsBreakdownCard, AnalyticsQuery, AnalyticsRealtime, AnalyticsSpeed, AnalyticsSummary, AnalyticsTimeseries } from '../../../lib/api-types';
import { adminApi } from '../admin-api';

export type AnalyticsFilters = Omit<AnalyticsQuery, 'from' | 'to'>;
type BreakdownQuery = AnalyticsQuery & { dimension: AnalyticsBreakdown; limit: number };

const analyticsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAnalyticsSummary: build.query<AnalyticsSummary, AnalyticsQuery>({
      query: (params) => ({ url: '/admin/analytics/summary', params }),
      providesTags: ['Analytics'],
    }),
    getAnalyticsTimeseries: build.query<AnalyticsTimeseries, AnalyticsQuery>({
      query: (params) => ({ url: '/admin/analytics/timeseries', params }),
      providesTags: ['Analytics'],
    }),
    getAnalyticsBreakdown: build.query<AnalyticsBreakdownCard, BreakdownQuery>({
      query: (params) => ({ url: '/admin/analytics/breakdown', params }),
      providesTags: ['Analytics'],
    }),
    getAnalyticsSpeed: build.query<AnalyticsSpeed, AnalyticsQuery>({
      query: (params) => ({ url: '/admin/analytics/speed', params }),
      providesTags: ['Analytics'],
    }),
    getAnalyticsRealtime: build.query<AnalyticsRealtime, AnalyticsFilters>({
      query: (params) => ({ url: '/admin/analytics/realtime', params }),
      providesTags: ['Analytics'],
    }),
  }),
});

export const {
  useGetAnalyticsSummaryQuery,
  useGetAnalyticsTimeseriesQuery,
  useGetAnalyticsBreakdownQuery,
  useGetAnalyticsRealtimeQuery,
  useGetAnalyticsSpeedQuery,
  useLazyGetAnalyticsBreakdownQuery,
} = analyticsApi;
