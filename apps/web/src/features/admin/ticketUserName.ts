import type { AdminTicket } from './adminTypes';

/** The ticket's author: the account's full name, else the name the contact form gave. */
export const ticketUserName = (t: AdminTicket) => `${t.user.name} ${t.user.surname}`.trim() || t.contact.name;
