/**
 * What the admin lists search in each table (unaliased), and the name of each expression's indexes:
 * migration 0007 indexes every one (`foldedSearchIndexes`); a change here needs a new migration.
 */
export const adminSearchTexts = {
  forums: [
    { name: 'forums_venue', expression: `meetup->>'name'` },
    { name: 'forums_address', expression: `meetup->>'address'` },
    { name: 'forums_city', expression: 'city' },
    { name: 'forums_host_name', expression: 'host_name' },
  ],
  posts: [{ name: 'posts_content', expression: 'content' }],
  comments: [{ name: 'comments_content', expression: 'content' }],
  /** A host's or an author's name and e-mail. */
  people: [
    { name: 'people_full_name', expression: `name || ' ' || surname` },
    { name: 'people_email', expression: 'email' },
  ],
} as const;

/**
 * A post's or comment's author's folded full name and e-mail, kept on the row by triggers from people's
 * own folded copies (migration 0008): searched as the row's own texts. `${name}_folded` is the column.
 */
export const authorSearchTexts = {
  posts: [{ name: 'posts_author_name' }, { name: 'posts_author_email' }],
  comments: [{ name: 'comments_author_name' }, { name: 'comments_author_email' }],
} as const;

/** A forum's host's folded full name as people has it, kept on the forum by triggers (migration 0008). */
export const hostSearchText = { name: 'forums_host_person' } as const;
