import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { passwordResetMessages } from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import { automock, type Mocked, clockAt } from '@encontro/testing';
import { deferredAfterAnswer } from '../../test/support/doubles.js';
import { accountTokenFactory, userFactory } from '../../test/support/factories.js';
import { AccountMail } from '../account-mail/account-mail.service.js';
import type { AfterAnswer } from '../account-mail/after-answer.service.js';
import type { AccountToken } from '../account-tokens/account-token.entity.js';
import { AccountTokensRepository } from '../account-tokens/account-tokens.repository.js';
import { LoginThrottle } from '../sessions/login-throttle.repository.js';
import { SessionRevocations } from '../sessions/session-revocations.repository.js';
import { PasswordHasher } from '../users/password-hasher.service.js';
import type { User } from '../users/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';
import { PasswordResetService, RESET_TOKEN_TTL_MS } from './password-reset.service.js';

/** The dev clock (link expiry, updatedAt) and real time (the revocation mark) differ on purpose. */
const NOW = new Date('2026-11-24T13:00:00Z');
const REAL_NOW = new Date('2026-11-24T09:30:05.800Z');
const REAL_SECONDS = Math.floor(REAL_NOW.getTime() / 1000);
const request = { token: 'clear-token', password: 'Nova1234' };
/** The refusal of a reset link that does not reset (unknown, expired, used, or of a blocked or gone account). */
const linkInvalid = { reason: 'RESET_LINK_INVALID', message: passwordResetMessages.linkInvalid };

