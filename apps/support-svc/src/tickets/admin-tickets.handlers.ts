import { supportRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { TicketsService } from './tickets.service.js';

/** The administrator's side (the gateway lets only admins through). */
export const AdminTicketsHandlers = rpcHandlers(
  'AdminTicketsHandlers',
  supportRpc,
  { tickets: TicketsService },
  {
    /** GET /api/admin/support-tickets → {data, total, page, per_page, last_page, from, to} */
    adminListTickets: ({ query }, { tickets }) => tickets.adminList(query),
    /** POST /api/admin/support/{ticket_id}/respond {response} → {message, ticket} */
    adminRespond: ({ user_id, ticket_id, body }, { tickets }) =>
      tickets.respond(user_id, ticket_id, body.response),
  },
);
export type AdminTicketsHandlers = InstanceType<typeof AdminTicketsHandlers>;
