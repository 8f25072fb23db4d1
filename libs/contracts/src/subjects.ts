/**
 * NATS subjects that are not request/reply between gateway and services (those are declared with
 * their schemas in `*.rpc.ts`): the dev clock's broadcast and forum-svc's after-commit pushes.
 */

/** Every service answers this with its clock; the gateway's dev route fans it out. */
export const platformSubjects = {
  setDevClock: 'platform.dev-clock.set',
} as const;

/**
 * Core NATS (not JetStream) subject on which forum-svc announces, after commit, every update of a
 * forum; every gateway replica subscribes to `<prefix>.forum.>` and streams them to its SSE clients.
 */
export const forumPushSubject = (prefix: string, forumId: string): string => `${prefix}.forum.${forumId}`;

/**
 * Core NATS subject on which forum-svc announces that a forum is gone (its winner was removed):
 * payload `{forum_id}`; every gateway ends that forum's open streams.
 */
export const forumRemovedSubject = (prefix: string): string => `${prefix}.forum-removed`;
