import type { LoginRequest, LoginResponse, User } from '@encontro/contracts';
import { baseApi } from '../../api/baseApi';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    me: build.query<{ user: User }, void>({
      query: () => '/me',
      providesTags: ['Me'],
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation } = authApi;
