import { baseApi } from '../../api/baseApi';

/** LGPD self-service (beyond SPEC): GET /api/profile/export and DELETE /api/profile {password}. */
export const privacyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The JSON file as text, so the page can save it as it came; errors stay parsed JSON. */
    exportMyData: build.mutation<string, void>({
      query: () => ({
        url: '/profile/export',
        responseHandler: async (response) =>
          response.ok ? response.text() : response.json().catch(() => null),
      }),
    }),
    deleteMyAccount: build.mutation<{ message?: string }, { password: string }>({
      query: (body) => ({ url: '/profile', method: 'DELETE', body }),
    }),
  }),
});

export const { useExportMyDataMutation, useDeleteMyAccountMutation } = privacyApi;
