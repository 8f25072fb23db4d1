import type { CityList, CityMatch, CityMatchList, StateList } from '@encontro/contracts';
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
    /**
     * The IBGE municipalities a public address (`/{city}`), or a city's name in any accent and case,
     * names: none, one, or one per state.
     */
    resolveCity: build.query<CityMatch[], string>({
      query: (ref) => `/cities/resolve/${encodeURIComponent(ref)}`,
      transformResponse: (res: CityMatchList) => res.matches,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetStatesQuery, useGetCitiesQuery, useResolveCityQuery } = locationsApi;
