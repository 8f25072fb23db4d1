import { type NatsAuth, natsConnectionOptions } from '@encontro/server-config';
import { DrainingNatsServer } from './draining-nats-server.js';

/**
 * A service listens on its subjects in a queue group named after it, so replicas share the load; on
 * shutdown its server drains (draining-nats-server.ts), waiting up to `drainTimeoutMs` for the
 * requests under way.
 */
export function natsServerOptions(options: {
  url: string;
  service: string;
  drainTimeoutMs?: number;
  /** The service's NATS user (NATS_USER / NATS_PASSWORD), when NATS requires one. */
  auth?: NatsAuth;
}): {
  strategy: DrainingNatsServer;
} {
  return {
    strategy: new DrainingNatsServer(
      {
        ...natsConnectionOptions(options.url, options.auth),
        queue: options.service,
        name: options.service,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 500,
      },
      options.drainTimeoutMs,
    ),
  };
}
