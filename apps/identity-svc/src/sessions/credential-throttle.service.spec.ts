import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { genericMessages } from '@encontro/contracts';
import { type AuthEvent, authEvents } from '@encontro/server-observability';
import { clockAt, expectRefusal, serviceUnderTest } from '@encontro/testing/unit';
import { CredentialThrottle, networkLabel } from './credential-throttle.service.js';
import { KnownNetworksRepository } from './known-networks.repository.js';
import { LoginThrottle } from './login-throttle.repository.js';

const NOW = new Date('2026-11-24T13:00:00Z');
const NINETY_DAYS_AGO = new Date('2026-08-26T13:00:00Z');
const NETWORK = 'Qm9hVmlzdGFSZWRlMDAwMQ';
const USER_ID = '2f0e4a52-8c1f-4b7e-9d55-0d6f7d1e8b11';

/** How many `event`s the process-wide counter holds now. */
async function counted(event: AuthEvent): Promise<number> {
  const { values } = await authEvents.get();
  return values.find((v) => v.labels.event === event)?.value ?? 0;
}

describe(CredentialThrottle.name, () => {
  const t = serviceUnderTest(CredentialThrottle, () => ({
    knownNetworks: KnownNetworksRepository,
    throttle: LoginThrottle,
    clock: clockAt(NOW),
  }));
  let logged: jest.SpiedFunction<Logger['log']>;
  let warned: jest.SpiedFunction<Logger['warn']>;

  beforeEach(() => {
    t.knownNetworks.lookup.mockResolvedValue({ userId: USER_ID, known: false });
    t.throttle.attempt.mockResolvedValue({ counted: true, filled: [] });
    t.throttle.succeeded.mockResolvedValue(undefined);
    logged = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const attempt = (network?: string) =>
    t.sut.attempt(t.em, { email: 'Ana@Example.com', network, check: 'login' });

  describe('counting an attempt', () => {
    it('asks whether the account logged in from the network within the last 90 days', async () => {
      await attempt(NETWORK);

      expect(t.knownNetworks.lookup).toHaveBeenCalledWith(t.em, 'Ana@Example.com', NETWORK, NINETY_DAYS_AGO);
    });

    it('spares a known network the account-wide cap', async () => {
      t.knownNetworks.lookup.mockResolvedValue({ userId: USER_ID, known: true });

      await attempt(NETWORK);

      expect(t.throttle.attempt).toHaveBeenCalledWith('Ana@Example.com', NETWORK, true);
    });

    it('holds any other network, and an unknown e-mail, to the account-wide cap', async () => {
      t.knownNetworks.lookup.mockResolvedValue({ userId: null, known: false });

      await attempt(NETWORK);

      expect(t.throttle.attempt).toHaveBeenCalledWith('Ana@Example.com', NETWORK, false);
    });

    it('names the account it found and the locks the attempt would complete', async () => {
      t.throttle.attempt.mockResolvedValue({ counted: true, filled: ['network'] });

      await expect(attempt(NETWORK)).resolves.toEqual({
        email: 'Ana@Example.com',
        network: NETWORK,
        check: 'login',
        userId: USER_ID,
        filled: ['network'],
      });
    });

    it('refuses a locked account and network with the rate-limit answer, and counts it', async () => {
      t.throttle.attempt.mockResolvedValue({ counted: false, lockedOn: 'account' });
      const before = await counted('login_throttled');

      await expectRefusal(attempt(NETWORK), 'LOGIN_THROTTLED', genericMessages.rateLimited);
      expect(await counted('login_throttled')).toBe(before + 1);
    });
  });

  describe('settling an attempt', () => {
    it('counts a failed login and logs it with the network’s short label only', async () => {
      const before = await counted('login_failed');

      t.sut.failed(await attempt(NETWORK));

      expect(await counted('login_failed')).toBe(before + 1);
      expect(logged).toHaveBeenCalledWith(`login failed: account ${USER_ID}, network Qm9hVmlz`);
      expect(warned).not.toHaveBeenCalled();
    });

    it('counts a wrong current password apart from failed logins', async () => {
      const before = {
        login: await counted('login_failed'),
        current: await counted('current_password_failed'),
      };

      t.sut.failed(
        await t.sut.attempt(t.em, { email: 'a@b.com', network: NETWORK, check: 'current_password' }),
      );

      expect(await counted('login_failed')).toBe(before.login);
      expect(await counted('current_password_failed')).toBe(before.current + 1);
    });

    it('counts and logs each lock a failure completes', async () => {
      t.throttle.attempt.mockResolvedValue({ counted: true, filled: ['network', 'account'] });
      const before = await counted('lockout');

      t.sut.failed(await attempt(NETWORK));

      expect(await counted('lockout')).toBe(before + 2);
      expect(warned).toHaveBeenCalledWith(
        `lockout: account ${USER_ID}, network Qm9hVmlz locked on this network for the rest of the window`,
      );
      expect(warned).toHaveBeenCalledWith(
        `lockout: account ${USER_ID}, network Qm9hVmlz locked on every network but its known ones for the rest of the window`,
      );
    });

    it('completes no lock on a right password', async () => {
      t.throttle.attempt.mockResolvedValue({ counted: true, filled: ['network'] });
      const before = await counted('lockout');

      await t.sut.succeeded(await attempt(NETWORK));

      expect(t.throttle.succeeded).toHaveBeenCalledWith('Ana@Example.com', NETWORK);
      expect(await counted('lockout')).toBe(before);
    });

    it('names an unknown e-mail’s account as unknown, and a login without a network as the shared bucket', async () => {
      t.knownNetworks.lookup.mockResolvedValue({ userId: null, known: false });

      t.sut.failed(await attempt());

      expect(logged).toHaveBeenCalledWith('login failed: account unknown, network shared');
    });
  });
});

describe(networkLabel.name, () => {
  it('is the first 8 characters of the network’s hash', () => {
    expect(networkLabel(NETWORK)).toBe('Qm9hVmlz');
    expect(networkLabel(undefined)).toBe('shared');
  });
});
