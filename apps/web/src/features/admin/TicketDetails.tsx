import { ticketTypeLabels } from '@encontro/contracts';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { formatDateTime } from '../support/supportFormat';
import type { AdminTicket } from './adminTypes';
import { ticketUserName } from './ticketUserName';

/** A responded ticket, read-only: what was asked and what was answered. */
export function TicketDetails({ ticket, onClose }: { ticket: AdminTicket; onClose: () => void }) {
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
            {ticketUserName(ticket)} ({ticket.user.email || ticket.contact.email})
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
