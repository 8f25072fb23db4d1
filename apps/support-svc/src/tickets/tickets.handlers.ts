import { supportRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { TicketsService } from './tickets.service.js';

/** The user's side: open tickets, list their own, finalise an answered host ticket. */
export const TicketsHandlers = rpcHandlers(
  'TicketsHandlers',
  supportRpc,
  { tickets: TicketsService },
  {
    /** POST /api/support/general → {message, ticket} */
    createGeneralTicket: ({ user_id, body }, { tickets }) => tickets.createGeneral(user_id, body),
    /** POST /api/support/host → {message, ticket} */
    createHostTicket: ({ user_id, body }, { tickets }) => tickets.createHost(user_id, body),
    /** GET /api/support/tickets?status&type → {tickets} (every type) */
    listTickets: ({ user_id, query }, { tickets }) => tickets.listForUser(user_id, query),
    /** GET /api/support/host/tickets?status → {tickets} (host tickets only) */
    listHostTickets: ({ user_id, query }, { tickets }) =>
      tickets.listForUser(user_id, { ...query, type: 'host' }),
    /** POST /api/support/host/{ticketId}/finalize → {message, ticket} */
    finalizeHostTicket: ({ user_id, ticket_id }, { tickets }) => tickets.finalizeHost(user_id, ticket_id),
  },
);
export type TicketsHandlers = InstanceType<typeof TicketsHandlers>;
