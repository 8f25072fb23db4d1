/**
 * What the admin's report and audit searches look in (unaliased), and the name of each expression's
 * indexes: migration 0003 indexes every one (`foldedSearchIndexes`); a change here needs a new one.
 */
export const adminSearchTexts = {
  /** The reported item's text and place and the reason, folded when reported (no length limit). */
  reports: [{ name: 'reports_search_text', expression: 'search_text', prefixIndex: false }],
  /** A reporter's or an admin's full name, and a reporter's e-mail. */
  people: [
    { name: 'people_full_name', expression: `name || ' ' || surname` },
    { name: 'people_email', expression: 'email' },
  ],
} as const;
