import { useEffect, useState, type ReactNode } from 'react';
import { assetUrl } from '../../api/config';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Modal } from '../../ui/Modal';
import { PagedList } from '../../ui/PagedList';
import { SelectField } from '../../ui/SelectField';
import { useToast } from '../../ui/Toast';
import { formatDate } from '../../ui/format';
import {
  useApproveIndicationMutation,
  useIndicationQuery,
  useIndicationsQuery,
  useRejectIndicationMutation,
} from './adminApi';
import { adminErrorText } from './adminErrorText';
import { adminTexts, plural } from './adminTexts';
import type { AdminIndication, IndicationStatus } from './adminTypes';
import { ConfirmDialog } from './ConfirmDialog';
import { SearchBox } from './SearchBox';
import { useDebounced } from './useDebounced';
import { useLogFailure } from './useLogFailure';

type StatusFilter = 'all' | IndicationStatus;

const statusOptions: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'pending', label: 'Pendentes' },
  { value: 'active', label: 'Aprovadas' },
  { value: 'rejected', label: 'Rejeitadas' },
];

export const indicationStatusLabels: Record<IndicationStatus, string> = {
  pending: 'Pendente',
  active: 'Aprovada',
  rejected: 'Rejeitada',
};

function StatusBadge({ status }: { status: IndicationStatus }) {
  return (
    <span className={`admin-badge admin-badge--indication-${status}`}>{indicationStatusLabels[status]}</span>
  );
}

/** Approve and reject, with which one is running for which indication (SPEC §2 busy labels). */
function useReview(onDone?: () => void) {
  const toast = useToast();
  const [approve] = useApproveIndicationMutation();
  const [reject] = useRejectIndicationMutation();
  const [busy, setBusy] = useState<{ id: string; action: 'approve' | 'reject' } | null>(null);
  const run = async (id: string, action: 'approve' | 'reject') => {
    setBusy({ id, action });
    try {
      const result = await (action === 'approve' ? approve(id) : reject(id)).unwrap();
      toast(result.message || (action === 'approve' ? adminTexts.approved : adminTexts.rejected));
      onDone?.();
    } catch (error) {
      const { status, text } = adminErrorText(
        error,
        action === 'approve' ? adminTexts.approveFailed : adminTexts.rejectFailed,
      );
      if (status !== 401) toast(text, 'error');
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

function ReviewButtons({
  indication,
  review,
}: {
  indication: AdminIndication;
  review: ReturnType<typeof useReview>;
}) {
  const [asking, setAsking] = useState(false);
  if (indication.status !== 'pending') return null;
  const { busy, run } = review;
  const mine = busy?.id === indication.indication_id;
  return (
    <>
      <Button
        loading={mine && busy?.action === 'approve'}
        loadingText="Aprovando..."
        disabled={Boolean(busy)}
        aria-label={`Aprovar ${indication.name}`}
        onClick={() => void run(indication.indication_id, 'approve')}
      >
        Aprovar
      </Button>
      <Button
        variant="danger"
        loading={mine && busy?.action === 'reject'}
        loadingText="Rejeitando..."
        disabled={Boolean(busy)}
        aria-label={`Rejeitar ${indication.name}`}
        onClick={() => setAsking(true)}
      >
        Rejeitar
      </Button>
      {/* Rejecting cannot be undone: it asks first. */}
      <ConfirmDialog
        open={asking}
        title="Rejeitar indicação"
        message={adminTexts.confirmReject(indication.name)}
        confirmLabel="Rejeitar"
        busyLabel="Rejeitando..."
        busy={mine && busy?.action === 'reject'}
        onConfirm={() => void run(indication.indication_id, 'reject').finally(() => setAsking(false))}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children || <span className="muted">Não informado</span>}</dd>
    </div>
  );
}

function IndicationDetails({ indication }: { indication: AdminIndication }) {
  return (
    <div className="admin-details">
      {indication.photos.length > 0 && (
        <ul className="admin-photos" aria-label="Fotos do local">
          {indication.photos.map((photo, i) => (
            <li key={photo}>
              <img src={assetUrl(photo) ?? ''} alt={`Foto ${i + 1} de ${indication.name}`} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <dl className="admin-dl">
        <Detail label="Nome">{indication.name}</Detail>
        <Detail label="Endereço">{indication.address}</Detail>
        <Detail label="Ponto de referência">{indication.reference}</Detail>
        <Detail label="Telefone">{indication.phone}</Detail>
        <Detail label="Site">
          {indication.website && (
            <a href={indication.website} target="_blank" rel="noopener noreferrer" className="link">
              {indication.website}
            </a>
          )}
        </Detail>
        <Detail label="Atrações">{indication.attractives.join(', ')}</Detail>
        <Detail label="Dia do encontro">{indication.event_day}</Detail>
        <Detail label="Horário">{indication.event_time}</Detail>
        <Detail label="Cidade">
          {indication.city}
          {indication.state ? ` - ${indication.state}` : ''}
        </Detail>
        <Detail label="Status">
          <StatusBadge status={indication.status} />
        </Detail>
        <Detail label="Enviada em">{formatDate(indication.created_at)}</Detail>
      </dl>
      <div className="admin-host">
        <Avatar
          photo={indication.host_photo_url ?? indication.host_photo}
          name={indication.host_name}
          size="md"
        />
        <dl className="admin-dl admin-dl--compact">
          <Detail label="Anfitrião">{indication.host_name}</Detail>
          <Detail label="ID do anfitrião">
            <code>{indication.host_id}</code>
          </Detail>
        </dl>
      </div>
    </div>
  );
}

function DetailsModal({ fromList, onClose }: { fromList: AdminIndication; onClose: () => void }) {
  const { data, isError, error } = useIndicationQuery(fromList.indication_id, {
    refetchOnMountOrArgChange: true,
  });
  useLogFailure(isError, 'detalhes da indicação', error);
  const indication = data?.indication ?? fromList;
  const review = useReview(onClose);
  return (
    <Modal
      open
      title={indication.name}
      description="Detalhes da indicação"
      onClose={onClose}
      footer={
        <>
          <ReviewButtons indication={indication} review={review} />
          <Button variant="secondary" onClick={onClose}>
            Fechar
          </Button>
        </>
      }
    >
      <IndicationDetails indication={indication} />
    </Modal>
  );
}

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
  const review = useReview();
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
                      <StatusBadge status={indication.status} />
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
      {selected && <DetailsModal fromList={selected} onClose={() => setOpenId(null)} />}
    </section>
  );
}
