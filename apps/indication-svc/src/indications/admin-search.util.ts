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
  /** The host's full name (people's own folded copy, which `hostSearchText` copies onto the indication). */
  people: [{ name: 'people_full_name', expression: `name || ' ' || surname` }],
} as const;

/**
 * The host's folded full name kept on the indication by triggers (migration 0016), searched as its own
 * text: `${name}_folded` is the column.
 */
export const hostSearchText = { name: 'indications_host_name' } as const;
