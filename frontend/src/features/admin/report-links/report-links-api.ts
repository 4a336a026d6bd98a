import type { CreatedReportLink, CreateReportLink, ReportLink } from '../../../lib/api-types';
import { adminApi } from '../admin-api';

const reportLinksApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getReportLinks: build.query<ReportLink[], void>({
      query: () => 'admin/report-links',
      providesTags: ['ReportLinks'],
    }),
    createReportLink: build.mutation<CreatedReportLink, CreateReportLink>({
      query: (body) => ({ url: 'admin/report-links', method: 'POST', body }),
      invalidatesTags: ['ReportLinks'],
    }),
    revokeReportLink: build.mutation<void, string>({
      query: (id) => ({ url: `admin/report-links/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['ReportLinks'],
    }),
  }),
});

export const { useGetReportLinksQuery, useCreateReportLinkMutation, useRevokeReportLinkMutation } = reportLinksApi;
