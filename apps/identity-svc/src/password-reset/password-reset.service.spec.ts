import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { passwordResetMessages } from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import {
  type Mocked,
  clockAt,
  expectNotCalled,
  expectRefusal,
  serviceUnderTest,
  transactionalOrm,
} from '@encontro/testing/unit';
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

/** The dev clock: link expiry, updatedAt. */
const NOW = new Date('2026-11-24T13:00:00Z');
const request = { token: 'clear-token', password: 'Nova1234' };
/** The refusal of a reset link that does not reset (unknown, expired, used, or of a blocked or gone account). */
const linkInvalid = { reason: 'RESET_LINK_INVALID', message: passwordResetMessages.linkInvalid };

describe(PasswordResetService.name, () => {
  let tx: EntityManager & { flush: jest.Mock };
  let afterAnswer: Mocked<AfterAnswer>;
  /** Runs the work handed to AfterAnswer, as it would once the answer is out. */
  let runAfterwards: () => Promise<void>;

  // Before serviceUnderTest's own beforeEach: the service is built on this test's transaction and AfterAnswer.
  beforeEach(() => {
    tx = { flush: jest.fn(async () => undefined) } as unknown as EntityManager & { flush: jest.Mock };
    ({ afterAnswer, runAfterwards } = deferredAfterAnswer());
  });

  const t = serviceUnderTest(PasswordResetService, () => ({
    orm: transactionalOrm(tx),
    users: UsersRepository,
    tokens: AccountTokensRepository,
    passwords: PasswordHasher,
    revocations: SessionRevocations,
    mail: AccountMail,
    afterAnswer,
    throttle: LoginThrottle,
    outbox: Outbox,
    clock: clockAt(NOW),
  }));

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
    t.tokens.findForUpdate.mockResolvedValue(link);
    t.users.findById.mockResolvedValue(user);
  };

  beforeEach(() => {
    t.tokens.issue.mockReturnValue('new-reset-token');
    t.tokens.useAll.mockResolvedValue(undefined);
    t.passwords.hash.mockResolvedValue('argon2-new-hash');
    t.revocations.endSessions.mockResolvedValue(undefined);
    t.throttle.reset.mockResolvedValue(undefined);
    t.mail.queuePasswordReset.mockResolvedValue(undefined);
    t.outbox.add.mockReturnValue('event');
  });

  describe('asking for a link', () => {
    it('answers at once, before the account is looked up', async () => {
      const result = await t.sut.request('ana@example.com');

      expect(result).toEqual({ success: true, message: passwordResetMessages.requested });
      expect(t.afterAnswer.run).toHaveBeenCalledWith('password reset request', expect.any(Function));
      expect(t.users.findByEmail).not.toHaveBeenCalled();
    });

    it('then stores an e-mail with a one-hour reset link for the account', async () => {
      const user = userFactory();
      t.users.findByEmail.mockResolvedValue(user);

      await t.sut.request(user.email);
      await runAfterwards();

      expect(t.users.findByEmail).toHaveBeenCalledWith(tx, user.email);
      expect(t.tokens.issue).toHaveBeenCalledWith(tx, user.id, 'password_reset', NOW, RESET_TOKEN_TTL_MS);
      expect(RESET_TOKEN_TTL_MS).toBe(60 * 60 * 1000);
      expect(t.mail.queuePasswordReset).toHaveBeenCalledWith(tx, user, 'new-reset-token');
    });

    it('then sends the link to an account whose e-mail is not verified yet as well', async () => {
      t.users.findByEmail.mockResolvedValue(userFactory({ emailVerifiedAt: null }));

      await t.sut.request('ana@example.com');
      await runAfterwards();

      expect(t.mail.queuePasswordReset).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['an unknown e-mail', null],
      ['a blocked account', userFactory({ blocked: true })],
    ])('then sends nothing to %s, with the same answer', async (_case, user) => {
      t.users.findByEmail.mockResolvedValue(user);

      const result = await t.sut.request('ana@example.com');
      await runAfterwards();

      expect(result).toEqual({ success: true, message: passwordResetMessages.requested });
      expectNotCalled(t.tokens.issue, t.mail.queuePasswordReset);
    });
  });

  describe('resetting', () => {
    it('stores the new password hashed, uses every reset link up and announces the change', async () => {
      const user = userFactory();
      presented(resetLink(user.id), user);

      const result = await t.sut.reset(request);

      expect(t.tokens.findForUpdate).toHaveBeenCalledWith(tx, 'clear-token', 'password_reset');
      expect(t.passwords.hash).toHaveBeenCalledWith('Nova1234');
      expect(user.passwordHash).toBe('argon2-new-hash');
      expect(user.updatedAt).toEqual(NOW);
      expect(t.tokens.useAll).toHaveBeenCalledWith(tx, user.id, 'password_reset', NOW);
      expect(t.outbox.add).toHaveBeenCalledWith(tx, 'user.password_changed', {
        user_id: user.id,
        at: NOW.toISOString(),
      });
      expect(tx.flush).toHaveBeenCalledTimes(1);
      expect(result).toEqual({ success: true, message: passwordResetMessages.done });
    });

    it('verifies an e-mail not verified yet: the link was read in that mailbox', async () => {
      const user = userFactory({ emailVerifiedAt: null });
      presented(resetLink(user.id), user);

      await t.sut.reset(request);

      expect(user.emailVerifiedAt).toEqual(NOW);
      expect(t.tokens.useAll).toHaveBeenCalledWith(tx, user.id, 'email_verification', NOW);
      expect(t.outbox.add).toHaveBeenCalledWith(tx, 'user.verified', {
        user_id: user.id,
        verified_at: NOW.toISOString(),
      });
    });

    it('leaves an already verified e-mail as it was', async () => {
      const verifiedAt = new Date('2026-01-10T12:00:00.000Z');
      const user = userFactory({ emailVerifiedAt: verifiedAt });
      presented(resetLink(user.id), user);

      await t.sut.reset(request);

      expect(user.emailVerifiedAt).toEqual(verifiedAt);
      expect(t.outbox.add).not.toHaveBeenCalledWith(tx, 'user.verified', expect.anything());
    });

    it('ends every session, sparing none, after the flush and again once the transaction is over', async () => {
      const user = userFactory();
      presented(resetLink(user.id), user);

      await t.sut.reset(request);

      expect(t.revocations.endSessions.mock.calls).toEqual([[user.id], [user.id]]);
      const [inside, after] = t.revocations.endSessions.mock.invocationCallOrder;
      expect(tx.flush.mock.invocationCallOrder[0]).toBeLessThan(inside!);
      expect(t.throttle.reset.mock.invocationCallOrder[0]).toBeLessThan(after!);
    });

    it('lets the owner of the mailbox sign in again at once', async () => {
      const user = userFactory();
      presented(resetLink(user.id), user);

      await t.sut.reset(request);

      expect(t.throttle.reset).toHaveBeenCalledWith(user.email);
    });

    it('fails inside the transaction when the revocation cannot be written, so nothing commits', async () => {
      const user = userFactory();
      presented(resetLink(user.id), user);
      const failure = new Error('redis down');
      t.revocations.endSessions.mockRejectedValue(failure);

      await expect(t.sut.reset(request)).rejects.toBe(failure);
      expect(t.throttle.reset).not.toHaveBeenCalled();
    });

    it('refuses an unknown link on the token field without spending a hash', async () => {
      t.tokens.findForUpdate.mockResolvedValue(null);

      await expectRefusal(t.sut.reset(request), 'RESET_LINK_INVALID', passwordResetMessages.linkInvalid, {
        token: [passwordResetMessages.linkInvalid],
      });
      expectNotCalled(t.passwords.hash, t.revocations.endSessions);
    });

    it('refuses a link an hour old without looking the account up', async () => {
      t.tokens.findForUpdate.mockResolvedValue(resetLink('someone', 60));

      await expect(t.sut.reset(request)).rejects.toMatchObject(linkInvalid);
      expectNotCalled(t.users.findById, t.passwords.hash);
    });

    it('refuses a link that was already used', async () => {
      const user = userFactory();
      presented(resetLink(user.id, 10, new Date(NOW.getTime() - 60_000)), user);

      await expect(t.sut.reset(request)).rejects.toMatchObject(linkInvalid);
      expect(t.passwords.hash).not.toHaveBeenCalled();
    });

    it('refuses the link of a blocked account, changing nothing', async () => {
      const user = userFactory({ blocked: true });
      const stored = user.passwordHash;
      presented(resetLink(user.id), user);

      await expect(t.sut.reset(request)).rejects.toMatchObject(linkInvalid);
      expect(user.passwordHash).toBe(stored);
      expectNotCalled(t.tokens.useAll, t.outbox.add, t.revocations.endSessions);
    });

    it('refuses the link of an account that is gone', async () => {
      presented(resetLink('gone'), null);

      await expect(t.sut.reset(request)).rejects.toMatchObject(linkInvalid);
      expect(t.passwords.hash).not.toHaveBeenCalled();
    });
  });
});
