/**
 * The versions that keep the gateway's answer cache exact (issue 14). indication-svc increments a
 * version in Redis right after committing a change that alters what a read answers — a city's
 * lists and winners (`city`), or what one person sees of them (`person`: their own nomination,
 * their presences, their city) — and before it replies. The gateway stamps a cached answer with
 * the versions it read before asking, and serves it again only while they are unchanged.
 */
export const readVersionKeys = {
  city: (cityId: string) => `read:city:${cityId}`,
  person: (userId: string) => `read:person:${userId}`,
} as const;

/** What one committed change made stale. */
export type ReadScopes = { cities?: Iterable<string>; people?: Iterable<string> };
