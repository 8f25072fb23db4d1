import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Tables } from '../tables.js';
import { PushSubscription } from './push.entities.js';

export type NewSubscription = {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
  at: Date;
};

/** People's push subscriptions. Every method works in the caller's unit of work. */
@Injectable()
export class PushSubscriptionsRepository {
  constructor(private readonly tables: Tables) {}

  /**
   * Stores the subscription under its endpoint: a new one, the same device again (new keys), or a
   * device that changed hands (it becomes the caller's, dated now, and loses what was queued for
   * its previous owner).
   */
  async upsert(em: EntityManager, subscription: NewSubscription): Promise<void> {
    const [row] = await em.execute<{ id: string }[]>(
      `insert into ${this.tables.pushSubscriptions} as s
         (id, user_id, endpoint, p256dh, auth, user_agent, created_at)
       values (?, ?, ?, ?, ?, ?, ?)
       on conflict (endpoint) do update set
         p256dh = excluded.p256dh, auth = excluded.auth, user_agent = excluded.user_agent,
         created_at = case when s.user_id = excluded.user_id then s.created_at else excluded.created_at end,
         user_id = excluded.user_id
       returning id`,
      [
        randomUUID(),
        subscription.userId,
        subscription.endpoint,
        subscription.p256dh,
        subscription.auth,
        subscription.userAgent,
        subscription.at,
      ],
    );
    await em.execute(
      `delete from ${this.tables.pushDeliveries} d using ${this.tables.notifications} n
       where d.subscription_id = ? and n.id = d.notification_id and n.user_id <> ?`,
      [row!.id, subscription.userId],
    );
  }

  /** Keeps the person's `max` most recent subscriptions; returns how many older ones went. */
  async keepNewest(em: EntityManager, userId: string, max: number): Promise<number> {
    const gone = await em.execute<{ id: string }[]>(
      `delete from ${this.tables.pushSubscriptions} where user_id = ? and id not in (
         select id from ${this.tables.pushSubscriptions} where user_id = ?
         order by created_at desc, id desc limit ?)
       returning id`,
      [userId, userId, max],
    );
    return gone.length;
  }

  /** Only the caller's own endpoint; true when there was one. */
  async removeOwn(em: EntityManager, userId: string, endpoint: string): Promise<boolean> {
    return (await em.nativeDelete(PushSubscription, { userId, endpoint })) > 0;
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.nativeDelete(PushSubscription, { id });
  }

  ofUser(em: EntityManager, userId: string): Promise<PushSubscription[]> {
    return em.find(PushSubscription, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** Which of these people have at least one device to push to. */
  async subscribedAmong(em: EntityManager, userIds: readonly string[]): Promise<Set<string>> {
    const rows = userIds.length
      ? await em.find(PushSubscription, { userId: { $in: [...new Set(userIds)] } }, { fields: ['userId'] })
      : [];
    return new Set(rows.map((row) => row.userId));
  }

  async eraseUser(em: EntityManager, userId: string): Promise<number> {
    return em.nativeDelete(PushSubscription, { userId });
  }
}
