import { baseApi } from '../../api/baseApi';

/** The one-click path of the host's winner e-mail: confirms hosting without a session. */
export const hostingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    confirmHostByLink: build.mutation<{ message: string; indication_id: string }, string>({
      query: (token) => ({ url: '/winners/host-confirmation', method: 'POST', body: { token } }),
    }),
  }),
});

export const { useConfirmHostByLinkMutation } = hostingApi;
