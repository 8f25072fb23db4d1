import type { AdminTicket, Ticket as TicketDto } from '@encontro/contracts';
import { profileOf } from '../people/people.mapper.js';
import type { Person } from '../people/person.entity.js';
import type { Ticket } from './ticket.entity.js';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

const indicationOf = (ticket: Ticket) =>
  ticket.indicationId ? { indication_id: ticket.indicationId, name: ticket.indicationName ?? '' } : null;

/** SPEC §3 Ticket, as its author sees it. */
export function toTicketDto(ticket: Ticket): TicketDto {
  return {
    ticket_id: ticket.id,
    ticket_type: ticket.ticketType,
    subject: ticket.subject,
    message: ticket.message,
    created_at: ticket.createdAt.toISOString(),
    responded: ticket.status !== 'open',
    responded_at: iso(ticket.respondedAt),
    response: ticket.response ?? null,
    indication: indicationOf(ticket),
    status: ticket.status,
    finalized_at: iso(ticket.finalizedAt),
  };
}

/**
 * SPEC §3 Support ticket (admin view). `person` is the account as identity-svc described it; before
 * that is known, the name and e-mail the ticket carried stand in.
 */
export function toAdminTicketDto(ticket: Ticket, person: Person | null | undefined): AdminTicket {
  return {
    ticket_id: ticket.id,
    message_type: ticket.ticketType,
    subject: ticket.subject,
    message: ticket.message,
    responded: ticket.status !== 'open',
    response: ticket.response ?? null,
    responded_at: iso(ticket.respondedAt),
    created_at: ticket.createdAt.toISOString(),
    user: person
      ? profileOf(person)
      : { name: ticket.name, surname: '', email: ticket.email, city: '', state: '' },
    contact: { name: ticket.name, email: ticket.email },
    indication: indicationOf(ticket),
    status: ticket.status,
    finalized_at: iso(ticket.finalizedAt),
  };
}
