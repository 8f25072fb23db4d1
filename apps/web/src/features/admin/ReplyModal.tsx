import { ticketReplySchema } from '@encontro/contracts';
import { FormModal } from '../../ui/FormModal';
import { TextAreaField } from '../../ui/TextAreaField';
import { useToast } from '../../ui/Toast';
import { useContractForm } from '../../ui/useContractForm';
import { formatDateTime } from '../../ui/format';
import { useRespondTicketMutation } from './adminApi';
import { adminLimits, adminTexts } from './adminTexts';
import type { AdminTicket } from './adminTypes';
import { ticketUserName } from './ticketUserName';
import { useFormRefusal } from './useFormRefusal';

/** SPEC §5 Admin inputs: required, non-blank, ≤1000 with a counter; send disabled while blank or sending. */
export function ReplyModal({ ticket, onClose }: { ticket: AdminTicket; onClose: () => void }) {
  const toast = useToast();
  const [respond] = useRespondTicketMutation();
  const form = useContractForm(ticketReplySchema, {
    initial: { response: '' },
    showErrors: 'change',
    onSubmit: async ({ response }) => {
      try {
        const result = await respond({ id: ticket.ticket_id, response: response.trim() }).unwrap();
        toast(result.message || adminTexts.responseSent);
        onClose();
      } catch (err) {
        refuse(err, adminTexts.responseFailed);
      }
    },
  });
  const refuse = useFormRefusal(form);

  return (
    <FormModal
      title="Responder Ticket"
      description={ticket.subject}
      onClose={onClose}
      form={form}
      submitLabel="Enviar Resposta"
      busyLabel="Enviando..."
      submitDisabled={!form.valid}
      intro={
        <div className="admin-ticket-quote">
          <p className="muted">
            {ticketUserName(ticket)} ({ticket.user.email || ticket.contact.email}) ·{' '}
            {formatDateTime(ticket.created_at)}
          </p>
          <p className="admin-quote">{ticket.message}</p>
        </div>
      }
    >
      <TextAreaField
        label="Resposta"
        {...form.field('response')}
        required
        announce
        className="admin-textarea"
        max={adminLimits.reply}
        limit="soft"
      />
    </FormModal>
  );
}
