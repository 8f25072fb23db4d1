import { integrityLimits, type IntegrityActionResult, type IntegrityList } from '@encontro/contracts';
import { baseApi } from '../../api/baseApi';
import type { IntegrityFilters } from './integrityFilters';

const api = baseApi.enhanceEndpoints({
  // The Home's lists too: a held or released vote changes their counts.
  addTagTypes: ['Integrity', 'Indications', 'Winners'],
});

/** Quarantine or release: both move the cluster's votes in or out of the counts. */
const review = (action: 'quarantine' | 'release') => (clusterId: string) => ({
  url: `/admin/integrity/clusters/${clusterId}/${action}`,
  method: 'POST',
});
const reviewed = ['Integrity', 'Indications', 'Winners'] as const;

/** Issue 27: the week's suspicious voting clusters and their review (admins only). */
export const integrityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A page of the clusters (10 by default); every page names the cities of all of them. */
    integrityClusters: build.query<IntegrityList, IntegrityFilters & { page?: number; per_page?: number }>({
      query: ({ city_id, week, page = 1, per_page = integrityLimits.perPage }) => ({
        url: '/admin/integrity',
        params: { ...(city_id ? { city_id } : {}), ...(week ? { week } : {}), page, per_page },
      }),
      providesTags: ['Integrity'],
    }),
    quarantineCluster: build.mutation<IntegrityActionResult, string>({
      query: review('quarantine'),
      invalidatesTags: reviewed,
    }),
    releaseCluster: build.mutation<IntegrityActionResult, string>({
      query: review('release'),
      invalidatesTags: reviewed,
    }),
  }),
});

export const { useIntegrityClustersQuery, useQuarantineClusterMutation, useReleaseClusterMutation } =
  integrityApi;
