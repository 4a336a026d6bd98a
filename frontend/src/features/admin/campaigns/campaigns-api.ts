import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { DailyStats, InfluencerStats, InstallsThrough, StatsListQuery, StatsRange } from '../../../lib/api-types';
import type { Campaign } from '../../../lib/campaigns';
import { CAMPAIGN_PATHS } from '../../../lib/contract';
import { adminApi } from '../admin-api';

type CampaignQuery = { campaign: Campaign } & StatsRange;
type CampaignListQuery = { campaign: Campaign } & StatsListQuery;

/** One page of records and the number of matching records over every page. */
export type StatsPage = { records: InfluencerStats[]; total: number };

const TOTAL_COUNT_HEADER = 'X-Total-Count';

const campaignsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getCampaignStats: build.query<StatsPage, CampaignListQuery>({
      query: ({ campaign, ...params }) => ({ url: `${CAMPAIGN_PATHS[campaign]}/stats`, params }),
      // apiBaseQuery passes fetchBaseQuery's meta on unchanged.
      transformResponse: (records: InfluencerStats[], meta) => ({
        records,
        total: Number((meta as FetchBaseQueryMeta | undefined)?.response?.headers.get(TOTAL_COUNT_HEADER) ?? records.length),
      }),
      providesTags: (_result, _error, { campaign }) => [{ type: 'CampaignStats', id: campaign }],
    }),
    getCampaignDailyStats: build.query<DailyStats[], CampaignQuery>({
      query: ({ campaign, from, to }) => ({ url: `${CAMPAIGN_PATHS[campaign]}/stats/daily`, params: { from, to } }),
      providesTags: (_result, _error, { campaign }) => [{ type: 'CampaignStats', id: campaign }],
    }),
    getInstallsThrough: build.query<InstallsThrough, void>({
      query: () => 'admin/installs/through',
      providesTags: ['InstallsThrough'],
    }),
  }),
});

export const { useGetCampaignStatsQuery, useLazyGetCampaignStatsQuery, useGetCampaignDailyStatsQuery, useGetInstallsThroughQuery } = campaignsApi;
