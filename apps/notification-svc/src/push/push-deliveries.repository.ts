import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationType } from '@encontro/contracts';
import { Tables } from '../tables.js';

/** A delivery due now, with what it carries and where it goes. */
export type DueDelivery = {
  id: string;
  attempts: number;
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  notification_id: string;
  type: NotificationType;
  title: string;
  body: string;
  url: string;
  indication_id: string | null;
  action_token: string | null;
};

/** The push queue: one row per notification and device. Every method works in the caller's unit of work. */
@Injectable()
export class PushDeliveriesRepository {
  constructor(private readonly tables: Tables) {}

  /**
   * One delivery per subscription of each notification's owner, due at once; returns how many. The
   * queue runs on the database's real time, never the dev clock: a push is sent now, whatever day
   * the clock shows.
   */
  async queue(em: EntityManager, notificationIds: readonly string[]): Promise<number> {
    if (notificationIds.length === 0) return 0;
    const queued = await em.execute<{ id: string }[]>(
      `insert into ${this.tables.pushDeliveries} (id, notification_id, subscription_id, attempts, next_attempt_at, created_at)
       select gen_random_uuid(), n.id, s.id, 0, now(), now()
         from ${this.tables.notifications} n
         join ${this.tables.pushSubscriptions} s on s.user_id = n.user_id
        where n.id = any(string_to_array(?, ',')::uuid[])
       returning id`,
      [notificationIds.join(',')],
    );
    return queued.length;
  }

  /** Up to `limit` deliveries due now, locked (SKIP LOCKED) until the transaction ends. */
  claimDue(em: EntityManager, limit: number): Promise<DueDelivery[]> {
    return em.execute<DueDelivery[]>(
      `select d.id, d.attempts, s.id as subscription_id, s.endpoint, s.p256dh, s.auth,
              n.id as notification_id, n.type, n.title, n.body, n.url, n.indication_id, n.action_token
         from ${this.tables.pushDeliveries} d
         join ${this.tables.pushSubscriptions} s on s.id = d.subscription_id
         join ${this.tables.notifications} n on n.id = d.notification_id
        where d.next_attempt_at <= now()
        order by d.next_attempt_at, d.id
        limit ? for update of d skip locked`,
      [limit],
    );
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.execute(`delete from ${this.tables.pushDeliveries} where id = ?`, [id]);
  }

  async retryLater(
    em: EntityManager,
    id: string,
    attempts: number,
    error: string,
    inMs: number,
  ): Promise<void> {
    await em.execute(
      `update ${this.tables.pushDeliveries} set attempts = ?, last_error = ?,
         next_attempt_at = now() + ? * interval '1 millisecond' where id = ?`,
      [attempts, error.slice(0, 500), inMs, id],
    );
  }
}
