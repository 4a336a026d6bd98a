import type { InstallImport, InstallImportBody, InstallPreview } from '../../../lib/api-types';
import { adminApi } from '../admin-api';

const FILE_FIELD: keyof InstallImportBody = 'file';
const IMPORTS_URL = 'admin/installs/imports';
/** An import or a removal changes the dashboards' installs and up to which day each store reported. */
const CHANGED_BY_AN_IMPORT = ['InstallImports', 'CampaignStats', 'InstallsThrough'] as const;

function formOf(file: File): FormData {
  const form = new FormData();
  form.append(FILE_FIELD, file, file.name);
  return form;
}

const installsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getInstallImports: build.query<InstallImport[], void>({
      query: () => IMPORTS_URL,
      providesTags: ['InstallImports'],
    }),
    previewInstallFile: build.mutation<InstallPreview, File>({
      query: (file) => ({ url: IMPORTS_URL, method: 'POST', params: { dryRun: true }, body: formOf(file) }),
    }),
    applyInstallFile: build.mutation<InstallPreview, File>({
      query: (file) => ({ url: IMPORTS_URL, method: 'POST', body: formOf(file) }),
      invalidatesTags: CHANGED_BY_AN_IMPORT,
    }),
    removeInstallImport: build.mutation<void, number>({
      query: (id) => ({ url: `${IMPORTS_URL}/${id}`, method: 'DELETE' }),
      invalidatesTags: CHANGED_BY_AN_IMPORT,
    }),
  }),
});

export const { useGetInstallImportsQuery, usePreviewInstallFileMutation, useApplyInstallFileMutation, useRemoveInstallImportMutation } = installsApi;
