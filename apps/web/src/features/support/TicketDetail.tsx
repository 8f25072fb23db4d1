import { ticketTypeLabels, type Ticket } from '@encontro/contracts';
import { DetailRow } from '../../ui/DetailRow';
import { formatDateTime } from '../../ui/format';
import { ticketListTexts } from './ticketListTexts';
import { TicketStatusBadge } from './TicketStatusBadge';

/** One of the user's tickets in full: type, status, indication, dates, message and the team's answer. */
export function TicketDetail({ ticket }: { ticket: Ticket }) {
  return (
    <dl className="ticket-detail">
      <DetailRow term="Tipo">{ticketTypeLabels[ticket.ticket_type]}</DetailRow>
      <DetailRow term="Status">
        <TicketStatusBadge ticket={ticket} />
      </DetailRow>
      {ticket.indication && <DetailRow term="Indicação">{ticket.indication.name}</DetailRow>}
      <DetailRow term="Criado em">{formatDateTime(ticket.created_at)}</DetailRow>
      <DetailRow term="Mensagem" className="ticket-detail__wide" valueClassName="ticket-detail__text">
        {ticket.message}
      </DetailRow>
      <DetailRow
        term="Resposta da equipe"
        className="ticket-detail__wide"
        valueClassName="ticket-detail__text"
      >
        {ticket.responded && ticket.response ? ticket.response : ticketListTexts.waiting}
      </DetailRow>
      {ticket.responded && <DetailRow term="Respondido em">{formatDateTime(ticket.responded_at)}</DetailRow>}
      {ticket.finalized_at && (
        <DetailRow term="Finalizado em">{formatDateTime(ticket.finalized_at)}</DetailRow>
      )}
    </dl>
  );
}
