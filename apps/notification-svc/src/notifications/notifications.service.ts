import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type NotificationList,
  type NotificationRead,
  type NotificationType,
  type NotificationsAllRead,
  notificationMessages,
  type notificationsQuerySchema,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import type { z } from 'zod';
import { channelsByType, hiddenTypes } from '../preferences/preferences.mapper.js';
import { PreferencesRepository } from '../preferences/preferences.repository.js';
import { notificationNotFound } from './notifications.errors.js';
import { toNotificationDto } from './notifications.mapper.js';
import { NotificationsRepository } from './notifications.repository.js';

type ListQuery = z.output<typeof notificationsQuerySchema>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A person's notification centre: only their own notifications, ever, and none of a type they keep
 * out of the app (`in_app` off), neither listed nor counted.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly notifications: NotificationsRepository,
    private readonly preferences: PreferencesRepository,
    private readonly clock: Clock,
  ) {}

  /** Newest first; `before` is the id of the last one shown (not theirs or unknown: nothing more). */
  async list(userId: string, query: ListQuery): Promise<NotificationList> {
    const em = this.orm.em.fork();
    const hidden = await this.hidden(em, userId);
    const unread = await this.notifications.countUnread(em, userId, hidden);
    const after = query.before ? await this.notifications.findOwn(em, userId, query.before) : undefined;
    if (after === null) return { notifications: [], unread, next_before: null };
    const page = await this.notifications.page(em, userId, { hidden, after, limit: query.limit + 1 });
    const shown = page.slice(0, query.limit);
    return {
      notifications: shown.map(toNotificationDto),
      unread,
      next_before: page.length > query.limit ? shown.at(-1)!.id : null,
    };
  }

  /** Another person's id is answered as an unknown one, so ids cannot be probed. */
  async markRead(userId: string, notificationId: string): Promise<NotificationRead> {
    if (!uuidPattern.test(notificationId)) throw notificationNotFound();
    const em = this.orm.em.fork();
    const notification = await this.notifications.findOwn(em, userId, notificationId.toLowerCase());
    if (!notification) throw notificationNotFound();
    notification.readAt ??= this.clock.now();
    await em.flush();
    const unread = await this.notifications.countUnread(em, userId, await this.hidden(em, userId));
    return { notification: toNotificationDto(notification), unread };
  }

  async markAllRead(userId: string): Promise<NotificationsAllRead> {
    await this.notifications.markAllRead(this.orm.em.fork(), userId, this.clock.now());
    return { message: notificationMessages.allRead, unread: 0 };
  }

  private async hidden(em: EntityManager, userId: string): Promise<NotificationType[]> {
    return hiddenTypes(channelsByType(await this.preferences.ofUser(em, userId)));
  }
}
