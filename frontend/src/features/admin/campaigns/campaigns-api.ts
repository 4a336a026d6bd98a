import type { DailyStats, InfluencerStats, StatsRange } from '../../../lib/api-types';
import type { Campaign } from '../../../lib/campaigns';
import { CAMPAIGN_PATHS } from '../../../lib/contract';
import { adminApi } from '../admin-api';

type CampaignQuery = { campaign: Campaign } & StatsRange;

const campaignsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getCampaignStats: build.query<InfluencerStats[], CampaignQuery>({
      query: ({ campaign, from, to }) => ({ url: `${CAMPAIGN_PATHS[campaign]}/stats`, params: { from, to } }),
      providesTags: (_result, _error, { campaign }) => [{ type: 'CampaignStats', id: campaign }],
    }),
    getCampaignDailyStats: build.query<DailyStats[], CampaignQuery>({
      query: ({ campaign, from, to }) => ({ url: `${CAMPAIGN_PATHS[campaign]}/stats/daily`, params: { from, to } }),
      providesTags: (_result, _error, { campaign }) => [{ type: 'CampaignStats', id: campaign }],
    }),
  }),
});

export const { useGetCampaignStatsQuery, useGetCampaignDailyStatsQuery } = campaignsApi;
