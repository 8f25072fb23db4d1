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
