import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api, type ApiError } from '../../lib/api';
import type { AdminSessionStatus, BetaSignupPage, CreateAdminSession, DailyStats, InfluencerStats, ListQuery, StatsRange, SupportRequestPage } from '../../lib/api-types';
import { CAMPAIGNS, type Campaign } from '../../lib/campaigns';
import { ADMIN_SESSION_LIFETIME_MS, forgetLogin, hasLoginExpired, readLoginTime, rememberLogin } from './session/admin-session';

/** The server's session, or why there is none: `expired` when the 24 hours this browser remembers ran out. */
export type AdminSession = AdminSessionStatus | { authenticated: false; expired: boolean };

export type AdminListId = 'support-requests' | 'beta-signups';

export type LoginError = ApiError & { retryAfterSeconds?: number };

type CampaignQuery = { campaign: Campaign } & StatsRange;
/** One page of a list as JSON; the whole list as CSV is exportAdminList. */
type ListPageQuery = Omit<ListQuery, 'format'>;

const ADMIN_DATA_TAGS = ['CampaignStats', 'SupportRequests', 'BetaSignups'] as const;
const SESSION_URL = 'admin/session';

type ApiDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** A 401 from any admin call means the session is gone: re-checking it brings the password gate back. */
async function lockOnUnauthorized(dispatch: ApiDispatch, queryFulfilled: Promise<unknown>) {
  try {
    await queryFulfilled;
  } catch (failure) {
    if ((failure as { error?: ApiError }).error?.status === 401) dispatch(api.util.invalidateTags(['AdminSession']));
  }
}

const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSession: build.query<AdminSession, void>({
      async queryFn(_arg, _queryApi, _extraOptions, baseQuery) {
        const loggedInAt = readLoginTime();
        if (loggedInAt !== null && hasLoginExpired(loggedInAt, Date.now())) {
          forgetLogin();
          await baseQuery({ url: SESSION_URL, method: 'DELETE' });
          return { data: { authenticated: false, expired: true } };
        }
        const result = await baseQuery(SESSION_URL);
        if (result.error) {
          if (result.error.status !== 401) return { error: result.error };
          forgetLogin();
          return { data: { authenticated: false, expired: false } };
        }
        const { expiresAt } = result.data as AdminSessionStatus;
        // Logged in from another tab or before storage was cleared: the server knows when it started.
        if (loggedInAt === null) rememberLogin(Date.parse(expiresAt) - ADMIN_SESSION_LIFETIME_MS);
        return { data: { authenticated: true, expiresAt } };
      },
      providesTags: ['AdminSession'],
    }),
    logIn: build.mutation<void, CreateAdminSession>({
      async queryFn(body, _queryApi, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: SESSION_URL, method: 'POST', body });
        if (result.error) {
          const retryAfter = Number((result.meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('Retry-After'));
          const error: LoginError = { ...result.error, ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}) };
          return { error };
        }
        rememberLogin(Date.now());
        return { data: undefined };
      },
      invalidatesTags: (_result, error) => (error ? [] : ['AdminSession', ...ADMIN_DATA_TAGS]),
    }),
    logOut: build.mutation<void, void>({
      async queryFn(_arg, _queryApi, _extraOptions, baseQuery) {
        forgetLogin();
        const result = await baseQuery({ url: SESSION_URL, method: 'DELETE' });
        return result.error ? { error: result.error } : { data: undefined };
      },
      invalidatesTags: ['AdminSession', ...ADMIN_DATA_TAGS],
    }),
    getCampaignStats: build.query<InfluencerStats[], CampaignQuery>({
      query: ({ campaign, from, to }) => ({ url: `${CAMPAIGNS[campaign].apiPath}/stats`, params: { from, to } }),
      providesTags: (_result, _error, { campaign }) => [{ type: 'CampaignStats', id: campaign }],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => lockOnUnauthorized(dispatch, queryFulfilled),
    }),
    getCampaignDailyStats: build.query<DailyStats[], CampaignQuery>({
      query: ({ campaign, from, to }) => ({ url: `${CAMPAIGNS[campaign].apiPath}/stats/daily`, params: { from, to } }),
      providesTags: (_result, _error, { campaign }) => [{ type: 'CampaignStats', id: campaign }],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => lockOnUnauthorized(dispatch, queryFulfilled),
    }),
    getSupportRequests: build.query<SupportRequestPage, ListPageQuery>({
      query: (params) => ({ url: 'admin/support-requests', params }),
      providesTags: ['SupportRequests'],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => lockOnUnauthorized(dispatch, queryFulfilled),
    }),
    getBetaSignups: build.query<BetaSignupPage, ListPageQuery>({
      query: (params) => ({ url: 'admin/beta-signups', params }),
      providesTags: ['BetaSignups'],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => lockOnUnauthorized(dispatch, queryFulfilled),
    }),
    /** The whole list as the API's CSV; a mutation so that every export reads the list afresh. */
    exportAdminList: build.mutation<string, AdminListId>({
      query: (list) => ({ url: `admin/${list}`, params: { format: 'csv' } satisfies ListQuery, responseHandler: 'text' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => lockOnUnauthorized(dispatch, queryFulfilled),
    }),
  }),
});

export const {
  useGetAdminSessionQuery,
  useLogInMutation,
  useLogOutMutation,
  useGetCampaignStatsQuery,
  useGetCampaignDailyStatsQuery,
  useGetSupportRequestsQuery,
  useGetBetaSignupsQuery,
  useExportAdminListMutation,
} = adminApi;

export const invalidateAdminSession = () => api.util.invalidateTags(['AdminSession']);
