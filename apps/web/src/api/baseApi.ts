import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { sessionMessages } from '@encontro/contracts';
import { navigateTo } from '../app/navigation';
import { sessionExpired } from '../features/auth/session';
import { apiOrigin } from './config';
import { readApiError } from './errors';

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
    // The gateway answers a session that a block ended with the blocked-account message.
    api.dispatch(sessionExpired(readApiError(result.error).message === sessionMessages.userBlocked));
    if (!credentialEndpoints.has(api.endpoint)) navigateTo('/login');
  }
  return result;
};

/** How long an answer no page shows any more is kept; how old it may be before a page asks again. */
const KEPT_FOR_S = 24 * 60 * 60;
const STALE_AFTER_S = 60;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  // 'Cycle': every answer that depends on the moment of the week (api/cycle.ts).
  tagTypes: ['Me', 'States', 'Cities', 'Cycle'],
  // What a page showed stays in memory for the day (until sign-out), so a page opened again offline
  // shows it under the offline banner instead of an error; opened again online, it is asked again when
  // over a minute old (what the default 60 s lifetime did), while the old answer stays on screen.
  keepUnusedDataFor: KEPT_FOR_S,
  refetchOnMountOrArgChange: STALE_AFTER_S,
  endpoints: () => ({}),
});
