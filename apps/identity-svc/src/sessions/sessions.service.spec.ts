import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { genericMessages, sessionMessages, userLifecycleMessages } from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import { automock, type Mocked, clockAt, ormForking } from '@encontro/testing';
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
  let users: Mocked<UsersRepository>;
  let passwords: Mocked<PasswordHasher>;
  let tokens: Mocked<AccessTokenService>;
  let revocations: Mocked<SessionRevocations>;
  let throttle: Mocked<LoginThrottle>;
  let outbox: Mocked<Outbox>;
  let service: SessionsService;
  let em: EntityManager & { flush: jest.Mock };

  /** `user` as the repository finds it by the e-mail of the credentials. */
  const existing = (user: User) => {
    users.findByEmail.mockResolvedValue(user);
    return user;
  };

  beforeEach(() => {
    jest.useFakeTimers({ now: REAL_NOW, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    users = automock(UsersRepository);
    passwords = automock(PasswordHasher);
    tokens = automock(AccessTokenService);
    revocations = automock(SessionRevocations);
    throttle = automock(LoginThrottle);
    outbox = automock(Outbox);
    throttle.attempt.mockResolvedValue(true);
    throttle.reset.mockResolvedValue(undefined);
    passwords.verify.mockResolvedValue(true);
    passwords.verifyNothing.mockResolvedValue(undefined);
    passwords.needsRehash.mockReturnValue(false);
    tokens.issue.mockReturnValue({
      token: 'signed.jwt',
      claims: { sub: 'x', adm: false, jti: 'j', iat: REAL_SECONDS, exp: REAL_SECONDS + 3600 },
    } as ReturnType<AccessTokenService['issue']>);
    outbox.add.mockReturnValue('event');
    revocations.revokeToken.mockResolvedValue(undefined);
    em = { flush: jest.fn(async () => undefined) } as unknown as EntityManager & { flush: jest.Mock };
    service = new SessionsService(
      ormForking(em),
      users,
      passwords,
      tokens,
      revocations,
      throttle,
      outbox,
      clockAt(DEV_NOW),
    );
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  describe('logging in', () => {
    it('answers a verified person with a token and their account as the browser sees it', async () => {
      const user = existing(userFactory({ email: 'ana@example.com' }));

      const result = await service.login(credentials);

      expect(users.findByEmail).toHaveBeenCalledWith(em, 'Ana@Example.com');
      expect(passwords.verify).toHaveBeenCalledWith(user.passwordHash, 'Segredo1');
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

      await service.login(credentials);

      expect(tokens.issue).toHaveBeenCalledWith(user, REAL_NOW);
    });

    it('records the login instant of the clock and announces it in one flush', async () => {
      const user = existing(userFactory());

      await service.login(credentials);

      expect(user.lastLoginAt).toEqual(DEV_NOW);
      expect(outbox.add).toHaveBeenCalledWith(em, 'user.logged_in', {
        user_id: user.id,
        at: DEV_NOW.toISOString(),
      });
      expect(em.flush).toHaveBeenCalledTimes(1);
      expect(outbox.add.mock.invocationCallOrder[0]).toBeLessThan(em.flush.mock.invocationCallOrder[0]!);
    });

    it('starts the e-mail’s failure count over after the right password', async () => {
      users.findByEmail.mockResolvedValue(userFactory());

      await service.login(credentials);

      expect(throttle.attempt).toHaveBeenCalledWith('Ana@Example.com');
      expect(throttle.reset).toHaveBeenCalledWith('Ana@Example.com');
    });

    it('refuses a wrong password, keeping the attempt counted and writing nothing', async () => {
      const user = existing(userFactory());
      passwords.verify.mockResolvedValue(false);

      await expect(service.login(credentials)).rejects.toMatchObject(invalidCredentials);
      expect(throttle.reset).not.toHaveBeenCalled();
      expect(user.lastLoginAt).toBeNull();
      expect(em.flush).not.toHaveBeenCalled();
      expect(tokens.issue).not.toHaveBeenCalled();
    });

    it('spends a password check on an unknown e-mail and answers it as a wrong password', async () => {
      users.findByEmail.mockResolvedValue(null);

      await expect(service.login(credentials)).rejects.toMatchObject(invalidCredentials);
      expect(passwords.verifyNothing).toHaveBeenCalledWith('Segredo1');
      expect(throttle.reset).not.toHaveBeenCalled();
      expect(tokens.issue).not.toHaveBeenCalled();
    });

    it('refuses an e-mail that had its failures of the window before reading the account', async () => {
      throttle.attempt.mockResolvedValue(false);

      await expect(service.login(credentials)).rejects.toMatchObject({
        reason: 'LOGIN_THROTTLED',
        message: genericMessages.rateLimited,
      });
      expect(users.findByEmail).not.toHaveBeenCalled();
      expect(passwords.verify).not.toHaveBeenCalled();
      expect(passwords.verifyNothing).not.toHaveBeenCalled();
    });

    it('tells a blocked person that the account is blocked once their password was right', async () => {
      const user = existing(userFactory({ blocked: true }));

      await expect(service.login(credentials)).rejects.toMatchObject({
        reason: 'USER_BLOCKED',
        message: sessionMessages.userBlocked,
      });
      expect(user.lastLoginAt).toBeNull();
      expect(em.flush).not.toHaveBeenCalled();
      expect(tokens.issue).not.toHaveBeenCalled();
    });

    it('tells a wrong password on a blocked account only that the credentials are wrong', async () => {
      users.findByEmail.mockResolvedValue(userFactory({ blocked: true }));
      passwords.verify.mockResolvedValue(false);

      await expect(service.login(credentials)).rejects.toMatchObject(invalidCredentials);
    });

    it('refuses an unverified e-mail on the e-mail field once the password was right', async () => {
      existing(userFactory({ emailVerifiedAt: null }));

      await expect(service.login(credentials)).rejects.toMatchObject({
        reason: 'EMAIL_NOT_VERIFIED',
        message: sessionMessages.emailNotVerified,
        errors: { email: [sessionMessages.emailNotVerified] },
      });
      expect(throttle.reset).toHaveBeenCalledWith('Ana@Example.com');
      expect(em.flush).not.toHaveBeenCalled();
      expect(tokens.issue).not.toHaveBeenCalled();
    });

    it('answers an account that is both blocked and unverified as blocked', async () => {
      users.findByEmail.mockResolvedValue(userFactory({ blocked: true, emailVerifiedAt: null }));

      await expect(service.login(credentials)).rejects.toMatchObject({ reason: 'USER_BLOCKED' });
    });

    it('re-hashes a password stored with older parameters, in the login’s flush', async () => {
      const user = existing(userFactory({ passwordHash: '$argon2id$v=19$m=4096,t=3,p=1$old' }));
      passwords.needsRehash.mockReturnValue(true);
      passwords.hash.mockResolvedValue('$argon2id$v=19$m=19456,t=2,p=1$new');

      await service.login(credentials);

      expect(passwords.needsRehash).toHaveBeenCalledWith('$argon2id$v=19$m=4096,t=3,p=1$old');
      expect(passwords.hash).toHaveBeenCalledWith('Segredo1');
      expect(user.passwordHash).toBe('$argon2id$v=19$m=19456,t=2,p=1$new');
      expect(em.flush).toHaveBeenCalledTimes(1);
    });

    it('keeps a hash made with today’s parameters', async () => {
      const user = existing(userFactory());
      const stored = user.passwordHash;

      await service.login(credentials);

      expect(passwords.hash).not.toHaveBeenCalled();
      expect(user.passwordHash).toBe(stored);
    });
  });

  describe('logging out', () => {
    it('revokes the token’s id for the seconds it had left', async () => {
      const result = await service.logout({ jti: 'token-id', exp: REAL_SECONDS + 600 });

      expect(revocations.revokeToken).toHaveBeenCalledWith('token-id', 600);
      expect(result).toEqual({ message: sessionMessages.loggedOut });
    });

    it('does not end the person’s other sessions', async () => {
      await service.logout({ jti: 'token-id', exp: REAL_SECONDS + 600 });

      expect(revocations.endAllSessions).not.toHaveBeenCalled();
      expect(revocations.revokeAllBefore).not.toHaveBeenCalled();
      expect(revocations.endOtherSessions).not.toHaveBeenCalled();
    });
  });

  describe('who am I', () => {
    it('answers the account as the browser sees it', async () => {
      const user = userFactory({ lastVotedIndicationId: 'ind-1' });
      users.findById.mockResolvedValue(user);

      const result = await service.me(user.id);

      expect(users.findById).toHaveBeenCalledWith(em, user.id);
      expect(result.user).toMatchObject({ user_id: user.id, last_voted_indication_id: 'ind-1' });
    });

    it('answers USER_NOT_FOUND for an account that is gone', async () => {
      users.findById.mockResolvedValue(null);

      await expect(service.me('gone')).rejects.toMatchObject({
        reason: 'USER_NOT_FOUND',
        message: userLifecycleMessages.userNotFound,
      });
    });
  });
});
