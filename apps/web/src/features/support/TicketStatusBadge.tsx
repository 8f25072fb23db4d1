import { ticketStatusLabels, type Ticket, type TicketStatus } from '@encontro/contracts';
import { Badge } from '../../ui/Badge';
import type { Tone } from '../../ui/tone';

const tones: Record<TicketStatus, Tone> = { open: 'warning', responded: 'success', finalized: 'muted' };

/** Aberto, Respondido or Finalizado, as a colored badge. */
export function TicketStatusBadge({ ticket }: { ticket: Ticket }) {
  return <Badge tone={tones[ticket.status]}>{ticketStatusLabels[ticket.status]}</Badge>;
}
