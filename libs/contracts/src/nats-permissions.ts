import { platformSubjects } from './subjects.js';
import {
  contractsCalledBy,
  eventsProducedBy,
  rpcOwners,
  type ServiceName,
  serviceNames,
} from './services.js';

/** What one NATS user may do: nats-server's `permissions` map. */
export type NatsUserPermissions = {
  publish: string[];
  /** `<subject>` or `<subject> <queue group>` (a queue subscription allowed in that group only). */
  subscribe: string[];
  /** May answer the requests it receives (publish once on their reply subject). */
  allowResponses: boolean;
};

export type NatsPermissionOptions = {
  /** EVENTS_STREAM: the events stream (its dead letters go to `<stream>_DEAD`). */
  eventsStream: string;
  /** EVENTS_SUBJECT_PREFIX: events go to `<prefix>.<name>`, dead letters to `<prefix>-dead.<service>.<name>`. */
  eventsSubjectPrefix: string;
  /** PUSH_SUBJECT_PREFIX: forum-svc's live pushes, which the gateway relays to its SSE clients. */
  pushSubjectPrefix: string;
  /**
   * The dev clock's namespace (REDIS_KEY_PREFIX without its colon) when the dev clock runs: the
   * gateway broadcasts on `<namespace>.platform.dev-clock.set`, the services listen. Left out in
   * production, which never runs the dev clock.
   */
  devClockNamespace?: string;
};

/** A NATS client's own reply subjects: each connection of an app uses the inbox prefix `_INBOX.<user>`. */
export const natsInboxPrefix = (user: string): string => `_INBOX.${user}`;

/**
 * Each app's NATS user (named after the app), allowed only what it does, derived from the contracts:
 * - publish: the request subjects it calls (the gateway: every service's), its own events, and for a
 *   service its JetStream work — the events stream and its dead-letter stream (info, create, update),
 *   its own durable consumer (info, create, pull, ack) and its own dead letters;
 * - subscribe: its own request subjects in its own queue group, its own inbox, and the gateway the
 *   forum pushes; a service answers the requests it received (`allow_responses`).
 */
export function natsPermissions(options: NatsPermissionOptions): Record<ServiceName, NatsUserPermissions> {
  return Object.fromEntries(
    serviceNames.map((service) => [service, permissionsOf(service, options)]),
  ) as Record<ServiceName, NatsUserPermissions>;
}

function permissionsOf(service: ServiceName, options: NatsPermissionOptions): NatsUserPermissions {
  const { eventsStream: stream, eventsSubjectPrefix: prefix, pushSubjectPrefix: push } = options;
  const devClock = options.devClockNamespace
    ? `${options.devClockNamespace}.${platformSubjects.setDevClock}`
    : undefined;
  const calls = contractsCalledBy(service).map((contract) => contract.subject);
  const inbox = `${natsInboxPrefix(service)}.>`;
  if (service === 'gateway') {
    return {
      publish: sorted([...calls, ...(devClock ? [devClock] : [])]),
      subscribe: sorted([inbox, `${push}.forum.>`, `${push}.forum-removed`]),
      allowResponses: false,
    };
  }
  const owned = rpcOwners[service];
  const answers = Object.values(owned.rpc).map((contract) => `${contract.subject} ${service}`);
  const deadStream = `${stream}_DEAD`;
  const durable = `${stream}.${service}`;
  const jetStream = [
    '$JS.API.INFO',
    ...[stream, deadStream].flatMap((s) =>
      ['INFO', 'CREATE', 'UPDATE'].map((op) => `$JS.API.STREAM.${op}.${s}`),
    ),
    `$JS.API.CONSUMER.INFO.${durable}`,
    // NATS ≥ 2.9 names the filter subject after the consumer; older servers use DURABLE.CREATE.
    `$JS.API.CONSUMER.CREATE.${durable}`,
    `$JS.API.CONSUMER.CREATE.${durable}.>`,
    `$JS.API.CONSUMER.DURABLE.CREATE.${durable}`,
    `$JS.API.CONSUMER.MSG.NEXT.${durable}`,
    `$JS.ACK.${durable}.>`,
  ];
  const events = eventsProducedBy(service).map((name) => `${prefix}.${name}`);
  const pushes = service === 'forum-svc' ? [`${push}.forum.*`, `${push}.forum-removed`] : [];
  return {
    publish: sorted([...calls, ...events, `${prefix}-dead.${service}.>`, ...jetStream, ...pushes]),
    subscribe: sorted([...answers, inbox, ...(devClock ? [devClock] : [])]),
    allowResponses: true,
  };
}

const sorted = (subjects: string[]): string[] => [...new Set(subjects)].sort();
