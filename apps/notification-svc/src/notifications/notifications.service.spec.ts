import { beforeEach, describe, expect, it } from '@jest/globals';
import { notificationMessages } from '@encontro/contracts';
import { automock, clockAt, type Mocked, type UnitOfWork, ormForking, unitOfWork } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { notificationFactory, preferenceFactory } from '../../test/support/factories.js';
import { PreferencesRepository } from '../preferences/preferences.repository.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

const NOW = new Date('2026-11-28T12:00:00Z');

describe(NotificationsService.name, () => {
  let notifications: Mocked<NotificationsRepository>;
  let preferences: Mocked<PreferencesRepository>;
  let service: NotificationsService;
  let em: UnitOfWork;
  const owner = randomUUID();
  const notFound = { reason: 'NOTIFICATION_NOT_FOUND', message: notificationMessages.notFound };
  const page = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      notificationFactory({ userId: owner, createdAt: new Date(NOW.getTime() - i * 1000) }),
    );

  beforeEach(() => {
    notifications = automock(NotificationsRepository);
    preferences = automock(PreferencesRepository);
    preferences.ofUser.mockResolvedValue([]);
    notifications.countUnread.mockResolvedValue(4);
    em = unitOfWork();
    service = new NotificationsService(ormForking(em), notifications, preferences, clockAt(NOW));
  });

  describe('list', () => {
    it('answers a page newest first with the unread count, and the last one’s id when more follow', async () => {
      const rows = page(3);
      notifications.page.mockResolvedValue(rows);

      const list = await service.list(owner, { limit: 2 });

      expect(notifications.page).toHaveBeenCalledWith(em, owner, { hidden: [], after: undefined, limit: 3 });
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
      notifications.page.mockResolvedValue(page(2));

      expect((await service.list(owner, { limit: 2 })).next_before).toBeNull();
    });

    it('continues after the owner’s notification named by `before`', async () => {
      const cursor = notificationFactory({ userId: owner });
      notifications.findOwn.mockResolvedValue(cursor);
      notifications.page.mockResolvedValue([]);

      await service.list(owner, { before: cursor.id, limit: 20 });

      expect(notifications.findOwn).toHaveBeenCalledWith(em, owner, cursor.id);
      expect(notifications.page).toHaveBeenCalledWith(em, owner, { hidden: [], after: cursor, limit: 21 });
    });

    it('has nothing after a `before` that is not the caller’s', async () => {
      notifications.findOwn.mockResolvedValue(null);

      expect(await service.list(owner, { before: randomUUID(), limit: 20 })).toEqual({
        notifications: [],
        unread: 4,
        next_before: null,
      });
      expect(notifications.page).not.toHaveBeenCalled();
    });

    it('neither lists nor counts the types the person keeps out of the app', async () => {
      preferences.ofUser.mockResolvedValue([
        preferenceFactory({ userId: owner, type: 'forum.post', inApp: false }),
      ]);
      notifications.page.mockResolvedValue([]);

      await service.list(owner, { limit: 20 });

      expect(notifications.countUnread).toHaveBeenCalledWith(em, owner, ['forum.post']);
      expect(notifications.page).toHaveBeenCalledWith(
        em,
        owner,
        expect.objectContaining({ hidden: ['forum.post'] }),
      );
    });
  });

  describe('markRead', () => {
    it('marks the owner’s notification read at the clock’s time and answers the new unread count', async () => {
      const unread = notificationFactory({ userId: owner });
      notifications.findOwn.mockResolvedValue(unread);
      notifications.countUnread.mockResolvedValue(3);

      const answer = await service.markRead(owner, unread.id.toUpperCase());

      expect(notifications.findOwn).toHaveBeenCalledWith(em, owner, unread.id);
      expect(em.flush).toHaveBeenCalled();
      expect(answer).toMatchObject({
        notification: { id: unread.id, read_at: NOW.toISOString() },
        unread: 3,
      });
    });

    it('keeps the first reading time when read again', async () => {
      const earlier = new Date('2026-11-27T10:00:00Z');
      notifications.findOwn.mockResolvedValue(notificationFactory({ userId: owner, readAt: earlier }));

      expect((await service.markRead(owner, randomUUID())).notification.read_at).toBe(earlier.toISOString());
    });

    it('answers another person’s notification exactly as an unknown one', async () => {
      notifications.findOwn.mockResolvedValue(null);

      await expect(service.markRead(randomUUID(), randomUUID())).rejects.toMatchObject(notFound);
      expect(em.flush).not.toHaveBeenCalled();
    });

    it('answers a malformed id as an unknown one, without asking the database', async () => {
      await expect(service.markRead(owner, 'nada')).rejects.toMatchObject(notFound);
      expect(notifications.findOwn).not.toHaveBeenCalled();
    });
  });

  it('marks every notification of the caller read', async () => {
    notifications.markAllRead.mockResolvedValue(undefined);

    expect(await service.markAllRead(owner)).toEqual({ message: notificationMessages.allRead, unread: 0 });
    expect(notifications.markAllRead).toHaveBeenCalledWith(em, owner, NOW);
  });
});
