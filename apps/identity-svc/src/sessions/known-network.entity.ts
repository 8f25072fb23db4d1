import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** How long a network where the account logged in stays known (and stored) after its last login there. */
export const KNOWN_NETWORK_DAYS = 90;

/** The oldest last login that still makes a network known at `now`. */
export const knownSince = (now: Date): Date =>
  new Date(now.getTime() - KNOWN_NETWORK_DAYS * 24 * 60 * 60 * 1000);

/**
 * A network (the gateway's keyed hash of a /24 or /48, never an address) where the account logged in
 * with its password: the account-wide login cap spares it. Personal data: exported, erased with the
 * account, forgotten 90 days after its last login.
 */
export const KnownNetwork = defineEntity({
  name: 'KnownNetwork',
  tableName: 'known_networks',
  properties: {
    userId: p.uuid().primary(),
    network: p.string().length(22).primary(),
    firstSeenAt: p.datetime(),
    lastSeenAt: p.datetime(),
  },
});
export type KnownNetwork = InferEntity<typeof KnownNetwork>;
