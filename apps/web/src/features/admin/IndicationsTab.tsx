import { useEffect, useState } from 'react';
import { assetUrl } from '../../api/config';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/PagedList';
import { SelectField } from '../../ui/SelectField';
import { useIndicationsQuery } from './adminApi';
import { adminTexts, plural } from './adminTexts';
import type { IndicationStatus } from './adminTypes';
import { IndicationDetailsModal } from './IndicationDetailsModal';
import { IndicationStatusBadge } from './IndicationStatusBadge';
import { ReviewButtons } from './ReviewButtons';
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

  return (
    <section className="admin-section" aria-labelledby="admin-indications-title" aria-busy={isFetching}>
      <div className="admin-section__head">
        <h2 id="admin-indications-title" className="admin-section__title">
          Indicações
        </h2>
        <p className="muted">{plural(meta?.total ?? list.length, 'indicação', 'indicações')}</p>
      </div>
      <div className="admin-toolbar">
        <SelectField
          fieldClassName="admin-filter"
          label="Status"
          value={status}
          onChange={setStatus}
          options={statusOptions}
        />
        <SearchBox
          label="Buscar indicações"
          placeholder="Local, endereço, anfitrião ou cidade"
          value={search}
          onChange={setSearch}
        />
      </div>
      <PagedList
        query={query}
        loadingLabel="Carregando indicações..."
        errorMessage={adminTexts.indicationsLoadFailed}
        items={list}
        paging={{ meta, onPage: setPage }}
        noun="indicações"
        pagesLabel="Páginas de indicações"
        empty={
          filtered ? (
            <EmptyState title="Nenhuma indicação encontrada com esses filtros.">
              <Button
                variant="secondary"
                onClick={() => {
                  setStatus('all');
                  setSearch('');
                }}
              >
                Ver todas as indicações
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title="Nenhuma indicação cadastrada ainda." />
          )
        }
      >
        {(shown) => (
          <ul className="admin-cards" aria-label="Indicações">
            {shown.map((indication) => (
              <li key={indication.indication_id}>
                <article className="admin-card admin-card--indication" aria-label={indication.name}>
                  {indication.first_photo_url ? (
                    <img
                      className="admin-card__photo"
                      src={assetUrl(indication.first_photo_url) ?? ''}
                      alt={`Foto de ${indication.name}`}
                      loading="lazy"
                    />
                  ) : (
                    <div className="admin-card__photo admin-card__photo--empty" aria-hidden="true" />
                  )}
                  <div className="admin-card__body">
                    <div className="admin-card__head">
                      <h3 className="admin-card__title">{indication.name}</h3>
                      <IndicationStatusBadge status={indication.status} />
                    </div>
                    <p className="admin-card__line">{indication.address}</p>
                    <p className="admin-card__line muted">
                      {indication.city}
                      {indication.state ? ` - ${indication.state}` : ''} · Indicado por {indication.host_name}
                    </p>
                    <div className="admin-actions">
                      <Button variant="ghost" onClick={() => setOpenId(indication.indication_id)}>
                        Ver Detalhes
                      </Button>
                      <ReviewButtons indication={indication} review={review} />
                    </div>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {selected && <IndicationDetailsModal fromList={selected} onClose={() => setOpenId(null)} />}
    </section>
  );
}
