import type { ProfileUpdateRequest, User } from '@encontro/contracts';
import { baseApi } from '../../api/baseApi';
import { userUpdated } from '../auth/authSlice';

export type ProfileUpdateBody = Omit<ProfileUpdateRequest, 'city_id'> & { city_id: string };

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<{ user: User }, ProfileUpdateBody>({
      query: (body) => ({ url: '/profile', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.user) dispatch(userUpdated(data.user));
      },
    }),
    uploadProfilePhoto: build.mutation<{ user: User }, File>({
      query: (photo) => {
        const body = new FormData();
        body.append('photo', photo);
        return { url: '/profile/photo', method: 'POST', body };
      },
      async onQueryStarted(_photo, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.user) dispatch(userUpdated(data.user));
      },
    }),
  }),
});

export const { useUpdateProfileMutation, useUploadProfilePhotoMutation } = profileApi;
