import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { TextField } from '../../ui/TextField';
import { useAuditQuery } from './adminApi';
import { AdminCardList } from './AdminCardList';
import { AdminSection } from './AdminSection';
import { adminLists } from './adminTexts';
import { AuditEntryCard } from './AuditEntryCard';
import { auditActionLabels, auditTargetLabels } from './auditTexts';
import { FilterSelect } from './FilterSelect';
import { SearchBox } from './SearchBox';
import { useListPage } from './useListPage';
import { useLoadFailureToast } from './useLoadFailureToast';
import { DayRangeFilters } from './DayRangeFilters';

type Filters = {
  actor_name: string;
  action: string;
  target_type: string;
  target_id: string;
  date_from: string;
  date_to: string;
};
const noFilters: Filters = {
  actor_name: '',
  action: '',
  target_type: '',
  target_id: '',
  date_from: '',
  date_to: '',
};

const optionsOf = (labels: Readonly<Record<string, string>>, all: string) => [
  { value: '', label: all },
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];
const actionOptions = optionsOf(auditActionLabels, 'Todas as ações');
const targetOptions = optionsOf(auditTargetLabels, 'Todos os alvos');

/** Issue 28: the audit log of every admin action (GET /api/admin/audit), filtered and paged, newest first. */
export function AuditTab() {
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [applied, setApplied] = useState<Filters>(noFilters);
  const { page, setPage, firstPageOf } = useListPage();
  const query = useAuditQuery({ ...applied, page }, { refetchOnMountOrArgChange: true });
  const { data, isFetching, isError } = query;
  useLoadFailureToast(isError, adminLists.audit.loadFailed);
  const set = (key: keyof Filters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const applyFilters = firstPageOf(setApplied);
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    applyFilters({ ...draft, actor_name: draft.actor_name.trim(), target_id: draft.target_id.trim() });
  };
  const filtered = Object.values(applied).some(Boolean);
  const clear = () => {
    setDraft(noFilters);
    applyFilters(noFilters);
  };

  return (
    <AdminSection
      id="audit"
      title="Auditoria"
      summary="Cada ação administrativa: quem fez, o quê, em quê e quando."
      busy={isFetching}
    >
      <form className="admin-toolbar admin-toolbar--wrap" aria-label="Filtrar auditoria" onSubmit={apply}>
        <SearchBox
          label="Administrador"
          placeholder="Nome do administrador"
          value={draft.actor_name}
          onChange={set('actor_name')}
          onEnter={apply}
        />
        <FilterSelect label="Ação" value={draft.action} onChange={set('action')} options={actionOptions} />
        <FilterSelect
          label="Alvo"
          value={draft.target_type}
          onChange={set('target_type')}
          options={targetOptions}
        />
        <TextField
          fieldClassName="admin-filter"
          label="ID do alvo"
          value={draft.target_id}
          onChange={set('target_id')}
          autoComplete="off"
        />
        <DayRangeFilters value={draft} onChange={set} onClear={clear} />
      </form>
      <AdminCardList
        label="Registro de auditoria"
        wide
        query={query}
        texts={adminLists.audit}
        items={data?.data ?? []}
        paging={{ meta: data?.meta, onPage: setPage }}
        empty={
          <EmptyState title="Nenhuma ação administrativa encontrada.">
            {filtered && (
              <Button variant="ghost" onClick={clear}>
                Ver todas as ações
              </Button>
            )}
          </EmptyState>
        }
        itemKey={(entry) => entry.audit_id}
      >
        {(entry) => <AuditEntryCard entry={entry} />}
      </AdminCardList>
    </AdminSection>
  );
}
