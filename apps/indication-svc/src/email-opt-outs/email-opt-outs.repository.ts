import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationType } from '@encontro/contracts';
import { Tables } from '../tables.js';

/** The e-mails each person turned off, as notification-svc announced them. */
@Injectable()
export class EmailOptOutsRepository {
  constructor(private readonly tables: Tables) {}

  /** Replaces the person's list, unless a later one is already kept. */
  async replace(
    em: EntityManager,
    userId: string,
    types: readonly NotificationType[],
    at: Date,
  ): Promise<void> {
    await em.execute(
      `insert into ${this.tables.emailOptOuts} (user_id, types, updated_at)
       values (?, string_to_array(?, ',')::varchar(50)[], ?)
       on conflict (user_id) do update set types = excluded.types, updated_at = excluded.updated_at
       where ${this.tables.emailOptOuts}.updated_at <= excluded.updated_at`,
      [userId, types.join(','), at],
    );
  }

  async hasOptedOut(em: EntityManager, userId: string, type: NotificationType): Promise<boolean> {
    const rows = await em.execute<{ user_id: string }[]>(
      `select user_id from ${this.tables.emailOptOuts} where user_id = ? and ? = any(types)`,
      [userId, type],
    );
    return rows.length > 0;
  }

  async deleteFor(em: EntityManager, userId: string): Promise<void> {
    await em.execute(`delete from ${this.tables.emailOptOuts} where user_id = ?`, [userId]);
  }
}
