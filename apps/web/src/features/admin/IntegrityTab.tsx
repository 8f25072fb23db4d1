import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { weekOf, type IntegrityCluster, type IntegrityList } from '@encontro/contracts';
import { EmptyState } from '../../ui/EmptyState';
import { formatNumericDateTime } from '../../ui/format';
import { AdminCardList } from './AdminCardList';
import { AdminSection } from './AdminSection';
import { plural } from './adminTexts';
import { FilterSelect } from './FilterSelect';
import { useAccountsBlockedQuery, useIntegrityClustersQuery } from './integrityApi';
import { IntegrityClusterCard } from './IntegrityClusterCard';
import { type IntegrityFilters, integrityFiltersOf, integrityTabId, weekOptions } from './integrityFilters';
import { integrityListTexts, integrityTexts } from './integrityTexts';
import { useListPage } from './useListPage';
import './integrity.css';

/** "Todas as cidades", then each city (IBGE code) that has clusters in the week, by name. */
function cityOptions(known: IntegrityList['cities'], chosen: string | undefined) {
  const names = new Map(known.map((c) => [c.city_id, c.city]));
  if (chosen && !names.has(chosen)) names.set(chosen, `Código IBGE ${chosen}`);
  const cities = [...names].sort(([, a], [, b]) => a.localeCompare(b, 'pt-BR'));
  return [
    { value: '', label: integrityTexts.allCities },
    ...cities.map(([value, label]) => ({ value, label })),
  ];
}

/**
 * Issue 27: the week's clusters of accounts that voted together, high risk first, with their review.
 * Its filters live in the address (?aba=integridade&city_id=…&week=…); without `week` the server's
 * current week is shown.
 */
export function IntegrityTab() {
  const [search, setSearch] = useSearchParams();
  const filters = integrityFiltersOf(search);
  const { page, setPage } = useListPage();
  const query = useIntegrityClustersQuery({ ...filters, page }, { refetchOnMountOrArgChange: true });
  // The city select offers the cities of every cluster of the week, which every answer names: with a
  // city chosen, they are asked apart (one cluster's page, for its list of cities).
  const everyCity = useIntegrityClustersQuery(
    { week: filters.week, per_page: 1 },
    { refetchOnMountOrArgChange: true, skip: !filters.city_id },
  );
  const list = query.currentData;
  // The server's clock names the current week (it may be moved in development): learnt from an answer
  // for no week in particular, the browser's until then.
  const [serverWeek, setServerWeek] = useState<string | null>(null);
  if (!filters.week && list && list.week !== serverWeek) setServerWeek(list.week);
  const currentWeek = serverWeek ?? weekOf(new Date()).week;
  const shownWeek = filters.week ?? list?.week ?? currentWeek;

  // After the last cluster of the last page went away, show the page that now is the last.
  // (`data`, not `currentData`: the next page's load keeps the last answer's count.)
  const lastPage = query.data?.meta.last_page ?? 1;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);

  const clusters = useMemo(() => list?.clusters ?? [], [list]);
  // Whether each shown account is blocked.
  const accountIds = useMemo(
    () => [...new Set(clusters.flatMap((c) => c.accounts.map((a) => a.user_id)))],
    [clusters],
  );
  const users = useAccountsBlockedQuery(accountIds, {
    refetchOnMountOrArgChange: true,
    skip: accountIds.length === 0,
  });
  const cities = cityOptions((filters.city_id ? everyCity.currentData : list)?.cities ?? [], filters.city_id);

  const blocked = useMemo(() => (users.data ? new Map(Object.entries(users.data)) : null), [users.data]);
  // Only accounts the users list knows and shows unblocked: toggle-block would unblock the others.
  const toBlock = (cluster: IntegrityCluster) =>
    blocked && cluster.accounts.filter((a) => blocked.get(a.user_id) === false).map((a) => a.user_id);

  const applyFilter = (change: IntegrityFilters) => {
    const next = { ...filters, ...change };
    setPage(1);
    setSearch(
      {
        aba: integrityTabId,
        ...(next.city_id ? { city_id: next.city_id } : {}),
        ...(next.week ? { week: next.week } : {}),
      },
      { replace: true },
    );
  };

  return (
    <AdminSection
      id="integrity"
      title={integrityTexts.title}
      busy={query.isFetching}
      summary={list ? plural(list.meta.total, 'grupo suspeito', 'grupos suspeitos') : undefined}
    >
      <div className="admin-toolbar" role="search" aria-label="Filtrar grupos suspeitos">
        <FilterSelect
          label="Cidade"
          value={filters.city_id ?? ''}
          onChange={(city_id) => applyFilter({ city_id: city_id || undefined })}
          options={cities}
        />
        <FilterSelect
          label="Semana"
          value={shownWeek}
          onChange={(week) => applyFilter({ week })}
          options={weekOptions(currentWeek, shownWeek)}
        />
      </div>
      {list && list.city_id === null && (list.analysed_at || list.cities_pending > 0) && (
        // Every city reads the background's analyses: how old they are, and whether some city still waits.
        <p className="integrity-analysed" role="status">
          {list.analysed_at && integrityTexts.analysedAt(formatNumericDateTime(list.analysed_at))}
          {list.cities_pending > 0 && ` ${integrityTexts.pending(list.cities_pending)}`}
        </p>
      )}
      <AdminCardList
        label={integrityTexts.listLabel}
        wide
        // A new filter's first answer is a load, not the previous filter's clusters.
        query={{ ...query, isLoading: query.isLoading || (query.isFetching && !list) }}
        texts={integrityListTexts}
        items={clusters}
        paging={{ meta: list?.meta, onPage: setPage }}
        empty={<EmptyState title={integrityTexts.empty} />}
        itemKey={(cluster) => cluster.cluster_id}
      >
        {(cluster) => <IntegrityClusterCard cluster={cluster} toBlock={toBlock(cluster)} />}
      </AdminCardList>
    </AdminSection>
  );
}
