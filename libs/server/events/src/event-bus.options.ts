import type { NatsAuth } from '@encontro/server-config';

export const EVENT_BUS_OPTIONS = Symbol('EVENT_BUS_OPTIONS');

export type EventBusOptions = {
  natsUrl: string;
  /** The service's NATS user, when NATS requires one (its permissions: the chart's NATS config). */
  natsAuth?: NatsAuth;
  /** JetStream stream holding every event (default EVENTS; tests use their own). */
  stream: string;
  /** Subject prefix: events go to `<prefix>.<name>` (default `evt`). */
  subjectPrefix: string;
  /** The service: names the durable consumer and the inbox rows. */
  service: string;
  /** Postgres schema of the service, for the relay's raw claim query. */
  schema: string;
  relayIntervalMs?: number;
  /** Stream replicas (default 1; 3 on a NATS cluster). */
  replicas?: number;
  /** Days an event is kept (default 30; 0 = forever). */
  maxAgeDays?: number;
  /** Deliveries of one event before it goes to the dead-letter stream `<stream>_DEAD` (default 10). */
  maxDeliver?: number;
  /** Seconds a delivered event may go unacked before it is delivered again (default 30). */
  ackWaitSeconds?: number;
};
