import { api } from '../../lib/api';
import type { SupportRequest } from './support-options';

export type SupportRequestCreated = { ok: true; id: string };

const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitSupportRequest: build.mutation<SupportRequestCreated, SupportRequest>({
      query: (body) => ({ url: 'support', method: 'POST', body }),
      invalidatesTags: ['SupportRequests'],
    }),
  }),
});

export const { useSubmitSupportRequestMutation } = supportApi;