describe(PasswordResetService.name, () => {
  let users: Mocked<UsersRepository>;
  let tokens: Mocked<AccountTokensRepository>;
  let passwords: Mocked<PasswordHasher>;
  let revocations: Mocked<SessionRevocations>;
  let mail: Mocked<AccountMail>;
  let afterAnswer: Mocked<AfterAnswer>;
  let throttle: Mocked<LoginThrottle>;
  let outbox: Mocked<Outbox>;
  let service: PasswordResetService;
  let tx: EntityManager & { flush: jest.Mock };
  /** Runs the work handed to AfterAnswer, as it would once the answer is out. */
  let runAfterwards: () => Promise<void>;

  /** A reset link of `user`, issued `minutesAgo` before NOW. */
  const resetLink = (userId: string, minutesAgo = 10, usedAt: Date | null = null) => {
    const createdAt = new Date(NOW.getTime() - minutesAgo * 60_000);
    return accountTokenFactory({
      user: userId,
      purpose: 'password_reset',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + RESET_TOKEN_TTL_MS),
      usedAt,
    });
  };

  /** `link` as the token lookup finds it (locked), and `user` as the account it belongs to. */
  const presented = (link: AccountToken, user: User | null) => {
    tokens.findForUpdate.mockResolvedValue(link);
    users.findById.mockResolvedValue(user);
  };

  beforeEach(() => {
    jest.useFakeTimers({ now: REAL_NOW, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    users = automock(UsersRepository);
    tokens = automock(AccountTokensRepository);
    passwords = automock(PasswordHasher);
    revocations = automock(SessionRevocations);
    mail = automock(AccountMail);
    ({ afterAnswer, runAfterwards } = deferredAfterAnswer());
    throttle = automock(LoginThrottle);
    outbox = automock(Outbox);
    tokens.issue.mockReturnValue('new-reset-token');
    tokens.useAll.mockResolvedValue(undefined);
    passwords.hash.mockResolvedValue('argon2-new-hash');
    revocations.revokeAllBefore.mockResolvedValue(undefined);
    throttle.reset.mockResolvedValue(undefined);
    mail.queuePasswordReset.mockResolvedValue(undefined);
    outbox.add.mockReturnValue('event');
    tx = { flush: jest.fn(async () => undefined) } as unknown as EntityManager & { flush: jest.Mock };
    const orm = {
      em: { fork: () => ({ transactional: (work: (em: EntityManager) => Promise<unknown>) => work(tx) }) },
    } as unknown as MikroORM;
    service = new PasswordResetService(
      orm,
      users,
      tokens,
      passwords,
      revocations,
      mail,
      afterAnswer,
      throttle,
      outbox,
      clockAt(NOW),
    );
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  describe('asking for a link', () => {
    it('answers at once, before the account is looked up', async () => {
      const result = await service.request('ana@example.com');

      expect(result).toEqual({ success: true, message: passwordResetMessages.requested });
      expect(afterAnswer.run).toHaveBeenCalledWith('password reset request', expect.any(Function));
      expect(users.findByEmail).not.toHaveBeenCalled();
    });

    it('then stores an e-mail with a one-hour reset link for the account', async () => {
      const user = userFactory();
      users.findByEmail.mockResolvedValue(user);

      await service.request(user.email);
      await runAfterwards();

      expect(users.findByEmail).toHaveBeenCalledWith(tx, user.email);
      expect(tokens.issue).toHaveBeenCalledWith(tx, user.id, 'password_reset', NOW, RESET_TOKEN_TTL_MS);
      expect(RESET_TOKEN_TTL_MS).toBe(60 * 60 * 1000);
      expect(mail.queuePasswordReset).toHaveBeenCalledWith(tx, user, 'new-reset-token');
    });

    it('then sends the link to an account whose e-mail is not verified yet as well', async () => {
      users.findByEmail.mockResolvedValue(userFactory({ emailVerifiedAt: null }));

      await service.request('ana@example.com');
      await runAfterwards();

      expect(mail.queuePasswordReset).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['an unknown e-mail', null],
      ['a blocked account', userFactory({ blocked: true })],
    ])('then sends nothing to %s, with the same answer', async (_case, user) => {
      users.findByEmail.mockResolvedValue(user);

      const result = await service.request('ana@example.com');
      await runAfterwards();

      expect(result).toEqual({ success: true, message: passwordResetMessages.requested });
      expect(tokens.issue).not.toHaveBeenCalled();
      expect(mail.queuePasswordReset).not.toHaveBeenCalled();
    });
  });

  describe('resetting', () => {
    it('stores the new password hashed, uses every reset link up and announces the change', async () => {
      const user = userFactory();
      presented(resetLink(user.id), user);

      const result = await service.reset(request);

      expect(tokens.findForUpdate).toHaveBeenCalledWith(tx, 'clear-token', 'password_reset');
      expect(passwords.hash).toHaveBeenCalledWith('Nova1234');
      expect(user.passwordHash).toBe('argon2-new-hash');
      expect(user.updatedAt).toEqual(NOW);
      expect(tokens.useAll).toHaveBeenCalledWith(tx, user.id, 'password_reset', NOW);
      expect(outbox.add).toHaveBeenCalledWith(tx, 'user.password_changed', {
        user_id: user.id,
        at: NOW.toISOString(),
      });
      expect(tx.flush).toHaveBeenCalledTimes(1);
      expect(result).toEqual({ success: true, message: passwordResetMessages.done });
    });

    it('verifies an e-mail not verified yet: the link was read in that mailbox', async () => {
      const user = userFactory({ emailVerifiedAt: null });
      presented(resetLink(user.id), user);

      await service.reset(request);

      expect(user.emailVerifiedAt).toEqual(NOW);
      expect(tokens.useAll).toHaveBeenCalledWith(tx, user.id, 'email_verification', NOW);
      expect(outbox.add).toHaveBeenCalledWith(tx, 'user.verified', {
        user_id: user.id,
        verified_at: NOW.toISOString(),
      });
    });

    it('leaves an already verified e-mail as it was', async () => {
      const verifiedAt = new Date('2026-01-10T12:00:00.000Z');
      const user = userFactory({ emailVerifiedAt: verifiedAt });
      presented(resetLink(user.id), user);

      await service.reset(request);

      expect(user.emailVerifiedAt).toEqual(verifiedAt);
      expect(outbox.add).not.toHaveBeenCalledWith(tx, 'user.verified', expect.anything());
    });

    it('ends every session issued before this real second, after the flush', async () => {
      const user = userFactory();
      presented(resetLink(user.id), user);

      await service.reset(request);

      expect(revocations.revokeAllBefore).toHaveBeenCalledWith(user.id, REAL_SECONDS);
      expect(tx.flush.mock.invocationCallOrder[0]).toBeLessThan(
        revocations.revokeAllBefore.mock.invocationCallOrder[0]!,
      );
    });

    it('lets the owner of the mailbox sign in again at once', async () => {
      const user = userFactory();
      presented(resetLink(user.id), user);

      await service.reset(request);

      expect(throttle.reset).toHaveBeenCalledWith(user.email);
    });

    it('fails inside the transaction when the revocation cannot be written, so nothing commits', async () => {
      const user = userFactory();
      presented(resetLink(user.id), user);
      const failure = new Error('redis down');
      revocations.revokeAllBefore.mockRejectedValue(failure);

      await expect(service.reset(request)).rejects.toBe(failure);
      expect(throttle.reset).not.toHaveBeenCalled();
    });

    it('refuses an unknown link on the token field without spending a hash', async () => {
      tokens.findForUpdate.mockResolvedValue(null);

      await expect(service.reset(request)).rejects.toMatchObject({
        reason: 'RESET_LINK_INVALID',
        message: passwordResetMessages.linkInvalid,
        errors: { token: [passwordResetMessages.linkInvalid] },
      });
      expect(passwords.hash).not.toHaveBeenCalled();
      expect(revocations.revokeAllBefore).not.toHaveBeenCalled();
    });

    it('refuses a link an hour old without looking the account up', async () => {
      tokens.findForUpdate.mockResolvedValue(resetLink('someone', 60));

      await expect(service.reset(request)).rejects.toMatchObject(linkInvalid);
      expect(users.findById).not.toHaveBeenCalled();
      expect(passwords.hash).not.toHaveBeenCalled();
    });

    it('refuses a link that was already used', async () => {
      const user = userFactory();
      presented(resetLink(user.id, 10, new Date(NOW.getTime() - 60_000)), user);

      await expect(service.reset(request)).rejects.toMatchObject(linkInvalid);
      expect(passwords.hash).not.toHaveBeenCalled();
    });

    it('refuses the link of a blocked account, changing nothing', async () => {
      const user = userFactory({ blocked: true });
      const stored = user.passwordHash;
      presented(resetLink(user.id), user);

      await expect(service.reset(request)).rejects.toMatchObject(linkInvalid);
      expect(user.passwordHash).toBe(stored);
      expect(tokens.useAll).not.toHaveBeenCalled();
      expect(outbox.add).not.toHaveBeenCalled();
      expect(revocations.revokeAllBefore).not.toHaveBeenCalled();
    });

    it('refuses the link of an account that is gone', async () => {
      presented(resetLink('gone'), null);

      await expect(service.reset(request)).rejects.toMatchObject(linkInvalid);
      expect(passwords.hash).not.toHaveBeenCalled();
    });
  });
});
