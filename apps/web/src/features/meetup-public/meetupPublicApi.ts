import type { PublicMeetup } from '@encontro/contracts';
import { baseApi } from '../../api/baseApi';

export const meetupPublicApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/meetups/{id}`: a winner's meetup as anyone may see it, signed in or not (issue 31). */
    getPublicMeetup: build.query<PublicMeetup, string>({
      query: (id) => `/meetups/${encodeURIComponent(id)}`,
    }),
  }),
});

export const { useGetPublicMeetupQuery } = meetupPublicApi;
