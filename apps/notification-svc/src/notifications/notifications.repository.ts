import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationType } from '@encontro/contracts';
import { Tables } from '../tables.js';
import { Notification } from './notification.entity.js';

export type NewNotification = {
  id: string;
  eventId: string;
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  url: string;
  /** The indication it names or links to, deleted with it (`removeOfIndication`); absent: none. */
  indicationId?: string;
  /** What the push's actions answer with (`notificationActions`); absent: none. */
  actionToken?: string;
  pushed: boolean;
  createdAt: Date;
};

export type PageQuery = { hidden: readonly NotificationType[]; after?: Notification; limit: number };

/** People's notifications. Every method works in the caller's unit of work. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly tables: Tables) {}

  /**
   * Inserts them in one statement; one that already exists for its event and person (a redelivered
   * event) is skipped. Returns those inserted.
   */
  async insertNew(em: EntityManager, rows: readonly NewNotification[]): Promise<NewNotification[]> {
    if (rows.length === 0) return [];
    const records = rows.map((row) => ({
      id: row.id,
      event_id: row.eventId,
      user_id: row.userId,
      type: row.type,
      title: row.title,
      body: row.body,
      url: row.url,
      indication_id: row.indicationId ?? null,
      action_token: row.actionToken ?? null,
      pushed: row.pushed,
      created_at: row.createdAt.toISOString(),
    }));
    const inserted = await em.execute<{ id: string }[]>(
      `insert into ${this.tables.notifications}
         (id, event_id, user_id, type, title, body, url, indication_id, action_token, pushed, created_at)
       select id, event_id, user_id, type, title, body, url, indication_id, action_token, pushed, created_at
         from jsonb_to_recordset(?::jsonb) as r(id uuid, event_id uuid, user_id uuid, type text, title text,
           body text, url text, indication_id uuid, action_token text, pushed boolean, created_at timestamptz)
       on conflict (event_id, user_id) do nothing
       returning id`,
      [JSON.stringify(records)],
    );
    const ids = new Set(inserted.map((row) => row.id));
    return rows.filter((row) => ids.has(row.id));
  }

  /** How many notifications of each of these people were pushed since `since`. */
  async pushedSince(
    em: EntityManager,
    userIds: readonly string[],
    since: Date,
  ): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await em.execute<{ user_id: string; pushed: number }[]>(
      `select user_id, count(*)::int as pushed from ${this.tables.notifications}
        where user_id = any(string_to_array(?, ',')::uuid[]) and pushed and created_at > ?
        group by user_id`,
      [[...new Set(userIds)].join(','), since],
    );
    return new Map(rows.map((row) => [row.user_id, row.pushed]));
  }

  /** One page of the person's list, newest first, after `after` (the last one already shown). */
  page(em: EntityManager, userId: string, { hidden, after, limit }: PageQuery): Promise<Notification[]> {
    return em.find(
      Notification,
      {
        userId,
        ...(hidden.length ? { type: { $nin: [...hidden] } } : {}),
        ...(after
          ? {
              $or: [
                { createdAt: { $lt: after.createdAt } },
                { createdAt: after.createdAt, id: { $lt: after.id } },
              ],
            }
          : {}),
      },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
    );
  }

  /** Deletes up to `limit` notifications made before `before` (their pushes go with them); returns how many. */
  async deleteCreatedBefore(em: EntityManager, before: Date, limit: number): Promise<number> {
    const t = this.tables.notifications;
    const [row] = await em.execute<{ n: number }[]>(
      `with gone as (delete from ${t} where id = any(array(
         select id from ${t} where created_at < ? order by created_at limit ? for update skip locked)) returning 1)
       select count(*)::int as n from gone`,
      [before, limit],
    );
    return row?.n ?? 0;
  }

  countUnread(em: EntityManager, userId: string, hidden: readonly NotificationType[]): Promise<number> {
    return em.count(Notification, {
      userId,
      readAt: null,
      ...(hidden.length ? { type: { $nin: [...hidden] } } : {}),
    });
  }

  /** The notification if it is this person's; anybody else's is as unknown as a made-up id. */
  findOwn(em: EntityManager, userId: string, id: string): Promise<Notification | null> {
    return em.findOne(Notification, { id, userId });
  }

  async markAllRead(em: EntityManager, userId: string, at: Date): Promise<void> {
    await em.nativeUpdate(Notification, { userId, readAt: null }, { readAt: at });
  }

  ofUser(em: EntityManager, userId: string): Promise<Notification[]> {
    return em.find(Notification, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /**
   * Everyone's notifications that name or link to the indication, with their pushes still queued
   * (push_deliveries go by the foreign key's cascade; one already sent stays sent). Returns how many.
   */
  removeOfIndication(em: EntityManager, indicationId: string): Promise<number> {
    return em.nativeDelete(Notification, { indicationId });
  }

  /** With their pushes still queued. */
  eraseUser(em: EntityManager, userId: string): Promise<number> {
    return em.nativeDelete(Notification, { userId });
  }
}
