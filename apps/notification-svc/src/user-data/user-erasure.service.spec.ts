import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventName } from '@encontro/contracts';
import { EventConsumer, type EventHandler } from '@encontro/server-events';
import { automock, type Mocked, registeredHandlers } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { ActivityRepository } from '../activity/activity.repository.js';
import { NotificationsRepository } from '../notifications/notifications.repository.js';
import { PeopleRepository } from '../people/people.repository.js';
import { PreferencesRepository } from '../preferences/preferences.repository.js';
import { PushSubscriptionsRepository } from '../push/push-subscriptions.repository.js';
import { UserErasure } from './user-erasure.service.js';

describe(UserErasure.name, () => {
  let events: Mocked<EventConsumer>;
  let notifications: Mocked<NotificationsRepository>;
  let preferences: Mocked<PreferencesRepository>;
  let subscriptions: Mocked<PushSubscriptionsRepository>;
  let activity: Mocked<ActivityRepository>;
  let people: Mocked<PeopleRepository>;
  let handlers: Map<EventName, EventHandler<EventName>>;
  const em = {} as EntityManager;
  const deleted = { user_id: randomUUID(), by: 'self' as const, at: '2026-12-01T10:00:00.000Z' };
  const erase = () => handlers.get('user.deleted')!(deleted, em, {} as never);

  beforeEach(() => {
    events = automock(EventConsumer);
    notifications = automock(NotificationsRepository);
    preferences = automock(PreferencesRepository);
    subscriptions = automock(PushSubscriptionsRepository);
    activity = automock(ActivityRepository);
    people = automock(PeopleRepository);
    handlers = registeredHandlers(events);
    notifications.eraseUser.mockResolvedValue(3);
    subscriptions.eraseUser.mockResolvedValue(2);
    preferences.eraseUser.mockResolvedValue(1);
    activity.eraseUser.mockResolvedValue(undefined);
    people.markDeleted.mockResolvedValue(undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    new UserErasure(events, notifications, preferences, subscriptions, activity, people).onModuleInit();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('listens to user.deleted only', () => {
    expect([...handlers.keys()]).toEqual(['user.deleted']);
  });

  it('erases their notifications, devices, preferences and participation in the event’s transaction', async () => {
    await erase();

    for (const repository of [notifications, subscriptions, preferences, activity])
      expect(repository.eraseUser).toHaveBeenCalledWith(em, deleted.user_id);
    expect(Logger.prototype.log).toHaveBeenCalledWith(
      `user ${deleted.user_id} erased: 3 notification(s), 2 device(s)`,
    );
  });

  it('keeps a tombstone, dated when the account was deleted, so later events create nothing', async () => {
    await erase();

    expect(people.markDeleted).toHaveBeenCalledWith(em, deleted.user_id, new Date(deleted.at));
  });

  it('lets a failed erasure fail the event, so it is delivered again', async () => {
    const failure = new Error('deadlock');
    notifications.eraseUser.mockRejectedValue(failure);

    await expect(erase()).rejects.toBe(failure);
    expect(people.markDeleted).not.toHaveBeenCalled();
  });
});
