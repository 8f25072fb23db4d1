import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ormForking, serviceUnderTest } from '@encontro/testing/unit';
import { randomUUID } from 'node:crypto';
import { notificationFactory, preferenceFactory, subscriptionFactory } from '../../test/support/factories.js';
import { NotificationsRepository } from '../notifications/notifications.repository.js';
import { PreferencesRepository } from '../preferences/preferences.repository.js';
import { PushSubscriptionsRepository } from '../push/push-subscriptions.repository.js';
import { UserDataService } from './user-data.service.js';

describe(UserDataService.name, () => {
  const em = {} as EntityManager;
  const t = serviceUnderTest(UserDataService, () => ({
    orm: ormForking(em),
    notifications: NotificationsRepository,
    preferences: PreferencesRepository,
    subscriptions: PushSubscriptionsRepository,
  }));
  const user = randomUUID();
  const read = notificationFactory({ userId: user, readAt: new Date('2026-11-28T10:00:00Z') });
  const device = subscriptionFactory({ userId: user, userAgent: 'Firefox' });

  beforeEach(() => {
    t.notifications.ofUser.mockResolvedValue([read]);
    t.preferences.ofUser.mockResolvedValue([
      preferenceFactory({ userId: user, type: 'forum.post', push: false }),
    ]);
    t.subscriptions.ofUser.mockResolvedValue([device]);
  });

  it('exports their notifications as they see them', async () => {
    const { service: from, data } = await t.sut.export(user);

    expect(from).toBe('notification-svc');
    expect(t.notifications.ofUser).toHaveBeenCalledWith(em, user);
    expect(data.notifications).toEqual([
      {
        id: read.id,
        type: read.type,
        title: read.title,
        body: read.body,
        url: read.url,
        read_at: '2026-11-28T10:00:00.000Z',
        created_at: read.createdAt.toISOString(),
      },
    ]);
  });

  it('exports the channels of every type', async () => {
    const { data } = await t.sut.export(user);

    expect(data.preferences).toMatchObject({
      'forum.post': { in_app: true, email: true, push: false },
      'host.selected': { in_app: true, email: true, push: true },
    });
  });

  it('exports each device’s address and date, never its keys', async () => {
    const { data } = await t.sut.export(user);

    expect(data.push_subscriptions).toEqual([
      { endpoint: device.endpoint, created_at: device.createdAt.toISOString() },
    ]);
  });
});
