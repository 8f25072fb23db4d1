import { beforeEach, describe, expect, it } from '@jest/globals';
import { notificationMessages } from '@encontro/contracts';
import { clockAt, ormForking, serviceUnderTest } from '@encontro/testing/unit';
import { randomUUID } from 'node:crypto';
import { notificationFactory, preferenceFactory } from '../../test/support/factories.js';
import { PreferencesRepository } from '../preferences/preferences.repository.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

const NOW = new Date('2026-11-28T12:00:00Z');

describe(NotificationsService.name, () => {
  const owner = randomUUID();
  const notFound = { reason: 'NOTIFICATION_NOT_FOUND', message: notificationMessages.notFound };
  const page = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      notificationFactory({ userId: owner, createdAt: new Date(NOW.getTime() - i * 1000) }),
    );

  const t = serviceUnderTest(NotificationsService, ({ em }) => ({
    orm: ormForking(em),
    notifications: NotificationsRepository,
    preferences: PreferencesRepository,
    clock: clockAt(NOW),
  }));

  beforeEach(() => {
    t.preferences.ofUser.mockResolvedValue([]);
    t.notifications.countUnread.mockResolvedValue(4);
  });

  describe('list', () => {
    it('answers a page newest first with the unread count, and the last one’s id when more follow', async () => {
      const rows = page(3);
      t.notifications.page.mockResolvedValue(rows);

      const list = await t.sut.list(owner, { limit: 2 });

      expect(t.notifications.page).toHaveBeenCalledWith(t.em, owner, {
        hidden: [],
        after: undefined,
        limit: 3,
      });
      expect(list).toEqual({
        notifications: rows.slice(0, 2).map((n) => ({
          id: n.id,
          type: n.type,
          title: n.title,
          body: n.body,
          url: n.url,
          read_at: null,
          created_at: n.createdAt.toISOString(),
        })),
        unread: 4,
        next_before: rows[1]!.id,
      });
    });

    it('has no next page when the last one is shown', async () => {
      t.notifications.page.mockResolvedValue(page(2));

      expect((await t.sut.list(owner, { limit: 2 })).next_before).toBeNull();
    });

    it('continues after the owner’s notification named by `before`', async () => {
      const cursor = notificationFactory({ userId: owner });
      t.notifications.findOwn.mockResolvedValue(cursor);
      t.notifications.page.mockResolvedValue([]);

      await t.sut.list(owner, { before: cursor.id, limit: 20 });

      expect(t.notifications.findOwn).toHaveBeenCalledWith(t.em, owner, cursor.id);
      expect(t.notifications.page).toHaveBeenCalledWith(t.em, owner, {
        hidden: [],
        after: cursor,
        limit: 21,
      });
    });

    it('has nothing after a `before` that is not the caller’s', async () => {
      t.notifications.findOwn.mockResolvedValue(null);

      expect(await t.sut.list(owner, { before: randomUUID(), limit: 20 })).toEqual({
        notifications: [],
        unread: 4,
        next_before: null,
      });
      expect(t.notifications.page).not.toHaveBeenCalled();
    });

    it('neither lists nor counts the types the person keeps out of the app', async () => {
      t.preferences.ofUser.mockResolvedValue([
        preferenceFactory({ userId: owner, type: 'forum.post', inApp: false }),
      ]);
      t.notifications.page.mockResolvedValue([]);

      await t.sut.list(owner, { limit: 20 });

      expect(t.notifications.countUnread).toHaveBeenCalledWith(t.em, owner, ['forum.post']);
      expect(t.notifications.page).toHaveBeenCalledWith(
        t.em,
        owner,
        expect.objectContaining({ hidden: ['forum.post'] }),
      );
    });
  });

  describe('markRead', () => {
    it('marks the owner’s notification read at the clock’s time and answers the new unread count', async () => {
      const unread = notificationFactory({ userId: owner });
      t.notifications.findOwn.mockResolvedValue(unread);
      t.notifications.countUnread.mockResolvedValue(3);

      const answer = await t.sut.markRead(owner, unread.id.toUpperCase());

      expect(t.notifications.findOwn).toHaveBeenCalledWith(t.em, owner, unread.id);
      expect(t.em.flush).toHaveBeenCalled();
      expect(answer).toMatchObject({
        notification: { id: unread.id, read_at: NOW.toISOString() },
        unread: 3,
      });
    });

    it('keeps the first reading time when read again', async () => {
      const earlier = new Date('2026-11-27T10:00:00Z');
      t.notifications.findOwn.mockResolvedValue(notificationFactory({ userId: owner, readAt: earlier }));

      expect((await t.sut.markRead(owner, randomUUID())).notification.read_at).toBe(earlier.toISOString());
    });

    it('answers another person’s notification exactly as an unknown one', async () => {
      t.notifications.findOwn.mockResolvedValue(null);

      await expect(t.sut.markRead(randomUUID(), randomUUID())).rejects.toMatchObject(notFound);
      expect(t.em.flush).not.toHaveBeenCalled();
    });

    it('answers a malformed id as an unknown one, without asking the database', async () => {
      await expect(t.sut.markRead(owner, 'nada')).rejects.toMatchObject(notFound);
      expect(t.notifications.findOwn).not.toHaveBeenCalled();
    });
  });

  it('marks every notification of the caller read', async () => {
    t.notifications.markAllRead.mockResolvedValue(undefined);

    expect(await t.sut.markAllRead(owner)).toEqual({ message: notificationMessages.allRead, unread: 0 });
    expect(t.notifications.markAllRead).toHaveBeenCalledWith(t.em, owner, NOW);
  });
});
