import { api } from '../../lib/api';
import type { Report, ReportRange } from '../../lib/api-types';

const reportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReport: build.query<Report, { token: string; range: ReportRange }>({
      query: ({ token, range }) => ({ url: `/reports/${encodeURIComponent(token)}`, params: { range } }),
      // Every open is checked against the link again: a revoked link must not show a cached report.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetReportQuery } = reportApi;
