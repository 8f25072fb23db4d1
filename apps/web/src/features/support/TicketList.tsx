import { useId, useState } from 'react';
import { ticketTypeLabels, type Ticket } from '@encontro/contracts';
import { failedWithoutData } from '../../api/queryState';
import { Button } from '../../ui/Button';
import { DetailsModal } from '../../ui/DetailsModal';
import { Loading } from '../../ui/Loading';
import type { ListQuery } from '../../ui/PagedList';
import { FilterChips } from './FilterChips';
import { canFinalize, FinalizeTicketButton } from './FinalizeTicketButton';
import { RetryAlert } from './RetryAlert';
import { formatDateTime } from '../../ui/format';
import { TicketDetail } from './TicketDetail';
import { matchesFilter, ticketFilters, ticketListTexts, type TicketFilter } from './ticketListTexts';
import { TicketStatusBadge } from './TicketStatusBadge';

type TicketListProps = {
  title: string;
  /** The user's tickets, as RTK Query loads them. */
  query: ListQuery & { data?: { tickets: Ticket[] } };
  /** Host tickets that were answered can be finalized by their author. */
  allowFinalize?: boolean;
};

export function TicketList({ title, query, allowFinalize = false }: TicketListProps) {
  const headingId = useId();
  const [filter, setFilter] = useState<TicketFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const all = query.data?.tickets ?? [];
  const visible = all.filter((t) => matchesFilter(t, filter));
  const selected = all.find((t) => t.ticket_id === openId) ?? null;
  const finalizable = (ticket: Ticket) => allowFinalize && canFinalize(ticket);

  return (
    <section className="card ticket-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {title}
      </h2>
      <FilterChips label="Filtrar tickets" chips={ticketFilters} selected={filter} onSelect={setFilter} />
      {query.isLoading ? (
        <Loading label="Carregando tickets..." className="support-loading" />
      ) : failedWithoutData(query) ? (
        <RetryAlert
          message={ticketListTexts.loadFailed}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : visible.length === 0 ? (
        <p className="support-empty muted">
          {all.length === 0 ? ticketListTexts.none : ticketListTexts.noneInFilter}
        </p>
      ) : (
        <ul
          className="grid-list tickets"
          aria-label={`${title}: ${ticketFilters.find((f) => f.id === filter)?.label}`}
        >
          {visible.map((ticket) => (
            <li key={ticket.ticket_id} className="ticket">
              <div className="ticket__head">
                <h3 className="ticket__subject" id={`ticket-${ticket.ticket_id}`}>
                  {ticket.subject}
                </h3>
                <TicketStatusBadge ticket={ticket} />
              </div>
              <p className="ticket__meta muted">
                {ticketTypeLabels[ticket.ticket_type]}
                {ticket.indication ? ` · ${ticket.indication.name}` : ''} ·{' '}
                {formatDateTime(ticket.created_at)}
              </p>
              {ticket.responded && ticket.response && (
                <p className="ticket__response">
                  <strong>Resposta:</strong> {ticket.response}
                </p>
              )}
              <div className="ticket__actions">
                <Button
                  variant="ghost"
                  aria-describedby={`ticket-${ticket.ticket_id}`}
                  onClick={() => setOpenId(ticket.ticket_id)}
                >
                  Ver detalhes
                </Button>
                {finalizable(ticket) && <FinalizeTicketButton ticket={ticket} />}
              </div>
            </li>
          ))}
        </ul>
      )}
      <DetailsModal
        open={selected !== null}
        title={selected?.subject ?? ''}
        onClose={() => setOpenId(null)}
        actions={selected && finalizable(selected) && <FinalizeTicketButton ticket={selected} />}
      >
        {selected && <TicketDetail ticket={selected} />}
      </DetailsModal>
    </section>
  );
}
