/**
 * What the admin's ticket search looks in (unaliased), and the name of each expression's indexes:
 * migration 0005 indexes every one (`foldedSearchIndexes`); a change here needs a new migration.
 */
export const ticketSearchTexts = {
  /** What the ticket carried. */
  tickets: [
    { name: 'tickets_subject', expression: 'subject' },
    { name: 'tickets_message', expression: 'message' },
    { name: 'tickets_name', expression: 'name' },
    { name: 'tickets_email', expression: 'email' },
  ],
  /** The account as it is now: the full name holds the name and the surname. */
  users: [
    { name: 'users_full_name', expression: `name || ' ' || surname` },
    { name: 'users_email', expression: 'email' },
    { name: 'users_city', expression: 'city' },
  ],
} as const;
