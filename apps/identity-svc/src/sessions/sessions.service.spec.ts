import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { genericMessages, sessionMessages, userLifecycleMessages } from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import {
  clockAt,
  expectNotCalled,
  expectRefusal,
  ormForking,
  serviceUnderTest,
} from '@encontro/testing/unit';
import { userFactory } from '../../test/support/factories.js';
import { PasswordHasher } from '../users/password-hasher.service.js';
import type { User } from '../users/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';
import { AccessTokenService } from './access-token.service.js';
import { type CredentialAttempt, CredentialThrottle } from './credential-throttle.service.js';
import { KnownNetworksRepository } from './known-networks.repository.js';
import { SessionRevocations } from './session-revocations.repository.js';
import { tooManyLoginFailures } from './sessions.errors.js';
import { SessionsService } from './sessions.service.js';

/** Real time (what tokens are stamped with) and the dev clock (what rules read) differ on purpose. */
const REAL_NOW = new Date('2026-11-24T13:00:07.250Z');
const REAL_SECONDS = Math.floor(REAL_NOW.getTime() / 1000);
const DEV_NOW = new Date('2026-11-28T15:00:00Z');
const credentials = { email: 'Ana@Example.com', password: 'Segredo1' };
const NETWORK = 'Qm9hVmlzdGFSZWRlMDAwMQ';
const SESSION_VERSION = 1_795_000_000_123;
/** The one answer to a wrong password and to an unknown e-mail. */
const invalidCredentials = { reason: 'INVALID_CREDENTIALS', message: sessionMessages.invalidCredentials };

