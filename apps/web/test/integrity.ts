import type { IntegrityCluster, IntegrityList } from '@encontro/contracts';
import { ids } from './indications';

/** n-th id of a kind, as a valid UUID: account(1) = 'cccccccc-0000-4000-8000-000000000001'. */
const uuid = (n: number, prefix: string) =>
  `${prefix.repeat(8)}-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const accountId = (n: number) => uuid(n, 'c');
export const clusterId = (n: number) => uuid(n, 'd');

/**
 * A cluster as GET /api/admin/integrity lists it (issue 27): two accounts of one network that voted
 * together; `accounts_total` is the accounts' count unless told.
 */
export function makeCluster(overrides: Partial<IntegrityCluster> = {}): IntegrityCluster {
  const cluster: Omit<IntegrityCluster, 'accounts_total'> = {
    cluster_id: clusterId(1),
    indication_id: ids.bar,
    indication_name: 'Bar do Zé',
    city_id: '3550308',
    city: 'São Paulo',
    week: '2026-W48',
    risk: 'high',
    reasons: [
      { code: 'shared_registration_network', text: '2 contas cadastradas da mesma rede em 10 minutos' },
      { code: 'no_history', text: 'Contas sem votos em semanas anteriores' },
    ],
    accounts: [
      {
        user_id: accountId(1),
        name: 'Fulano Silva',
        email_masked: 'f***@example.com',
        created_at: '2026-11-23T17:05:00.000Z',
        network: 'Rede A',
      },
      {
        user_id: accountId(2),
        name: 'Beltrano Costa',
        email_masked: 'b***@example.com',
        created_at: '2026-11-23T17:09:00.000Z',
        network: 'Rede A',
      },
    ],
    votes: [
      { user_id: accountId(1), voted_at: '2026-11-23T18:00:00.000Z', network: 'Rede A', counted: true },
      { user_id: accountId(2), voted_at: '2026-11-23T18:01:00.000Z', network: null, counted: true },
    ],
    status: 'open',
    ...overrides,
  };
  return { ...cluster, accounts_total: overrides.accounts_total ?? cluster.accounts.length };
}

export function integrityList(
  clusters: IntegrityCluster[],
  overrides: Partial<IntegrityList> = {},
): IntegrityList {
  const cities = [...new Map(clusters.map((c) => [c.city_id, c.city]))].map(([city_id, city]) => ({
    city_id,
    city,
  }));
  return {
    clusters,
    meta: {
      total: clusters.length,
      total_exact: true,
      page: 1,
      per_page: 10,
      last_page: 1,
      from: clusters.length ? 1 : null,
      to: clusters.length || null,
    },
    cities,
    week: '2026-W48',
    city_id: null,
    analysed_at: '2026-11-26T17:30:00.000Z',
    cities_pending: 0,
    ...overrides,
  };
}
