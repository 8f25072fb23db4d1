import { useEffect, useState } from 'react';
import { reportTypeLabels } from '@encontro/contracts';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Modal } from '../../ui/Modal';
import { PagedList } from '../../ui/PagedList';
import { SelectField } from '../../ui/SelectField';
import { useReportsQuery } from './adminApi';
import { adminLimits, adminTexts } from './adminTexts';
import type { ReportStatus, ReportType } from './adminTypes';
import { ConfirmDialog } from './ConfirmDialog';
import { ReportActionButtons } from './ReportActionButtons';
import { reporterName } from './reporterName';
import { ReportSummary } from './ReportSummary';
import { SearchBox } from './SearchBox';
import { useDebounced } from './useDebounced';
import { useLogFailure } from './useLogFailure';
import { useReportActions } from './useReportActions';

type TypeFilter = 'all' | ReportType;
type StatusFilter = 'all' | ReportStatus;

const typeOptions: readonly { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'Todos os tipos' },
  { value: 'indication', label: 'Indicações' },
  { value: 'post', label: 'Posts' },
  { value: 'comment', label: 'Comentários' },
];
const statusOptions: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Todos os status' },
  { value: 'pending', label: 'Pendentes' },
  { value: 'resolved', label: 'Resolvidas' },
];

/** SPEC §2 "Denúncias": filters, debounced search, paged cards, details, resolve, delete content. */
export function ReportsTab() {
  const [type, setType] = useState<TypeFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const searched = useDebounced(search.trim(), adminLimits.reportSearchDebounceMs);
  const query = useReportsQuery(
    {
      page,
      per_page: adminLimits.reportsPerPage,
      type: type === 'all' ? undefined : type,
      status: status === 'all' ? undefined : status,
      search: searched || undefined,
    },
    { refetchOnMountOrArgChange: true },
  );
  const { data, isFetching, isError, error } = query;
  useLogFailure(isError, 'denúncias', error);
  const actions = useReportActions();
  const [openId, setOpenId] = useState<string | null>(null);

  // A new search starts on the first page.
  useEffect(() => setPage(1), [searched]);
  // After the last item of the last page went away, show the page that now is the last.
  const lastPage = data?.meta.last_page ?? 1;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const reports = data?.data ?? [];
  const selected = reports.find((r) => r.denuncia_id === openId) ?? null;
  const confirming = actions.confirming;

  const deleteConfirmed = async () => {
    if (!confirming) return;
    const ok = await actions.run(confirming.denuncia_id, 'delete');
    actions.setConfirming(null);
    if (ok) setOpenId(null);
  };

  return (
    <section className="admin-section" aria-labelledby="admin-reports-title" aria-busy={isFetching}>
      <div className="admin-section__head">
        <h2 id="admin-reports-title" className="admin-section__title">
          Denúncias
        </h2>
      </div>
      <div className="admin-toolbar">
        <SelectField
          fieldClassName="admin-filter"
          label="Tipo"
          value={type}
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
          options={typeOptions}
        />
        <SelectField
          fieldClassName="admin-filter"
          label="Status"
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={statusOptions}
        />
        <SearchBox
          label="Buscar denúncias"
          placeholder="Conteúdo, denunciante ou local"
          value={search}
          onChange={setSearch}
        />
      </div>
      <PagedList
        query={query}
        loadingLabel="Carregando denúncias..."
        errorMessage={adminTexts.reportsLoadFailed}
        items={reports}
        paging={{ meta: data?.meta, onPage: setPage }}
        noun="denúncias"
        pagesLabel="Páginas de denúncias"
        pagination="always"
        empty={<EmptyState title="Nenhuma denúncia encontrada." />}
      >
        {(shown) => (
          <ul className="admin-cards admin-cards--wide" aria-label="Denúncias">
            {shown.map((report) => (
              <li key={report.denuncia_id}>
                <article
                  className={report.resolved ? 'admin-card admin-card--resolved' : 'admin-card'}
                  aria-label={`Denúncia de ${(report.content_type || reportTypeLabels[report.type]).toLowerCase()} por ${reporterName(report)}`}
                >
                  <div className="admin-card__body">
                    <ReportSummary report={report} full={false} />
                    <div className="admin-actions">
                      <Button variant="ghost" onClick={() => setOpenId(report.denuncia_id)}>
                        Ver Detalhes
                      </Button>
                      <ReportActionButtons report={report} actions={actions} />
                    </div>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <Modal
        open={selected !== null && confirming === null}
        title="Detalhes da denúncia"
        onClose={() => setOpenId(null)}
        footer={
          <>
            {selected && <ReportActionButtons report={selected} actions={actions} />}
            <Button variant="secondary" onClick={() => setOpenId(null)}>
              Fechar
            </Button>
          </>
        }
      >
        {selected && <ReportSummary report={selected} full />}
      </Modal>
      <ConfirmDialog
        open={confirming !== null}
        title="Excluir conteúdo denunciado"
        message={adminTexts.confirmDeleteContent}
        confirmLabel="Excluir Conteúdo"
        busyLabel="Excluindo..."
        busy={actions.busy?.action === 'delete'}
        onConfirm={() => void deleteConfirmed()}
        onCancel={() => actions.setConfirming(null)}
      />
    </section>
  );
}