describe(SessionsService.name, () => {
  // Before serviceUnderTest's own beforeEach: time is faked before the service is built.
  beforeEach(() => {
    jest.useFakeTimers({ now: REAL_NOW, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  });

  const t = serviceUnderTest(SessionsService, ({ em }) => ({
    orm: ormForking(em),
    users: UsersRepository,
    passwords: PasswordHasher,
    tokens: AccessTokenService,
    revocations: SessionRevocations,
    credentials: CredentialThrottle,
    knownNetworks: KnownNetworksRepository,
    outbox: Outbox,
    clock: clockAt(DEV_NOW),
  }));

  /** The attempt CredentialThrottle counted for the account `userId` (null: no account). */
  const counted = (userId: string | null): CredentialAttempt => ({
    email: credentials.email,
    network: undefined,
    check: 'login',
    userId,
    filled: [],
  });

  /** `user` as the repository finds it by the e-mail of the credentials, and as the throttle's lookup names it. */
  const existing = (user: User) => {
    t.users.findByEmail.mockResolvedValue(user);
    t.credentials.attempt.mockResolvedValue(counted(user.id));
    return user;
  };

  beforeEach(() => {
    t.credentials.attempt.mockResolvedValue(counted(null));
    t.credentials.succeeded.mockResolvedValue(undefined);
    t.credentials.failed.mockReturnValue(undefined);
    t.revocations.sessionVersion.mockResolvedValue(SESSION_VERSION);
    t.knownNetworks.remember.mockResolvedValue(undefined);
    t.passwords.verify.mockResolvedValue(true);
    t.passwords.verifyNothing.mockResolvedValue(undefined);
    t.passwords.needsRehash.mockReturnValue(false);
    t.tokens.issue.mockReturnValue({
      token: 'signed.jwt',
      claims: { sub: 'x', adm: false, jti: 'j', iat: REAL_SECONDS, exp: REAL_SECONDS + 3600 },
    } as ReturnType<AccessTokenService['issue']>);
    t.outbox.add.mockReturnValue('event');
    t.revocations.revokeToken.mockResolvedValue(undefined);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  describe('logging in', () => {
    it('answers a verified person with a token and their account as the browser sees it', async () => {
      const user = existing(userFactory({ email: 'ana@example.com' }));

      const result = await t.sut.login(credentials);

      expect(t.users.findByEmail).toHaveBeenCalledWith(t.em, 'Ana@Example.com');
      expect(t.passwords.verify).toHaveBeenCalledWith(user.passwordHash, 'Segredo1');
      expect(result).toEqual({
        token: 'signed.jwt',
        user: expect.objectContaining({
          user_id: user.id,
          email: 'ana@example.com',
          email_verified: true,
          is_admin: false,
        }),
      });
      expect(result.user).not.toHaveProperty('passwordHash');
    });

    it('stamps the token with real time, not the dev clock, so moving the clock logs nobody out', async () => {
      const user = existing(userFactory());

      await t.sut.login(credentials);

      expect(t.tokens.issue).toHaveBeenCalledWith(user, REAL_NOW, SESSION_VERSION);
    });

    it('reads the session version before the password hash, so a change committed meanwhile ends the session', async () => {
      const user = existing(userFactory());

      await t.sut.login(credentials);

      expect(t.revocations.sessionVersion).toHaveBeenCalledWith(user.id);
      expect(t.revocations.sessionVersion.mock.invocationCallOrder[0]).toBeLessThan(
        t.users.findByEmail.mock.invocationCallOrder[0]!,
      );
    });

    it('remembers the network of a successful login, after the flush', async () => {
      const user = existing(userFactory());

      await t.sut.login(credentials, NETWORK);

      expect(t.knownNetworks.remember).toHaveBeenCalledWith(t.em, user.id, NETWORK, DEV_NOW);
      expect(t.em.flush.mock.invocationCallOrder[0]).toBeLessThan(
        t.knownNetworks.remember.mock.invocationCallOrder[0]!,
      );
    });

    it('remembers no network for a login without one (an older gateway)', async () => {
      existing(userFactory());

      await t.sut.login(credentials);

      expect(t.knownNetworks.remember).not.toHaveBeenCalled();
    });

    it('records the login instant of the clock and announces it in one flush', async () => {
      const user = existing(userFactory());

      await t.sut.login(credentials);

      expect(user.lastLoginAt).toEqual(DEV_NOW);
      expect(t.outbox.add).toHaveBeenCalledWith(t.em, 'user.logged_in', {
        user_id: user.id,
        at: DEV_NOW.toISOString(),
      });
      expect(t.em.flush).toHaveBeenCalledTimes(1);
      expect(t.outbox.add.mock.invocationCallOrder[0]).toBeLessThan(t.em.flush.mock.invocationCallOrder[0]!);
    });

    it('counts the attempt on the e-mail and network, and settles it as succeeded after the right password', async () => {
      const user = existing(userFactory());

      await t.sut.login(credentials, NETWORK);

      expect(t.credentials.attempt).toHaveBeenCalledWith(t.em, {
        email: 'Ana@Example.com',
        network: NETWORK,
        check: 'login',
      });
      expect(t.credentials.succeeded).toHaveBeenCalledWith(counted(user.id));
      expect(t.credentials.failed).not.toHaveBeenCalled();
    });

    it('refuses a wrong password, settling the attempt as failed and writing nothing', async () => {
      const user = existing(userFactory());
      t.passwords.verify.mockResolvedValue(false);

      await expect(t.sut.login(credentials)).rejects.toMatchObject(invalidCredentials);
      expect(t.credentials.failed).toHaveBeenCalledWith(counted(user.id));
      expect(t.credentials.succeeded).not.toHaveBeenCalled();
      expect(user.lastLoginAt).toBeNull();
      expectNotCalled(t.em.flush, t.tokens.issue, t.knownNetworks.remember);
    });

    it('spends a password check on an unknown e-mail, counts it as a failure and answers it as a wrong password', async () => {
      t.users.findByEmail.mockResolvedValue(null);

      await expect(t.sut.login(credentials)).rejects.toMatchObject(invalidCredentials);
      expect(t.passwords.verifyNothing).toHaveBeenCalledWith('Segredo1');
      expect(t.credentials.failed).toHaveBeenCalledWith(counted(null));
      expectNotCalled(t.credentials.succeeded, t.tokens.issue);
    });

    it('answers an account created after the throttle looked the e-mail up as an unknown e-mail', async () => {
      t.users.findByEmail.mockResolvedValue(userFactory());

      await expect(t.sut.login(credentials)).rejects.toMatchObject(invalidCredentials);
      expectNotCalled(t.passwords.verify, t.credentials.succeeded, t.tokens.issue);
    });

    it('refuses an e-mail locked on this network before reading the account', async () => {
      t.credentials.attempt.mockRejectedValue(tooManyLoginFailures());

      await expectRefusal(t.sut.login(credentials, NETWORK), 'LOGIN_THROTTLED', genericMessages.rateLimited);
      expectNotCalled(t.users.findByEmail, t.passwords.verify, t.passwords.verifyNothing);
    });

    it('tells a blocked person that the account is blocked once their password was right', async () => {
      const user = existing(userFactory({ blocked: true }));

      await expectRefusal(t.sut.login(credentials), 'USER_BLOCKED', sessionMessages.userBlocked);
      expect(user.lastLoginAt).toBeNull();
      expectNotCalled(t.em.flush, t.tokens.issue);
    });

    it('tells a wrong password on a blocked account only that the credentials are wrong', async () => {
      existing(userFactory({ blocked: true }));
      t.passwords.verify.mockResolvedValue(false);

      await expect(t.sut.login(credentials)).rejects.toMatchObject(invalidCredentials);
    });

    it('refuses an unverified e-mail on the e-mail field once the password was right', async () => {
      existing(userFactory({ emailVerifiedAt: null }));

      await expectRefusal(t.sut.login(credentials), 'EMAIL_NOT_VERIFIED', sessionMessages.emailNotVerified, {
        email: [sessionMessages.emailNotVerified],
      });
      expect(t.credentials.succeeded).toHaveBeenCalled();
      expectNotCalled(t.em.flush, t.tokens.issue);
    });

    it('answers an account that is both blocked and unverified as blocked', async () => {
      existing(userFactory({ blocked: true, emailVerifiedAt: null }));

      await expect(t.sut.login(credentials)).rejects.toMatchObject({ reason: 'USER_BLOCKED' });
    });

    it('re-hashes a password stored with older parameters, in the login’s flush', async () => {
      const user = existing(userFactory({ passwordHash: '$argon2id$v=19$m=4096,t=3,p=1$old' }));
      t.passwords.needsRehash.mockReturnValue(true);
      t.passwords.hash.mockResolvedValue('$argon2id$v=19$m=19456,t=2,p=1$new');

      await t.sut.login(credentials);

      expect(t.passwords.needsRehash).toHaveBeenCalledWith('$argon2id$v=19$m=4096,t=3,p=1$old');
      expect(t.passwords.hash).toHaveBeenCalledWith('Segredo1');
      expect(user.passwordHash).toBe('$argon2id$v=19$m=19456,t=2,p=1$new');
      expect(t.em.flush).toHaveBeenCalledTimes(1);
    });

    it('keeps a hash made with today’s parameters', async () => {
      const user = existing(userFactory());
      const stored = user.passwordHash;

      await t.sut.login(credentials);

      expect(t.passwords.hash).not.toHaveBeenCalled();
      expect(user.passwordHash).toBe(stored);
    });
  });

  describe('logging out', () => {
    it('revokes the token’s id for the seconds it had left', async () => {
      const result = await t.sut.logout({ jti: 'token-id', exp: REAL_SECONDS + 600 });

      expect(t.revocations.revokeToken).toHaveBeenCalledWith('token-id', 600);
      expect(result).toEqual({ message: sessionMessages.loggedOut });
    });

    it('does not end the person’s other sessions', async () => {
      await t.sut.logout({ jti: 'token-id', exp: REAL_SECONDS + 600 });

      expect(t.revocations.endSessions).not.toHaveBeenCalled();
    });
  });

  describe('who am I', () => {
    it('answers the account as the browser sees it', async () => {
      const user = userFactory({ lastVotedIndicationId: 'ind-1' });
      t.users.findById.mockResolvedValue(user);

      const result = await t.sut.me(user.id);

      expect(t.users.findById).toHaveBeenCalledWith(t.em, user.id);
      expect(result.user).toMatchObject({ user_id: user.id, last_voted_indication_id: 'ind-1' });
    });

    it('answers USER_NOT_FOUND for an account that is gone', async () => {
      t.users.findById.mockResolvedValue(null);

      await expectRefusal(t.sut.me('gone'), 'USER_NOT_FOUND', userLifecycleMessages.userNotFound);
    });
  });
});
