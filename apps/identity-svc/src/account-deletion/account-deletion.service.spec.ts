import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { eventPayloads, userLifecycleMessages as m } from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import { MailOutbox } from '@encontro/server-mail';
import {
  clockAt,
  expectNotCalled,
  expectRefusal,
  ormForking,
  serviceUnderTest,
} from '@encontro/testing/unit';
import { userFactory } from '../../test/support/factories.js';
import { PhotoPurgesRepository } from '../photo-purges/photo-purges.module.js';
import { SessionRevocations } from '../sessions/session-revocations.repository.js';
import { PasswordHasher } from '../users/password-hasher.service.js';
import type { User } from '../users/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';
import { AccountDeletion } from './account-deletion.service.js';

const NOW = new Date('2026-11-24T13:00:00Z');
const PHOTO = 'storage/users/u1/0b6c6f1e-6d1a-4a57-9f0e-3b1c2d4e5f60.webp';

describe(AccountDeletion.name, () => {
  /** What `orm.em.fork()` gives: reads outside a transaction, and the door into one. */
  let em: EntityManager & { transactional: jest.Mock };
  let tx: EntityManager & { flush: jest.Mock };
  const admin = userFactory({ isAdmin: true, name: 'Carla' });

  // Before serviceUnderTest's own beforeEach, so that the ORM below forks this test's `em`.
  beforeEach(() => {
    tx = { flush: jest.fn(async () => undefined) } as unknown as EntityManager & { flush: jest.Mock };
    em = {
      transactional: jest.fn((work: (tx: EntityManager) => Promise<unknown>) => work(tx)),
    } as unknown as EntityManager & { transactional: jest.Mock };
  });

  const t = serviceUnderTest(AccountDeletion, () => ({
    orm: ormForking(em),
    users: UsersRepository,
    passwords: PasswordHasher,
    revocations: SessionRevocations,
    outbox: Outbox,
    mail: MailOutbox,
    purges: PhotoPurgesRepository,
    clock: clockAt(NOW),
  }));

  /** `user` as both the unlocked read and the locked one find it. */
  const stored = (user: User) => {
    t.users.findById.mockResolvedValue(user);
    t.users.findByIdForUpdate.mockResolvedValue(user);
    return user;
  };

  beforeEach(() => {
    t.passwords.verify.mockResolvedValue(true);
    t.users.forgetPublishedEvents.mockResolvedValue(undefined);
    t.users.delete.mockResolvedValue(undefined);
    t.mail.deleteAbout.mockResolvedValue(2);
    t.outbox.add.mockReturnValue('event');
    t.revocations.endSessions.mockResolvedValue(undefined);
    t.purges.add.mockResolvedValue(undefined);
    t.purges.addPrefixes.mockResolvedValue(undefined);
  });

  describe('by its owner', () => {
    it('erases the account, what hangs on it and its e-mails once the password matches', async () => {
      const user = stored(userFactory({ photo: PHOTO }));

      const result = await t.sut.deleteOwn(user.id, 'Segredo1');

      expect(t.passwords.verify).toHaveBeenCalledWith(user.passwordHash, 'Segredo1');
      expect(t.users.findByIdForUpdate).toHaveBeenCalledWith(tx, user.id);
      expect(t.users.forgetPublishedEvents).toHaveBeenCalledWith(tx, user.id);
      expect(t.users.delete).toHaveBeenCalledWith(tx, user.id);
      expect(t.mail.deleteAbout).toHaveBeenCalledWith(tx, [user.id]);
      expect(tx.flush).toHaveBeenCalledTimes(1);
      expect(result).toEqual({ message: m.ownAccountDeleted });
    });

    it('tells the other services the person left on their own, with no admin action', async () => {
      const user = stored(userFactory());

      await t.sut.deleteOwn(user.id, 'Segredo1');

      const payload = { user_id: user.id, by: 'self', at: NOW.toISOString() };
      expect(t.outbox.add).toHaveBeenCalledTimes(1);
      expect(t.outbox.add).toHaveBeenCalledWith(tx, 'user.deleted', payload);
      expect(eventPayloads['user.deleted'].safeParse(payload).success).toBe(true);
    });

    it('ends every session after the flush, inside the transaction, and again once it committed', async () => {
      const user = stored(userFactory());
      let committed = false;
      let endedAfterCommit = false;
      em.transactional.mockImplementation(async (work) => {
        const result = await (work as (tx: EntityManager) => Promise<unknown>)(tx);
        committed = true;
        return result;
      });
      t.revocations.endSessions.mockImplementation(async () => {
        endedAfterCommit = committed;
      });

      await t.sut.deleteOwn(user.id, 'Segredo1');

      expect(t.revocations.endSessions.mock.calls).toEqual([[user.id], [user.id]]);
      expect(tx.flush.mock.invocationCallOrder[0]).toBeLessThan(
        t.revocations.endSessions.mock.invocationCallOrder[0]!,
      );
      expect(endedAfterCommit).toBe(true);
    });

    it('checks the password before the transaction opens', async () => {
      const user = stored(userFactory());

      await t.sut.deleteOwn(user.id, 'Segredo1');

      expect(t.passwords.verify.mock.invocationCallOrder[0]).toBeLessThan(
        em.transactional.mock.invocationCallOrder[0]!,
      );
    });

    it('queues every photo the person uploaded for the storage clean-up, in the deleting transaction', async () => {
      const user = stored(userFactory({ photo: PHOTO }));

      await t.sut.deleteOwn(user.id, 'Segredo1');

      expect(t.purges.addPrefixes).toHaveBeenCalledWith(
        tx,
        [`users/${user.id}/`, `indications/${user.id}/`, `memories/${user.id}/`],
        expect.any(Date),
      );
      expect(t.purges.add).toHaveBeenCalledWith(tx, [PHOTO], expect.any(Date));
      expect(t.purges.addPrefixes.mock.invocationCallOrder[0]).toBeLessThan(
        tx.flush.mock.invocationCallOrder[0]!,
      );
    });

    it('queues the prefixes alone when the account had no profile photo', async () => {
      const user = stored(userFactory({ photo: null }));

      await t.sut.deleteOwn(user.id, 'Segredo1');

      expect(t.purges.addPrefixes).toHaveBeenCalledTimes(1);
      expect(t.purges.add).not.toHaveBeenCalled();
    });

    it('fails, so nothing commits, when the photos cannot be queued', async () => {
      const user = stored(userFactory());
      const failure = new Error('connection lost');
      t.purges.addPrefixes.mockRejectedValue(failure);

      await expect(t.sut.deleteOwn(user.id, 'Segredo1')).rejects.toBe(failure);

      expect(tx.flush).not.toHaveBeenCalled();
    });

    it('refuses a wrong password on the password field, deleting nothing', async () => {
      const user = stored(userFactory());
      t.passwords.verify.mockResolvedValue(false);

      await expectRefusal(t.sut.deleteOwn(user.id, 'errada1'), 'WRONG_PASSWORD', m.wrongPassword, {
        password: [m.wrongPassword],
      });
      expectNotCalled(em.transactional, t.users.delete, t.revocations.endSessions);
    });

    it('refuses an administrator, even before looking at the password', async () => {
      stored(admin);

      await expectRefusal(t.sut.deleteOwn(admin.id, 'Segredo1'), 'ADMIN_SELF_DELETE', m.adminSelfDelete);
      expectNotCalled(t.passwords.verify, t.users.delete);
    });

    it('answers USER_NOT_FOUND for an account that is gone', async () => {
      t.users.findById.mockResolvedValue(null);

      await expectRefusal(t.sut.deleteOwn('gone', 'Segredo1'), 'USER_NOT_FOUND', m.userNotFound);
      expect(t.passwords.verify).not.toHaveBeenCalled();
    });

    it('answers USER_NOT_FOUND when the account went away between the password check and the lock', async () => {
      t.users.findById.mockResolvedValue(userFactory());
      t.users.findByIdForUpdate.mockResolvedValue(null);

      await expect(t.sut.deleteOwn('raced', 'Segredo1')).rejects.toMatchObject({
        reason: 'USER_NOT_FOUND',
      });
      expectNotCalled(t.users.delete, t.outbox.add);
    });

    it('fails, so nothing commits, when the sessions cannot be ended', async () => {
      const user = stored(userFactory());
      const failure = new Error('redis down');
      t.revocations.endSessions.mockRejectedValue(failure);

      await expect(t.sut.deleteOwn(user.id, 'Segredo1')).rejects.toBe(failure);
    });
  });

  describe('by an administrator', () => {
    it('erases another person’s account without asking for a password', async () => {
      const user = stored(userFactory({ photo: PHOTO }));

      const result = await t.sut.deleteByAdmin(admin.id, user.id);

      expect(t.passwords.verify).not.toHaveBeenCalled();
      expect(t.users.delete).toHaveBeenCalledWith(tx, user.id);
      expect(t.mail.deleteAbout).toHaveBeenCalledWith(tx, [user.id]);
      expect(t.revocations.endSessions).toHaveBeenCalledWith(user.id);
      expect(result).toEqual({ message: m.deleted });
      expect(t.purges.addPrefixes).toHaveBeenCalledWith(
        tx,
        expect.arrayContaining([`users/${user.id}/`]),
        expect.any(Date),
      );
    });

    it('tells the other services an administrator deleted the account', async () => {
      const user = stored(userFactory());

      await t.sut.deleteByAdmin(admin.id, user.id);

      expect(t.outbox.add).toHaveBeenCalledWith(tx, 'user.deleted', {
        user_id: user.id,
        by: 'admin',
        at: NOW.toISOString(),
      });
    });

    it('records the admin action with the state it ended, never the person’s name or e-mail', async () => {
      const user = stored(userFactory({ blocked: true }));

      await t.sut.deleteByAdmin(admin.id, user.id);

      const payload = t.outbox.add.mock.calls.find(([, name]) => name === 'admin.action_performed')?.[2];
      expect(payload).toEqual({
        action_id: expect.any(String),
        actor_id: admin.id,
        action: 'user.delete',
        target_type: 'user',
        target_id: user.id,
        before: { blocked: true, created_at: user.createdAt.toISOString() },
        after: null,
        at: NOW.toISOString(),
      });
      expect(JSON.stringify(payload)).not.toContain(user.email);
      expect(eventPayloads['admin.action_performed'].safeParse(payload).success).toBe(true);
    });

    it('refuses an administrator deleting their own account from the panel', async () => {
      stored(admin);

      await expectRefusal(t.sut.deleteByAdmin(admin.id, admin.id), 'CANNOT_TARGET_SELF', m.cannotTargetSelf);
      expectNotCalled(t.users.delete, t.outbox.add, t.revocations.endSessions);
    });

    it('refuses deleting another administrator', async () => {
      const other = stored(userFactory({ isAdmin: true }));

      await expectRefusal(
        t.sut.deleteByAdmin(admin.id, other.id),
        'CANNOT_TARGET_ADMIN',
        m.cannotTargetAdmin,
      );
      expectNotCalled(t.users.delete, t.revocations.endSessions);
    });

    it('answers USER_NOT_FOUND for an account that is gone', async () => {
      t.users.findByIdForUpdate.mockResolvedValue(null);

      await expectRefusal(t.sut.deleteByAdmin(admin.id, 'gone'), 'USER_NOT_FOUND', m.userNotFound);
      expect(t.users.delete).not.toHaveBeenCalled();
    });
  });
});
