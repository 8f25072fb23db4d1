import { type InferEntity, defineEntity, p } from '@mikro-orm/core';
import { ticketStatuses, ticketTypes } from '@encontro/contracts';

/**
 * A support ticket: general (with the name and e-mail the form carried) or host (about one of the
 * user's own indications). open → responded (by an admin, then read-only) → finalized (host, by its user).
 */
export const Ticket = defineEntity({
  name: 'Ticket',
  tableName: 'tickets',
  properties: {
    id: p.uuid().primary(),
    ticketType: p.enum(ticketTypes),
    userId: p.uuid(),
    indicationId: p.uuid().nullable(),
    indicationName: p.string().length(150).nullable(),
    name: p.string().length(100),
    email: p.string().length(255),
    subject: p.string().length(100),
    message: p.string().length(500),
    status: p.enum(ticketStatuses).default('open'),
    response: p.string().length(1000).nullable(),
    respondedAt: p.datetime().nullable(),
    respondedBy: p.uuid().nullable(),
    finalizedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type Ticket = InferEntity<typeof Ticket>;
