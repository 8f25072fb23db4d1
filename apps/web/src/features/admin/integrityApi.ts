import {
  integrityLimits,
  type AdminUserPage,
  type IntegrityActionResult,
  type IntegrityList,
} from '@encontro/contracts';
import { baseApi } from '../../api/baseApi';
import type { IntegrityFilters } from './integrityFilters';

const api = baseApi.enhanceEndpoints({
  // The Home's lists too: a held or released vote changes their counts.
  addTagTypes: ['Integrity', 'Indications', 'Winners', 'AdminUsers'],
});

/** The most accounts one users query names (the contract's bound). */
const USERS_PER_QUERY = 100;

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
    /**
     * Whether each account is blocked, by id: the users list asked about these accounts only, 100 at a
     * time side by side (a page of clusters may hold thousands).
     */
    accountsBlocked: build.query<Record<string, boolean>, readonly string[]>({
      async queryFn(ids, _api, _extra, baseQuery) {
        const chunks = Array.from({ length: Math.ceil(ids.length / USERS_PER_QUERY) }, (_, n) =>
          ids.slice(n * USERS_PER_QUERY, (n + 1) * USERS_PER_QUERY),
        );
        const answers = await Promise.all(
          chunks.map((chunk) =>
            baseQuery({ url: '/admin/users', params: { ids: chunk.join(','), per_page: USERS_PER_QUERY } }),
          ),
        );
        const failed = answers.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error };
        const pages = answers.map((answer) => answer.data as AdminUserPage);
        return {
          data: Object.fromEntries(pages.flatMap((page) => page.data.map((u) => [u.user_id, u.blocked]))),
        };
      },
      providesTags: ['AdminUsers'],
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

export const {
  useIntegrityClustersQuery,
  useAccountsBlockedQuery,
  useQuarantineClusterMutation,
  useReleaseClusterMutation,
} = integrityApi;
