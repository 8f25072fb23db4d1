import { useState, type FormEvent } from 'react';
import { adminTicketPageSizes } from '@encontro/contracts';
import { EmptyState } from '../../ui/EmptyState';
import { useTicketsQuery } from './adminApi';
import { AdminCardList } from './AdminCardList';
import { AdminSection } from './AdminSection';
import { adminLists } from './adminTexts';
import type { AdminTicket } from './adminTypes';
import { FilterSelect } from './FilterSelect';
import { ReplyModal } from './ReplyModal';
import { SearchBox } from './SearchBox';
import { TicketCard } from './TicketCard';
import { TicketDetails } from './TicketDetails';
import { useListPage } from './useListPage';
import { useLoadFailureToast } from './useLoadFailureToast';
import { DayRangeFilters } from './DayRangeFilters';

type Filters = {
  search: string;
  type: '' | 'host' | 'general';
  status: '' | 'open' | 'responded';
  date_from: string;
  date_to: string;
};
const noFilters: Filters = { search: '', type: '', status: '', date_from: '', date_to: '' };

const typeOptions = [
  { value: '', label: 'Todos os tipos' },
  { value: 'host', label: 'Anfitrião' },
  { value: 'general', label: 'Geral' },
] as const;
const statusOptions = [
  { value: '', label: 'Todos os status' },
  { value: 'open', label: 'Aberto' },
  { value: 'responded', label: 'Respondido' },
] as const;
const sizeOptions = adminTicketPageSizes.map((n) => ({ value: String(n), label: String(n) }));

/** SPEC §2 "Tickets Suporte": filters applied together, paged cards, reply or details. */
export function TicketsTab() {
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [applied, setApplied] = useState<Filters>(noFilters);
  const [perPage, setPerPage] = useState(10);
  const { page, setPage, firstPageOf } = useListPage();
  const query = useTicketsQuery(
    {
      ...applied,
      type: applied.type || undefined,
      status: applied.status || undefined,
      page,
      per_page: perPage,
    },
    { refetchOnMountOrArgChange: true },
  );
  const { data, isFetching, isError } = query;
  useLoadFailureToast(isError, adminLists.tickets.loadFailed);
  const [replying, setReplying] = useState<AdminTicket | null>(null);
  const [viewing, setViewing] = useState<AdminTicket | null>(null);
  const set =
    <K extends keyof Filters>(key: K) =>
    (value: Filters[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  const applyFilters = firstPageOf(setApplied);
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    applyFilters({ ...draft, search: draft.search.trim() });
  };
  const clear = () => {
    setDraft(noFilters);
    applyFilters(noFilters);
  };
  const choosePerPage = firstPageOf(setPerPage);

  return (
    <AdminSection
      id="tickets"
      title="Tickets de Suporte"
      summary={`Total de tickets: ${data?.total ?? 0}`}
      busy={isFetching}
    >
      <form className="admin-toolbar admin-toolbar--wrap" aria-label="Filtrar tickets" onSubmit={apply}>
        <SearchBox
          label="Buscar tickets"
          placeholder="Assunto, mensagem, nome, e-mail ou cidade"
          value={draft.search}
          onChange={set('search')}
          onEnter={apply}
        />
        <FilterSelect label="Tipo" value={draft.type} onChange={set('type')} options={typeOptions} />
        <FilterSelect label="Status" value={draft.status} onChange={set('status')} options={statusOptions} />
        <FilterSelect
          label="Itens por página"
          value={String(perPage)}
          onChange={(v) => choosePerPage(Number(v))}
          options={sizeOptions}
        />
        <DayRangeFilters value={draft} onChange={set} onClear={clear} />
      </form>
      <AdminCardList
        label="Tickets"
        wide
        query={query}
        texts={adminLists.tickets}
        items={data?.data ?? []}
        paging={{ meta: data, onPage: setPage }}
        pagination="always"
        empty={<EmptyState title="Nenhum ticket encontrado." />}
        itemKey={(ticket) => ticket.ticket_id}
      >
        {(ticket) => <TicketCard ticket={ticket} onView={setViewing} onReply={setReplying} />}
      </AdminCardList>
      {replying && <ReplyModal ticket={replying} onClose={() => setReplying(null)} />}
      {viewing && <TicketDetails ticket={viewing} onClose={() => setViewing(null)} />}
    </AdminSection>
  );
}
