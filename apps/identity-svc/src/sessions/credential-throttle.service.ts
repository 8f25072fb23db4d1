import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientNetwork } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { countAuthEvent } from '@encontro/server-observability';
import { knownSince } from './known-network.entity.js';
import { KnownNetworksRepository } from './known-networks.repository.js';
import { type LockScope, LoginThrottle } from './login-throttle.repository.js';
import { tooManyLoginFailures } from './sessions.errors.js';

/** Where a password is checked: the login form, or the current password of a profile change. */
export type PasswordCheck = 'login' | 'current_password';

/** A counted attempt at an account's password, to be settled as failed or succeeded. */
export type CredentialAttempt = {
  email: string;
  network: ClientNetwork | undefined;
  check: PasswordCheck;
  /** The account of the e-mail, or null when there is none. */
  userId: string | null;
  /** The locks this attempt completes if it fails. */
  filled: LockScope[];
};

/** A network in logs: the first 8 characters of its keyed hash, never an address. */
export const networkLabel = (network: ClientNetwork | undefined): string =>
  network ? network.slice(0, 8) : 'shared';

const lockText: Record<LockScope, string> = {
  network: 'locked on this network',
  account: 'locked on every network but its known ones',
};

/**
 * The rules around LoginThrottle, for the login and for the current password of a profile change
 * alike: failures lock an account on the network they come from; enough of them from all networks
 * lock it everywhere but the networks where it logged in during the last 90 days, so the owner keeps
 * signing in from home while it is attacked from elsewhere. Each failure and lock is counted
 * (`encontro_auth_events_total`) and logged with the network's short label.
 */
@Injectable()
export class CredentialThrottle {
  private readonly logger = new Logger(CredentialThrottle.name);

  constructor(
    private readonly knownNetworks: KnownNetworksRepository,
    private readonly throttle: LoginThrottle,
    private readonly clock: Clock,
  ) {}

  /** Counts an attempt at the password of `email` from `network`; LOGIN_THROTTLED when it is locked there. */
  async attempt(
    em: EntityManager,
    { email, network, check }: { email: string; network?: ClientNetwork; check: PasswordCheck },
  ): Promise<CredentialAttempt> {
    const { userId, known } = await this.knownNetworks.lookup(
      em,
      email,
      network,
      knownSince(this.clock.now()),
    );
    const verdict = await this.throttle.attempt(email, network, known);
    if (!verdict.counted) {
      countAuthEvent('login_throttled');
      throw tooManyLoginFailures();
    }
    return { email, network, check, userId, filled: verdict.filled };
  }

  /** The password was wrong (or the e-mail unknown): counted, logged, and any lock it completed too. */
  failed(attempt: CredentialAttempt): void {
    const who = `account ${attempt.userId ?? 'unknown'}, network ${networkLabel(attempt.network)}`;
    countAuthEvent(attempt.check === 'login' ? 'login_failed' : 'current_password_failed');
    this.logger.log(`${attempt.check === 'login' ? 'login' : 'current password'} failed: ${who}`);
    for (const scope of attempt.filled) {
      countAuthEvent('lockout');
      this.logger.warn(`lockout: ${who} ${lockText[scope]} for the rest of the window`);
    }
  }

  /** The password was right: its network's failures are forgotten. */
  succeeded(attempt: CredentialAttempt): Promise<void> {
    return this.throttle.succeeded(attempt.email, attempt.network);
  }
}
