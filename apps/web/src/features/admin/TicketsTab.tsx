import { useEffect, useId, useState, type FormEvent } from 'react';
import { adminTicketPageSizes, ticketTypeLabels } from '@encontro/contracts';
import { Button } from '../../ui/Button';
import { LoadError } from '../../ui/LoadError';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/Toast';
import { formatDateTime } from '../support/supportFormat';
import { useRespondTicketMutation, useTicketsQuery } from './adminApi';
import {
  adminErrorText,
  CharCount,
  EmptyState,
  FilterSelect,
  Loading,
  Pagination,
  SearchBox,
} from './adminBits';
import { adminLimits, adminTexts, showingText } from './adminTexts';
import type { AdminTicket } from './adminTypes';

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

const userName = (t: AdminTicket) => `${t.user.name} ${t.user.surname}`.trim() || t.contact.name;

function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="admin-filter">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input id={id} type="date" className="input" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** SPEC §5 Admin inputs: required, non-blank, ≤1000 with a counter; send disabled while blank or sending. */
function ReplyModal({ ticket, onClose }: { ticket: AdminTicket; onClose: () => void }) {
  const toast = useToast();
  const id = useId();
  const [response, setResponse] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [respond, { isLoading }] = useRespondTicketMutation();
  const trimmed = response.trim();
  const tooLong = trimmed.length > adminLimits.reply;
  const shownError = error ?? (tooLong ? adminTexts.responseTooLong : null);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || tooLong || isLoading) return;
    try {
      const result = await respond({ id: ticket.ticket_id, response: trimmed }).unwrap();
      toast(result.message || adminTexts.responseSent);
      onClose();
    } catch (err) {
      const { status, text } = adminErrorText(err, adminTexts.responseFailed);
      if (status === 401) return;
      setError(text);
      toast(text, 'error');
    }
  };

  return (
    <Modal
      open
      title="Responder Ticket"
      description={ticket.subject}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form={`${id}-form`}
            loading={isLoading}
            loadingText="Enviando..."
            disabled={!trimmed || tooLong}
          >
            Enviar Resposta
          </Button>
        </>
      }
    >
      <div className="admin-ticket-quote">
        <p className="muted">
          {userName(ticket)} ({ticket.user.email || ticket.contact.email}) ·{' '}
          {formatDateTime(ticket.created_at)}
        </p>
        <p className="admin-quote">{ticket.message}</p>
      </div>
      <form id={`${id}-form`} className="form" onSubmit={(e) => void send(e)} noValidate>
        <div className={shownError ? 'field field--invalid' : 'field'}>
          <div className="field__label-row">
            <label htmlFor={id} className="field__label">
              Resposta
            </label>
            <span className="field__required" aria-hidden="true">
              *
            </span>
          </div>
          <textarea
            id={id}
            className="input admin-textarea"
            value={response}
            required
            aria-required
            aria-invalid={shownError ? true : undefined}
            aria-describedby={`${id}-count ${id}-error`}
            onChange={(e) => {
              setResponse(e.target.value);
              setError(null);
            }}
          />
          <p id={`${id}-count`} className="field__hint">
            <CharCount length={response.length} max={adminLimits.reply} />
          </p>
          <p id={`${id}-error`} className="field__error" role={shownError ? 'alert' : undefined}>
            {shownError}
          </p>
        </div>
      </form>
    </Modal>
  );
}

function TicketDetails({ ticket, onClose }: { ticket: AdminTicket; onClose: () => void }) {
  return (
    <Modal
      open
      title={ticket.subject}
      description="Detalhes do ticket"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      <dl className="admin-dl">
        <div>
          <dt>Tipo</dt>
          <dd>{ticketTypeLabels[ticket.message_type]}</dd>
        </div>
        <div>
          <dt>Enviado em</dt>
          <dd>{formatDateTime(ticket.created_at)}</dd>
        </div>
        <div>
          <dt>Usuário</dt>
          <dd>
            {userName(ticket)} ({ticket.user.email || ticket.contact.email})
          </dd>
        </div>
        <div>
          <dt>Localização</dt>
          <dd>
            {ticket.user.city}
            {ticket.user.state ? ` - ${ticket.user.state}` : ''}
          </dd>
        </div>
        {ticket.indication && (
          <div>
            <dt>Indicação</dt>
            <dd>{ticket.indication.name}</dd>
          </div>
        )}
        <div className="admin-dl__wide">
          <dt>Mensagem</dt>
          <dd className="admin-quote">{ticket.message}</dd>
        </div>
        <div className="admin-dl__wide">
          <dt>Resposta enviada</dt>
          <dd className="admin-quote">{ticket.response}</dd>
        </div>
        <div>
          <dt>Respondido em</dt>
          <dd>{formatDateTime(ticket.responded_at)}</dd>
        </div>
        {ticket.finalized_at && (
          <div>
            <dt>Finalizado em</dt>
            <dd>{formatDateTime(ticket.finalized_at)}</dd>
          </div>
        )}
      </dl>
    </Modal>
  );
}

/** SPEC §2 "Tickets Suporte": filters applied together, paged cards, reply or details. */
export function TicketsTab() {
  const toast = useToast();
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [applied, setApplied] = useState<Filters>(noFilters);
  const [perPage, setPerPage] = useState(10);
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = useTicketsQuery(
    {
      ...applied,
      type: applied.type || undefined,
      status: applied.status || undefined,
      page,
      per_page: perPage,
    },
    { refetchOnMountOrArgChange: true },
  );
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
        <FilterSelect
          label="Tipo"
          value={draft.type}
          onChange={(v) => set('type', v)}
          options={typeOptions}
        />
        <FilterSelect
          label="Status"
          value={draft.status}
          onChange={(v) => set('status', v)}
          options={statusOptions}
        />
        <FilterSelect
          label="Itens por página"
          value={String(perPage)}
          onChange={(v) => {
            setPerPage(Number(v));
            setPage(1);
          }}
          options={sizeOptions}
        />
        <DateFilter label="Data inicial" value={draft.date_from} onChange={(v) => set('date_from', v)} />
        <DateFilter label="Data final" value={draft.date_to} onChange={(v) => set('date_to', v)} />
        <div className="admin-toolbar__actions">
          <Button type="submit">Aplicar Filtros</Button>
          <Button variant="ghost" onClick={clear}>
            Limpar
          </Button>
        </div>
      </form>
      {isLoading ? (
        <Loading label="Carregando tickets..." />
      ) : isError ? (
        <LoadError
          message={adminTexts.ticketsLoadFailed}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : !data || data.total === 0 ? (
        <EmptyState title="Nenhum ticket encontrado." />
      ) : (
        <>
          <p className="admin-count" aria-live="polite">
            {showingText(
              data.from ?? (data.page - 1) * data.per_page + 1,
              data.to ?? (data.page - 1) * data.per_page + tickets.length,
              data.total,
              'tickets',
            )}
          </p>
          <ul className="admin-cards admin-cards--wide" aria-label="Tickets">
            {tickets.map((ticket) => (
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
                      {userName(ticket)} · {ticket.user.email || ticket.contact.email}
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
          <Pagination
            page={data.page}
            lastPage={data.last_page}
            onPage={setPage}
            label="Páginas de tickets"
          />
        </>
      )}
      {replying && <ReplyModal ticket={replying} onClose={() => setReplying(null)} />}
      {viewing && <TicketDetails ticket={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}
