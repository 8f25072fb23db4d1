import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventConsumer } from '@encontro/server-events';
import { MailOutbox } from '@encontro/server-mail';
import { eventsOn, serviceUnderTest } from '@encontro/testing/unit';
import { randomUUID } from 'node:crypto';
import { ActivityRepository } from '../activity/activity.repository.js';
import { NotificationsRepository } from '../notifications/notifications.repository.js';
import { PeopleRepository } from '../people/people.repository.js';
import { PreferencesRepository } from '../preferences/preferences.repository.js';
import { PushSubscriptionsRepository } from '../push/push-subscriptions.repository.js';
import { UserErasure } from './user-erasure.service.js';

describe(UserErasure.name, () => {
  const t = serviceUnderTest(UserErasure, () => ({
    events: EventConsumer,
    notifications: NotificationsRepository,
    preferences: PreferencesRepository,
    subscriptions: PushSubscriptionsRepository,
    activity: ActivityRepository,
    people: PeopleRepository,
    mail: MailOutbox,
  }));
  const em = {} as EntityManager;
  const deleted = { user_id: randomUUID(), by: 'self' as const, at: '2026-12-01T10:00:00.000Z' };
  const { listen, names, apply } = eventsOn(em, deleted.at);
  const erase = () => apply('user.deleted', deleted);

  beforeEach(() => {
    listen(t.events);
    t.notifications.eraseUser.mockResolvedValue(3);
    t.subscriptions.eraseUser.mockResolvedValue(2);
    t.preferences.eraseUser.mockResolvedValue(1);
    t.activity.eraseUser.mockResolvedValue(undefined);
    t.people.markDeleted.mockResolvedValue(undefined);
    t.mail.deleteAbout.mockResolvedValue(0);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    t.sut.onModuleInit();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('listens to user.deleted only', () => {
    expect(names()).toEqual(['user.deleted']);
  });

  it('erases their notifications, devices, preferences and participation in the event’s transaction', async () => {
    await erase();

    for (const repository of [t.notifications, t.subscriptions, t.preferences, t.activity])
      expect(repository.eraseUser).toHaveBeenCalledWith(em, deleted.user_id);
    expect(Logger.prototype.log).toHaveBeenCalledWith(
      `user ${deleted.user_id} erased: 3 notification(s), 2 device(s)`,
    );
  });

  it('keeps a tombstone, dated when the account was deleted, so later events create nothing', async () => {
    await erase();

    expect(t.people.markDeleted).toHaveBeenCalledWith(em, deleted.user_id, new Date(deleted.at));
  });

  it('deletes the e-mails sent or waiting for them (an admin’s alerts), with their address', async () => {
    await erase();

    expect(t.mail.deleteAbout).toHaveBeenCalledWith(em, [deleted.user_id]);
  });

  it('lets a failed erasure fail the event, so it is delivered again', async () => {
    const failure = new Error('deadlock');
    t.notifications.eraseUser.mockRejectedValue(failure);

    await expect(erase()).rejects.toBe(failure);
    expect(t.people.markDeleted).not.toHaveBeenCalled();
  });
});
