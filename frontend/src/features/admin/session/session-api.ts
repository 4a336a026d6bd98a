import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { errorCodeOf, type ApiError } from '../../../lib/api';
import type { AdminSessionStatus, CreateAdminSession } from '../../../lib/api-types';
import { ADMIN_DATA_TAGS, adminApi } from '../admin-api';
import { ADMIN_SESSION_LIFETIME_MS, forgetLogin, hasLoginExpired, readLoginTime, rememberLogin } from './admin-session';

/** The server's session, or why there is none: `expired` when the 24 hours this browser remembers ran out. */
export type AdminSession = AdminSessionStatus | { authenticated: false; expired: boolean };

export type LoginError = ApiError & { retryAfterSeconds?: number };

const SESSION_URL = 'admin/session';

const sessionApi = adminApi.injectEndpoints({
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
          const code = errorCodeOf(result.error);
          if (code !== 'ADMIN_SESSION_REQUIRED' && code !== 'ADMIN_SESSION_EXPIRED') return { error: result.error };
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
  }),
});

export const { useGetAdminSessionQuery, useLogInMutation, useLogOutMutation } = sessionApi;

export const invalidateAdminSession = () => adminApi.util.invalidateTags(['AdminSession']);
