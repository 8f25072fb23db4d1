import type { CityList, StateList } from '@encontro/contracts';
import { baseApi } from '../../api/baseApi';

export const locationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStates: build.query<string[], void>({
      query: () => '/states',
      transformResponse: (res: StateList) => res.states,
      providesTags: ['States'],
      keepUnusedDataFor: 3600,
    }),
    getCities: build.query<CityList['cities'], string>({
      query: (state) => `/cities/${encodeURIComponent(state)}`,
      transformResponse: (res: CityList) => res.cities,
      providesTags: (_r, _e, state) => [{ type: 'Cities', id: state }],
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetStatesQuery, useGetCitiesQuery } = locationsApi;
