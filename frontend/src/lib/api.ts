import type { WithSlice } from '@reduxjs/toolkit';
import { type BaseQueryFn, createApi, type FetchArgs, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ApiErrorBody, ErrorCode } from './api-types';
import { dynamicMiddleware, rootReducer } from './store';

export type ApiError = {
  /** The HTTP status, or 'NETWORK' when no response arrived at all. */
  status: number | 'NETWORK';
  /** "<status>: <response body>", or the status text when the body is empty. */
  message: string;
  /** The API's own error body, when it sent one. */
  body?: ApiErrorBody;
};

/** What `unwrap()` rejects with, told apart from anything else thrown. */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}

/** The API's code for a failed call, if it answered with one. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  return isApiError(error) ? error.body?.code : undefined;
}

const fetchFromApi = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  responseHandler: 'content-type',
});

function isApiErrorBody(data: unknown): data is ApiErrorBody {
  return typeof data === 'object' && data !== null && typeof (data as ApiErrorBody).error === 'string';
}

function bodyText(data: unknown): string {
  if (data === undefined || data === null) return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

/** Turns RTK Query's fetch errors into one ApiError shape that every feature reads. */
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, queryApi, extraOptions) => {
  const result = await fetchFromApi(args, queryApi, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  const status = typeof error.status === 'number' ? error.status : 'originalStatus' in error ? error.originalStatus : undefined;
  if (status === undefined) {
    return { error: { status: 'NETWORK', message: 'error' in error ? error.error : 'Network error' }, meta: result.meta };
  }
  const text = bodyText(error.data);
  return {
    error: {
      status,
      message: `${status}: ${text || result.meta?.response?.statusText || ''}`.trim(),
      ...(isApiErrorBody(error.data) ? { body: error.data } : {}),
    },
    meta: result.meta,
  };
};

/**
 * The one RTK Query api of the site. Features add their endpoints with
 * `api.injectEndpoints`. Results never go stale by themselves, nothing refetches
 * on focus or reconnect, and nothing is retried (docs/product.md, "Constants").
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['AdminSession', 'CampaignStats', 'SupportRequests', 'BetaSignups', 'Analytics', 'ReportLinks', 'InstallImports', 'InstallsThrough'],
  keepUnusedDataFor: 60 * 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});

declare module './store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the body is the extends clause.
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

// The api joins every store when this module first loads (RTK's documented code splitting).
rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);
