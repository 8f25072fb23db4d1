import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { genericMessages, sessionMessages, userLifecycleMessages } from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import { clockAt, expectNotCalled, expectRefusal, ormForking, serviceUnderTest } from '@encontro/testing';
import { userFactory } from '../../test/support/factories.js';
import { PasswordHasher } from '../users/password-hasher.service.js';
import type { User } from '../users/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';
import { AccessTokenService } from './access-token.service.js';
import { LoginThrottle } from './login-throttle.repository.js';
import { SessionRevocations } from './session-revocations.repository.js';
import { SessionsService } from './sessions.service.js';

/** Real time (what tokens are stamped with) and the dev clock (what rules read) differ on purpose. */
const REAL_NOW = new Date('2026-11-24T13:00:07.250Z');
const REAL_SECONDS = Math.floor(REAL_NOW.getTime() / 1000);
const DEV_NOW = new Date('2026-11-28T15:00:00Z');
const credentials = { email: 'Ana@Example.com', password: 'Segredo1' };
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
    throttle: LoginThrottle,
    outbox: Outbox,
    clock: clockAt(DEV_NOW),
  }));

  /** `user` as the repository finds it by the e-mail of the credentials. */
  const existing = (user: User) => {
    t.users.findByEmail.mockResolvedValue(user);
    return user;
  };

  beforeEach(() => {
    t.throttle.attempt.mockResolvedValue(true);
    t.throttle.reset.mockResolvedValue(undefined);
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

      expect(t.tokens.issue).toHaveBeenCalledWith(user, REAL_NOW);
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

    it('starts the e-mail’s failure count over after the right password', async () => {
      t.users.findByEmail.mockResolvedValue(userFactory());

      await t.sut.login(credentials);

      expect(t.throttle.attempt).toHaveBeenCalledWith('Ana@Example.com');
      expect(t.throttle.reset).toHaveBeenCalledWith('Ana@Example.com');
    });

    it('refuses a wrong password, keeping the attempt counted and writing nothing', async () => {
      const user = existing(userFactory());
      t.passwords.verify.mockResolvedValue(false);

      await expect(t.sut.login(credentials)).rejects.toMatchObject(invalidCredentials);
      expect(t.throttle.reset).not.toHaveBeenCalled();
      expect(user.lastLoginAt).toBeNull();
      expectNotCalled(t.em.flush, t.tokens.issue);
    });

    it('spends a password check on an unknown e-mail and answers it as a wrong password', async () => {
      t.users.findByEmail.mockResolvedValue(null);

      await expect(t.sut.login(credentials)).rejects.toMatchObject(invalidCredentials);
      expect(t.passwords.verifyNothing).toHaveBeenCalledWith('Segredo1');
      expectNotCalled(t.throttle.reset, t.tokens.issue);
    });

    it('refuses an e-mail that had its failures of the window before reading the account', async () => {
      t.throttle.attempt.mockResolvedValue(false);

      await expectRefusal(t.sut.login(credentials), 'LOGIN_THROTTLED', genericMessages.rateLimited);
      expectNotCalled(t.users.findByEmail, t.passwords.verify, t.passwords.verifyNothing);
    });

    it('tells a blocked person that the account is blocked once their password was right', async () => {
      const user = existing(userFactory({ blocked: true }));

      await expectRefusal(t.sut.login(credentials), 'USER_BLOCKED', sessionMessages.userBlocked);
      expect(user.lastLoginAt).toBeNull();
      expectNotCalled(t.em.flush, t.tokens.issue);
    });

    it('tells a wrong password on a blocked account only that the credentials are wrong', async () => {
      t.users.findByEmail.mockResolvedValue(userFactory({ blocked: true }));
      t.passwords.verify.mockResolvedValue(false);

      await expect(t.sut.login(credentials)).rejects.toMatchObject(invalidCredentials);
    });

    it('refuses an unverified e-mail on the e-mail field once the password was right', async () => {
      existing(userFactory({ emailVerifiedAt: null }));

      await expectRefusal(t.sut.login(credentials), 'EMAIL_NOT_VERIFIED', sessionMessages.emailNotVerified, {
        email: [sessionMessages.emailNotVerified],
      });
      expect(t.throttle.reset).toHaveBeenCalledWith('Ana@Example.com');
      expectNotCalled(t.em.flush, t.tokens.issue);
    });

    it('answers an account that is both blocked and unverified as blocked', async () => {
      t.users.findByEmail.mockResolvedValue(userFactory({ blocked: true, emailVerifiedAt: null }));

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

      expectNotCalled(
        t.revocations.endAllSessions,
        t.revocations.revokeAllBefore,
        t.revocations.endOtherSessions,
      );
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
