import { ticketTypeLabels } from '@encontro/contracts';
import { DetailRow } from '../../ui/DetailRow';
import { DetailsModal } from '../../ui/DetailsModal';
import { formatDateTime } from '../../ui/format';
import type { AdminTicket } from './adminTypes';
import { ticketUserName } from './ticketUserName';

/** A responded ticket, read-only: what was asked and what was answered. */
export function TicketDetails({ ticket, onClose }: { ticket: AdminTicket; onClose: () => void }) {
  return (
    <DetailsModal title={ticket.subject} description="Detalhes do ticket" onClose={onClose}>
      <dl className="admin-dl">
        <DetailRow term="Tipo">{ticketTypeLabels[ticket.message_type]}</DetailRow>
        <DetailRow term="Enviado em">{formatDateTime(ticket.created_at)}</DetailRow>
        <DetailRow term="Usuário">
          {ticketUserName(ticket)} ({ticket.user.email || ticket.contact.email})
        </DetailRow>
        <DetailRow term="Localização">
          {ticket.user.city}
          {ticket.user.state ? ` - ${ticket.user.state}` : ''}
        </DetailRow>
        {ticket.indication && <DetailRow term="Indicação">{ticket.indication.name}</DetailRow>}
        <DetailRow term="Mensagem" className="admin-dl__wide" valueClassName="admin-quote">
          {ticket.message}
        </DetailRow>
        <DetailRow term="Resposta enviada" className="admin-dl__wide" valueClassName="admin-quote">
          {ticket.response}
        </DetailRow>
        <DetailRow term="Respondido em">{formatDateTime(ticket.responded_at)}</DetailRow>
        {ticket.finalized_at && (
          <DetailRow term="Finalizado em">{formatDateTime(ticket.finalized_at)}</DetailRow>
        )}
      </dl>
    </DetailsModal>
  );
}
