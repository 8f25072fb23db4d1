import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChannelPreference, NotificationType } from '@encontro/contracts';
import { NotificationPreference } from './notification-preference.entity.js';

/** People's channel choices, one row per type they changed. Every method works in the caller's unit of work. */
@Injectable()
export class PreferencesRepository {
  /** Until the transaction ends: one change of a person's choices at a time (their opt-out event stays in order). */
  async lock(em: EntityManager, userId: string): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`notification-preferences:${userId}`]);
  }

  ofUser(em: EntityManager, userId: string): Promise<NotificationPreference[]> {
    return em.find(NotificationPreference, { userId }, { orderBy: { type: 'asc' } });
  }

  /** The stored choices for one type of each of these people (none stored: every channel on). */
  async forType(
    em: EntityManager,
    userIds: readonly string[],
    type: NotificationType,
  ): Promise<Map<string, NotificationPreference>> {
    const rows = userIds.length
      ? await em.find(NotificationPreference, { userId: { $in: [...new Set(userIds)] }, type })
      : [];
    return new Map(rows.map((row) => [row.userId, row]));
  }

  async save(
    em: EntityManager,
    userId: string,
    type: NotificationType,
    channels: ChannelPreference,
    at: Date,
  ): Promise<void> {
    await em.upsert(NotificationPreference, {
      userId,
      type,
      inApp: channels.in_app,
      email: channels.email,
      push: channels.push,
      updatedAt: at,
    });
  }

  async eraseUser(em: EntityManager, userId: string): Promise<number> {
    return em.nativeDelete(NotificationPreference, { userId });
  }
}
