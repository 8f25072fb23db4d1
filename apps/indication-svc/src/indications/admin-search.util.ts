/**
 * What the admin's indication search looks in (unaliased), and the name of each expression's indexes:
 * migration 0014 indexes every one (`foldedSearchIndexes`); a change here needs a new migration.
 */
export const indicationSearchTexts = {
  indications: [
    { name: 'indications_name', expression: 'name' },
    { name: 'indications_address', expression: 'address' },
    { name: 'indications_city', expression: 'city' },
  ],
  /** The host's full name. */
  people: [{ name: 'people_full_name', expression: `name || ' ' || surname` }],
} as const;
