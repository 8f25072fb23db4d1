import { useEffect, useState, type FormEvent } from 'react';
import { adminTicketPageSizes, ticketTypeLabels } from '@encontro/contracts';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/PagedList';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { formatDateTime } from '../support/supportFormat';
import { useTicketsQuery } from './adminApi';
import { adminTexts } from './adminTexts';
import type { AdminTicket } from './adminTypes';
import { ReplyModal } from './ReplyModal';
import { SearchBox } from './SearchBox';
import { TicketDetails } from './TicketDetails';
import { ticketUserName } from './ticketUserName';

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
  const toast = useToast();
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [applied, setApplied] = useState<Filters>(noFilters);
  const [perPage, setPerPage] = useState(10);
  const [page, setPage] = useState(1);
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
  useEffect(() => {
    if (isError) toast(adminTexts.ticketsLoadFailed, 'error');
  }, [isError, toast]);
  const [replying, setReplying] = useState<AdminTicket | null>(null);
  const [viewing, setViewing] = useState<AdminTicket | null>(null);
  const tickets = data?.data ?? [];
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    setApplied({ ...draft, search: draft.search.trim() });
    setPage(1);
  };
  const clear = () => {
    setDraft(noFilters);
    setApplied(noFilters);
    setPage(1);
  };

  return (
    <section className="admin-section" aria-labelledby="admin-tickets-title" aria-busy={isFetching}>
      <div className="admin-section__head">
        <h2 id="admin-tickets-title" className="admin-section__title">
          Tickets de Suporte
        </h2>
        <p className="muted">Total de tickets: {data?.total ?? 0}</p>
      </div>
      <form className="admin-toolbar admin-toolbar--wrap" aria-label="Filtrar tickets" onSubmit={apply}>
        <SearchBox
          label="Buscar tickets"
          placeholder="Assunto, mensagem, nome ou e-mail"
          value={draft.search}
          onChange={(v) => set('search', v)}
          onEnter={apply}
        />
        <SelectField
          fieldClassName="admin-filter"
          label="Tipo"
          value={draft.type}
          onChange={(v) => set('type', v)}
          options={typeOptions}
        />
        <SelectField
          fieldClassName="admin-filter"
          label="Status"
          value={draft.status}
          onChange={(v) => set('status', v)}
          options={statusOptions}
        />
        <SelectField
          fieldClassName="admin-filter"
          label="Itens por página"
          value={String(perPage)}
          onChange={(v) => {
            setPerPage(Number(v));
            setPage(1);
          }}
          options={sizeOptions}
        />
        <TextField
          fieldClassName="admin-filter"
          label="Data inicial"
          type="date"
          value={draft.date_from}
          onChange={(v) => set('date_from', v)}
        />
        <TextField
          fieldClassName="admin-filter"
          label="Data final"
          type="date"
          value={draft.date_to}
          onChange={(v) => set('date_to', v)}
        />
        <div className="admin-toolbar__actions">
          <Button type="submit">Aplicar Filtros</Button>
          <Button variant="ghost" onClick={clear}>
            Limpar
          </Button>
        </div>
      </form>
      <PagedList
        query={query}
        loadingLabel="Carregando tickets..."
        errorMessage={adminTexts.ticketsLoadFailed}
        items={tickets}
        paging={{ meta: data, onPage: setPage }}
        noun="tickets"
        pagesLabel="Páginas de tickets"
        pagination="always"
        empty={<EmptyState title="Nenhum ticket encontrado." />}
      >
        {(shown) => (
          <ul className="admin-cards admin-cards--wide" aria-label="Tickets">
            {shown.map((ticket) => (
              <li key={ticket.ticket_id}>
                <article className="admin-card" aria-label={ticket.subject}>
                  <div className="admin-card__body">
                    <div className="admin-card__head">
                      <span className={`admin-badge admin-badge--ticket-${ticket.message_type}`}>
                        {ticketTypeLabels[ticket.message_type]}
                      </span>
                      <span
                        className={
                          ticket.responded
                            ? 'admin-badge admin-badge--responded'
                            : 'admin-badge admin-badge--open'
                        }
                      >
                        {ticket.responded ? 'Respondido' : 'Aberto'}
                      </span>
                      <span className="muted admin-card__date">{formatDateTime(ticket.created_at)}</span>
                    </div>
                    <h3 className="admin-card__title">{ticket.subject}</h3>
                    <p className="admin-card__line muted">
                      {ticketUserName(ticket)} · {ticket.user.email || ticket.contact.email}
                      {ticket.user.city ? ` · ${ticket.user.city} - ${ticket.user.state}` : ''}
                    </p>
                    {ticket.indication && (
                      <p className="admin-card__line muted">Indicação: {ticket.indication.name}</p>
                    )}
                    <p className="admin-quote">{ticket.message}</p>
                    {ticket.responded && ticket.response && (
                      <div className="admin-response">
                        <p className="admin-response__title">
                          Resposta enviada em {formatDateTime(ticket.responded_at)}
                        </p>
                        <p className="admin-response__text">{ticket.response}</p>
                      </div>
                    )}
                    <div className="admin-actions">
                      {ticket.responded ? (
                        <Button variant="ghost" onClick={() => setViewing(ticket)}>
                          Ver Detalhes
                        </Button>
                      ) : (
                        <Button onClick={() => setReplying(ticket)}>Responder</Button>
                      )}
                    </div>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {replying && <ReplyModal ticket={replying} onClose={() => setReplying(null)} />}
      {viewing && <TicketDetails ticket={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}
