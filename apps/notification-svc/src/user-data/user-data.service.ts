import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { UserDataExport } from '@encontro/contracts';
import { toNotificationDto } from '../notifications/notifications.mapper.js';
import { NotificationsRepository } from '../notifications/notifications.repository.js';
import { channelsByType } from '../preferences/preferences.mapper.js';
import { PreferencesRepository } from '../preferences/preferences.repository.js';
import { PushSubscriptionsRepository } from '../push/push-subscriptions.repository.js';

/**
 * notification-svc's part of the LGPD export: their notifications, their channel choices and the
 * devices they receive pushes on (the address only: the keys are the browser's secret, not data about them).
 */
@Injectable()
export class UserDataService {
  constructor(
    private readonly orm: MikroORM,
    private readonly notifications: NotificationsRepository,
    private readonly preferences: PreferencesRepository,
    private readonly subscriptions: PushSubscriptionsRepository,
  ) {}

  async export(userId: string): Promise<UserDataExport> {
    const em = this.orm.em.fork();
    const notifications = await this.notifications.ofUser(em, userId);
    const preferences = await this.preferences.ofUser(em, userId);
    const subscriptions = await this.subscriptions.ofUser(em, userId);
    return {
      service: 'notification-svc',
      data: {
        notifications: notifications.map(toNotificationDto),
        preferences: channelsByType(preferences),
        push_subscriptions: subscriptions.map((subscription) => ({
          endpoint: subscription.endpoint,
          created_at: subscription.createdAt.toISOString(),
        })),
      },
    };
  }
}
