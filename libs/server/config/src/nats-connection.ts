import { natsInboxPrefix } from '@encontro/contracts';

/** An app's own NATS user (NATS_USER / NATS_PASSWORD). */
export type NatsAuth = { user: string; pass: string };

/** What every NATS client of an app connects with (nats.js `ConnectionOptions`, as far as it is ours). */
export type NatsConnectionOptions = {
  servers: string[];
  user?: string;
  pass?: string;
  /** `_INBOX.<user>`: the only inbox the user may subscribe to, so no one else reads its replies. */
  inboxPrefix?: string;
};

/** The app's NATS user from its config, when it has one. */
export function natsAuthOf(config: { NATS_USER?: string; NATS_PASSWORD?: string }): NatsAuth | undefined {
  return config.NATS_USER && config.NATS_PASSWORD
    ? { user: config.NATS_USER, pass: config.NATS_PASSWORD }
    : undefined;
}

/**
 * The servers of NATS_URL (comma-separated) and, with a user, its credentials and inbox prefix: the
 * one way every connection of an app (requests, handlers, JetStream, pushes, health, dev clock) is
 * made. The credentials never go into the URL, which is logged.
 */
export function natsConnectionOptions(url: string, auth?: NatsAuth): NatsConnectionOptions {
  return {
    servers: url.split(','),
    ...(auth ? { user: auth.user, pass: auth.pass, inboxPrefix: natsInboxPrefix(auth.user) } : {}),
  };
}
