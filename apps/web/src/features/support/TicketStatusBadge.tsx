import { ticketStatusLabels, type Ticket } from '@encontro/contracts';

/** Aberto, Respondido or Finalizado, as a colored badge. */
export function TicketStatusBadge({ ticket }: { ticket: Ticket }) {
  return <span className={`badge badge--${ticket.status}`}>{ticketStatusLabels[ticket.status]}</span>;
}
