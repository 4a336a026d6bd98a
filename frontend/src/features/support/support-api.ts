import { api } from '../../lib/api';
import type { CreateSupportRequest, SupportRequestCreated } from '../../lib/api-types';

const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitSupportRequest: build.mutation<SupportRequestCreated, CreateSupportRequest>({
      query: (body) => ({ url: 'support', method: 'POST', body }),
      invalidatesTags: ['SupportRequests'],
    }),
  }),
});

export const { useSubmitSupportRequestMutation } = supportApi;
