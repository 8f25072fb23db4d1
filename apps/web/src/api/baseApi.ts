import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { navigateTo } from '../app/navigation';
import { sessionExpired } from '../features/auth/session';
import { apiOrigin } from './config';

type StateWithToken = { auth: { token: string | null } };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: `${apiOrigin()}/api`,
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as StateWithToken).auth;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    return headers;
  },
});

// A 401 on the login call means wrong credentials, shown on the form itself.
const credentialEndpoints = new Set(['login']);

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (result.error?.status === 401) {
    api.dispatch(sessionExpired());
    if (!credentialEndpoints.has(api.endpoint)) navigateTo('/login');
  }
  return result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Me', 'States', 'Cities'],
  endpoints: () => ({}),
});
