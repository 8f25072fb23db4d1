import type { EventName } from './events.js';
import { forumRpc } from './forum.rpc.js';
import { identityRpc } from './identity.rpc.js';
import { indicationRpc } from './indication.rpc.js';
import { moderationRpc } from './moderation.rpc.js';
import { notificationRpc } from './notification.rpc.js';
import type { RpcContract } from './rpc.js';
import { supportRpc } from './support.rpc.js';

/** The apps that talk over NATS, by the name each one runs as (queue group, durable consumer, NATS user). */
export const serviceNames = [
  'gateway',
  'identity-svc',
  'indication-svc',
  'forum-svc',
  'support-svc',
  'admin-svc',
  'notification-svc',
] as const;
export type ServiceName = (typeof serviceNames)[number];

/** Who answers which request/reply contracts: every subject starts with its owner's prefix. */
export const rpcOwners = {
  'identity-svc': { prefix: 'identity', rpc: identityRpc },
  'indication-svc': { prefix: 'indication', rpc: indicationRpc },
  'forum-svc': { prefix: 'forum', rpc: forumRpc },
  'support-svc': { prefix: 'support', rpc: supportRpc },
  'admin-svc': { prefix: 'moderation', rpc: moderationRpc },
  'notification-svc': { prefix: 'notification', rpc: notificationRpc },
} as const satisfies Partial<Record<ServiceName, { prefix: string; rpc: Record<string, RpcContract> }>>;
export type RpcOwner = keyof typeof rpcOwners;

/** Every request/reply contract, with the service that answers it. */
export const allRpcContracts: readonly { owner: RpcOwner; contract: RpcContract }[] = Object.entries(
  rpcOwners,
).flatMap(([owner, { rpc }]) =>
  Object.values(rpc as Record<string, RpcContract>).map((contract) => ({
    owner: owner as RpcOwner,
    contract,
  })),
);

/**
 * What each service asks other services (the gateway asks every contract): its NATS user may publish
 * on these subjects only. A test checks every `services.call(…)` of an app against this list.
 */
export const serviceCalls: Partial<Record<ServiceName, readonly RpcContract[]>> = {
  // Reports: a snapshot of the reported item and the reporter's view of it, then its deletion.
  'admin-svc': [
    identityRpc.me,
    indicationRpc.adminGet,
    indicationRpc.adminRemove,
    forumRpc.contentSnapshot,
    forumRpc.access,
    forumRpc.adminDeletePost,
    forumRpc.adminDeleteComment,
  ],
  // The voters of a city's week, when its winners are revealed.
  'notification-svc': [indicationRpc.weekVoters],
};

/** The contracts `service` calls: all of them for the gateway. */
export const contractsCalledBy = (service: ServiceName): readonly RpcContract[] =>
  service === 'gateway' ? allRpcContracts.map(({ contract }) => contract) : (serviceCalls[service] ?? []);

/**
 * The service whose outbox writes each event: only its NATS user may publish on `<prefix>.<name>`,
 * so a consumer can trust who an event comes from. `admin.action_performed` (the audit log) is the
 * one event several services write: each records the admin actions on its own data.
 */
export const eventProducers = {
  'user.registered': ['identity-svc'],
  'user.verified': ['identity-svc'],
  'user.profile_updated': ['identity-svc'],
  'user.logged_in': ['identity-svc'],
  'user.password_changed': ['identity-svc'],
  'user.block_changed': ['identity-svc'],
  'user.deleted': ['identity-svc'],
  'indication.submitted': ['indication-svc'],
  'indication.approved': ['indication-svc'],
  'indication.rejected': ['indication-svc'],
  'indication.removed': ['indication-svc'],
  'vote.cast': ['indication-svc'],
  'integrity.clusters_held': ['indication-svc'],
  'vote.removed': ['indication-svc'],
  'week.closed': ['indication-svc'],
  'winner.host_confirmed': ['indication-svc'],
  'winner.host_changed': ['indication-svc'],
  'attendance.confirmed': ['indication-svc'],
  'attendance.withdrawn': ['indication-svc'],
  'meetup.updated': ['indication-svc'],
  'seat.offered': ['indication-svc'],
  'meetup.reminder': ['indication-svc'],
  'attendance.checked_in': ['indication-svc'],
  'forum.stats_changed': ['forum-svc'],
  'forum.post_created': ['forum-svc'],
  'notification.preferences_changed': ['notification-svc'],
  'ticket.created': ['support-svc'],
  'ticket.responded': ['support-svc'],
  'ticket.finalized': ['support-svc'],
  'contact.received': ['support-svc'],
  'moderation.censored_words_changed': ['admin-svc'],
  'platform.settings_changed': ['admin-svc'],
  'admin.action_performed': ['identity-svc', 'indication-svc', 'forum-svc', 'support-svc'],
} as const satisfies Record<EventName, readonly ServiceName[]>;

/** The events `service` writes. */
export const eventsProducedBy = (service: ServiceName): EventName[] =>
  (Object.keys(eventProducers) as EventName[]).filter((name) =>
    (eventProducers[name] as readonly ServiceName[]).includes(service),
  );
