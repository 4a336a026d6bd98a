import type { FetchArgs, TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query';
import { errorCodeOf, type apiBaseQuery, type ApiError } from '../../../lib/api';
import { LIST_PAGE_SIZE_MAX } from '../../../lib/contract';
import type {
  BetaSignup,
  BetaSignupPage,
  ErrorCode,
  ListQuery,
  SupportMailKind,
  SupportRequest,
  SupportRequestListQuery,
  SupportRequestPage,
  UpdateSupportRequest,
} from '../../../lib/api-types';
import { adminApi } from '../admin-api';

/** The support list's filters, which its pages and its CSV both follow. */
export type SupportRequestFilters = Pick<SupportRequestListQuery, 'status' | 'overdue'>;
type ListRow = { id: string };
type Page<Row> = { items: Row[]; total: number };

/**
 * Every row of a list, read page by page at the largest size the API allows. A request that arrives
 * meanwhile shifts the newest-first pages by one, so a row can come twice: each is kept once, by id.
 */
async function everyRow<Row extends ListRow>(url: string, filters: SupportRequestFilters, baseQuery: (args: FetchArgs) => ReturnType<typeof apiBaseQuery>) {
  const rows = new Map<string, Row>();
  for (let page = 1; ; page += 1) {
    const result = await baseQuery({ url, params: { ...filters, page, pageSize: LIST_PAGE_SIZE_MAX } });
    if (result.error) return { error: result.error };
    const { items, total } = result.data as Page<Row>;
    for (const row of items) rows.set(row.id, row);
    if (items.length < LIST_PAGE_SIZE_MAX || page * LIST_PAGE_SIZE_MAX >= total) return { data: [...rows.values()] };
  }
}

/** Every page of the support list, whatever its filters: a changed request may join or leave any of them. */
const SUPPORT_LISTS = { type: 'SupportRequests', id: 'LIST' } as const;
const supportRequestUrl = (id: string) => `admin/support-requests/${encodeURIComponent(id)}`;

const listsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getSupportRequests: build.query<SupportRequestPage, SupportRequestListQuery>({
      query: (params) => ({ url: 'admin/support-requests', params }),
      providesTags: (page) => [SUPPORT_LISTS, ...(page?.items ?? []).map(({ id }) => ({ type: 'SupportRequests' as const, id }))],
    }),
    getBetaSignups: build.query<BetaSignupPage, ListQuery>({
      query: (params) => ({ url: 'admin/beta-signups', params }),
      providesTags: ['BetaSignups'],
    }),
    // Mutations, so that every export reads the list afresh.
    exportSupportRequests: build.mutation<SupportRequest[], SupportRequestFilters>({
      queryFn: (filters, _api, _options, baseQuery) => everyRow<SupportRequest>('admin/support-requests', filters, baseQuery),
    }),
    exportBetaSignups: build.mutation<BetaSignup[], void>({
      queryFn: (_none, _api, _options, baseQuery) => everyRow<BetaSignup>('admin/beta-signups', {}, baseQuery),
    }),
  }),
});

/** Refusals that say the list is behind: the request is gone, or that mail is no longer failed. */
const LIST_IS_BEHIND: readonly (ErrorCode | undefined)[] = ['SUPPORT_REQUEST_NOT_FOUND', 'SUPPORT_MAIL_NOT_FAILED', 'SUPPORT_MAIL_MISSING'];

/** After a change, or a refusal that says the list is behind, the request and every list are read again. */
function refreshRequest(error: ApiError | undefined, id: string) {
  return error && !LIST_IS_BEHIND.includes(errorCodeOf(error)) ? [] : [{ type: 'SupportRequests' as const, id }, SUPPORT_LISTS];
}

/**
 * The request as the API answered goes straight into every cached page that shows it, so that the
 * row and the open dialog never show the old state while the lists are read again.
 */
const showChangedRequest: TypedMutationOnQueryStarted<SupportRequest, { id: string }, typeof apiBaseQuery, 'api'> = async (_change, lifecycle) => {
  const { dispatch, queryFulfilled } = lifecycle;
  let changed: SupportRequest;
  try {
    ({ data: changed } = await queryFulfilled);
  } catch {
    return;
  }
  for (const query of listsApi.util.selectCachedArgsForQuery(lifecycle.getState(), 'getSupportRequests')) {
    dispatch(
      listsApi.util.updateQueryData('getSupportRequests', query, (page) => {
        const index = page.items.findIndex(({ id }) => id === changed.id);
        if (index >= 0) page.items[index] = changed;
      }),
    );
  }
};

// Injected apart: their cache updates read the endpoints above by name.
const supportDeskApi = listsApi.injectEndpoints({
  endpoints: (build) => ({
    /** docs/support-desk.md, "Working a request": open, answered or closed, recorded with this admin session. */
    setSupportRequestStatus: build.mutation<SupportRequest, UpdateSupportRequest & { id: string }>({
      query: ({ id, status }) => ({ url: supportRequestUrl(id), method: 'PATCH', body: { status } satisfies UpdateSupportRequest }),
      invalidatesTags: (_result, error, { id }) => refreshRequest(error, id),
      onQueryStarted: showChangedRequest,
    }),
    /** Queues a failed mail again; the API refuses any other and answers MAIL_NOT_CONFIGURED without a mail transport. */
    sendSupportMailAgain: build.mutation<SupportRequest, { id: string; kind: SupportMailKind }>({
      query: ({ id, kind }) => ({ url: `${supportRequestUrl(id)}/mails/${kind}/send-again`, method: 'POST' }),
      invalidatesTags: (_result, error, { id }) => refreshRequest(error, id),
      onQueryStarted: showChangedRequest,
    }),
  }),
});

export const { useGetSupportRequestsQuery, useGetBetaSignupsQuery, useExportSupportRequestsMutation, useExportBetaSignupsMutation } = listsApi;
export const { useSetSupportRequestStatusMutation, useSendSupportMailAgainMutation } = supportDeskApi;
