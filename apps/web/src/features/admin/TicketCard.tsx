import { ticketTypeLabels } from '@encontro/contracts';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { formatDateTime } from '../../ui/format';
import { AdminCard } from './AdminCard';
import type { AdminTicket } from './adminTypes';
import { DetailsButton } from './DetailsButton';
import { ticketUserName } from './ticketUserName';

type TicketCardProps = {
  ticket: AdminTicket;
  /** A responded ticket: its details. */
  onView: (ticket: AdminTicket) => void;
  /** An open ticket: the reply dialog. */
  onReply: (ticket: AdminTicket) => void;
};

/** A support ticket of the Tickets tab: type, status, sender, message, the answer, and Responder or Ver Detalhes. */
export function TicketCard({ ticket, onView, onReply }: TicketCardProps) {
  return (
    <AdminCard label={ticket.subject}>
      <div className="admin-card__head">
        <Badge tone={ticket.message_type === 'host' ? 'primary' : 'info'}>
          {ticketTypeLabels[ticket.message_type]}
        </Badge>
        <Badge tone={ticket.responded ? 'success' : 'warning'}>
          {ticket.responded ? 'Respondido' : 'Aberto'}
        </Badge>
        <span className="muted admin-card__date">{formatDateTime(ticket.created_at)}</span>
      </div>
      <h3 className="admin-card__title">{ticket.subject}</h3>
      <p className="admin-card__line muted">
        {ticketUserName(ticket)} · {ticket.user.email || ticket.contact.email}
        {ticket.user.city ? ` · ${ticket.user.city} - ${ticket.user.state}` : ''}
      </p>
      {ticket.indication && <p className="admin-card__line muted">Indicação: {ticket.indication.name}</p>}
      <p className="admin-quote">{ticket.message}</p>
      {ticket.responded && ticket.response && (
        <div className="admin-response">
          <p className="admin-response__title">Resposta enviada em {formatDateTime(ticket.responded_at)}</p>
          <p className="admin-response__text">{ticket.response}</p>
        </div>
      )}
      <div className="admin-actions">
        {ticket.responded ? (
          <DetailsButton onClick={() => onView(ticket)} />
        ) : (
          <Button onClick={() => onReply(ticket)}>Responder</Button>
        )}
      </div>
    </AdminCard>
  );
}
