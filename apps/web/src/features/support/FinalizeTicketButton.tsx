import { supportMessages, type Ticket } from '@encontro/contracts';
import { readApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/Toast';
import { useFinalizeHostTicketMutation } from './supportApi';
import { ticketListTexts } from './ticketListTexts';

/** A host ticket that was answered can be finalized by its author. */
export const canFinalize = (ticket: Ticket) => ticket.ticket_type === 'host' && ticket.status === 'responded';

/** Finalizar ticket: closes an answered host ticket. */
export function FinalizeTicketButton({ ticket }: { ticket: Ticket }) {
  const toast = useToast();
  const [finalize, { isLoading }] = useFinalizeHostTicketMutation();
  const run = async () => {
    try {
      const result = await finalize(ticket.ticket_id).unwrap();
      toast(result.message || supportMessages.ticketFinalized);
    } catch (error) {
      const { status, message } = readApiError(error);
      if (status !== 401) toast(message ?? ticketListTexts.finalizeFailed, 'error');
    }
  };
  return (
    <Button variant="secondary" loading={isLoading} loadingText="Finalizando..." onClick={() => void run()}>
      Finalizar ticket
    </Button>
  );
}
