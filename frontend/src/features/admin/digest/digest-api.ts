import type { DigestPreview, DigestSettings } from '../../../lib/api-types';
import { adminApi } from '../admin-api';

const digestApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getDigestSettings: build.query<DigestSettings, void>({
      query: () => ({ url: 'admin/digest' }),
    }),
    /** Queues a preview of the last complete week to the recipients now (docs/digest.md, "Preview"). */
    sendDigestPreview: build.mutation<DigestPreview, void>({
      query: () => ({ url: 'admin/digest/preview', method: 'POST' }),
    }),
  }),
});

export const { useGetDigestSettingsQuery, useSendDigestPreviewMutation } = digestApi;
