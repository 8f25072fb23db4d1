import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { useIndicationsQuery } from './adminApi';
import { AdminCardList } from './AdminCardList';
import { AdminSection } from './AdminSection';
import { adminLists, plural } from './adminTexts';
import type { IndicationStatus } from './adminTypes';
import { FilterSelect } from './FilterSelect';
import { IndicationCard } from './IndicationCard';
import { IndicationDetailsModal } from './IndicationDetailsModal';
import { SearchBox } from './SearchBox';
import { useDebounced } from './useDebounced';
import { useIndicationReview } from './useIndicationReview';
import { useLogFailure } from './useLogFailure';

type StatusFilter = 'all' | IndicationStatus;

const statusOptions: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'pending', label: 'Pendentes' },
  { value: 'active', label: 'Aprovadas' },
  { value: 'rejected', label: 'Rejeitadas' },
];

/**
 * SPEC §2 "Indicações": status filter, search, cards, details, approve / reject; the server pages
 * the list (20 a page, with its total), a new filter starting from the first page.
 */
export function IndicationsTab() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const searched = useDebounced(search.trim(), 300);
  const filterKey = `${status}|${searched}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });
  const query = useIndicationsQuery(
    { status: status === 'all' ? undefined : status, search: searched || undefined, page },
    { refetchOnMountOrArgChange: true },
  );
  const { data, isFetching, isError, error } = query;
  useLogFailure(isError, 'indicações', error);
  const review = useIndicationReview();
  const [openId, setOpenId] = useState<string | null>(null);
  const list = data?.data ?? [];
  const meta = data?.meta;
  const selected = list.find((i) => i.indication_id === openId) ?? null;
  const filtered = status !== 'all' || searched !== '';
  // A review can empty the last page (a pending one approved under "Pendentes"): show the new last one.
  useEffect(() => {
    if (meta && meta.page > meta.last_page) setPaging({ key: filterKey, page: meta.last_page });
  }, [meta, filterKey]);

  const showAll = () => {
    setStatus('all');
    setSearch('');
  };

  return (
    <AdminSection
      id="indications"
      title="Indicações"
      summary={plural(meta?.total ?? list.length, 'indicação', 'indicações')}
      busy={isFetching}
    >
      <div className="admin-toolbar">
        <FilterSelect label="Status" value={status} onChange={setStatus} options={statusOptions} />
        <SearchBox
          label="Buscar indicações"
          placeholder="Local, endereço, anfitrião ou cidade"
          value={search}
          onChange={setSearch}
        />
      </div>
      <AdminCardList
        label="Indicações"
        query={query}
        texts={adminLists.indications}
        items={list}
        paging={{ meta, onPage: setPage }}
        empty={
          filtered ? (
            <EmptyState title="Nenhuma indicação encontrada com esses filtros.">
              <Button variant="secondary" onClick={showAll}>
                Ver todas as indicações
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title="Nenhuma indicação cadastrada ainda." />
          )
        }
        itemKey={(indication) => indication.indication_id}
      >
        {(indication) => <IndicationCard indication={indication} review={review} onDetails={setOpenId} />}
      </AdminCardList>
      {selected && <IndicationDetailsModal fromList={selected} onClose={() => setOpenId(null)} />}
    </AdminSection>
  );
}
