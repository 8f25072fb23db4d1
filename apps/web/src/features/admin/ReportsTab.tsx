import { useEffect, useState } from 'react';
import { DetailsModal } from '../../ui/DetailsModal';
import { EmptyState } from '../../ui/EmptyState';
import { useReportsQuery } from './adminApi';
import { AdminCardList } from './AdminCardList';
import { AdminSection } from './AdminSection';
import { adminLists, adminLimits, adminTexts } from './adminTexts';
import type { ReportStatus, ReportType } from './adminTypes';
import { ConfirmDialog } from './ConfirmDialog';
import { FilterSelect } from './FilterSelect';
import { ReportActionButtons } from './ReportActionButtons';
import { ReportCard } from './ReportCard';
import { ReportSummary } from './ReportSummary';
import { SearchBox } from './SearchBox';
import { useDebounced } from './useDebounced';
import { useListPage } from './useListPage';
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
  const { page, setPage, firstPageOf } = useListPage();
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
  useEffect(() => setPage(1), [searched, setPage]);
  // After the last item of the last page went away, show the page that now is the last.
  const lastPage = data?.meta.last_page ?? 1;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);

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
    <AdminSection id="reports" title="Denúncias" busy={isFetching}>
      <div className="admin-toolbar">
        <FilterSelect label="Tipo" value={type} onChange={firstPageOf(setType)} options={typeOptions} />
        <FilterSelect
          label="Status"
          value={status}
          onChange={firstPageOf(setStatus)}
          options={statusOptions}
        />
        <SearchBox
          label="Buscar denúncias"
          placeholder="Conteúdo, denunciante ou local"
          value={search}
          onChange={setSearch}
        />
      </div>
      <AdminCardList
        label="Denúncias"
        wide
        query={query}
        texts={adminLists.reports}
        items={reports}
        paging={{ meta: data?.meta, onPage: setPage }}
        pagination="always"
        empty={<EmptyState title="Nenhuma denúncia encontrada." />}
        itemKey={(report) => report.denuncia_id}
      >
        {(report) => <ReportCard report={report} actions={actions} onDetails={setOpenId} />}
      </AdminCardList>
      <DetailsModal
        open={selected !== null && confirming === null}
        title="Detalhes da denúncia"
        onClose={() => setOpenId(null)}
        actions={selected && <ReportActionButtons report={selected} actions={actions} />}
      >
        {selected && <ReportSummary report={selected} full />}
      </DetailsModal>
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
    </AdminSection>
  );
}
