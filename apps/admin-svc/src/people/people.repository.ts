import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPayload } from '@encontro/contracts';
import { Tables } from '../tables.js';
import { Person } from './person.entity.js';

/** People as identity-svc last described them. Every method works in the caller's unit of work. */
@Injectable()
export class PeopleRepository {
  constructor(private readonly tables: Tables) {}

  findById(em: EntityManager, id: string): Promise<Person | null> {
    return em.findOne(Person, { id });
  }

  async findByIds(
    em: EntityManager,
    ids: readonly (string | null | undefined)[],
  ): Promise<Map<string, Person>> {
    const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    const people = unique.length ? await em.find(Person, { id: { $in: unique } }) : [];
    return new Map(people.map((p) => [p.id, p]));
  }

  /**
   * Applies a user snapshot. A new person starts active; block and deletion state, and the
   * registration date, are kept. A deleted person is never brought back by a late event.
   */
  async saveSnapshot(
    em: EntityManager,
    s: EventPayload<'user.profile_updated'>,
    createdAt: Date,
    at: Date,
  ): Promise<void> {
    await em.execute(
      `insert into ${this.tables.people}
         (id, name, surname, email, city, state, is_admin, blocked, deleted, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, false, false, ?, ?)
       on conflict (id) do update set name = excluded.name, surname = excluded.surname,
         email = excluded.email, city = excluded.city, state = excluded.state,
         is_admin = excluded.is_admin, updated_at = excluded.updated_at
       where not ${this.tables.people}.deleted`,
      [s.user_id, s.name, s.surname, s.email, s.city, s.state, s.is_admin, createdAt, at],
    );
  }

  async setBlocked(em: EntityManager, id: string, blocked: boolean, at: Date): Promise<void> {
    await em.execute(
      `update ${this.tables.people} set blocked = ?, updated_at = ? where id = ? and not deleted`,
      [blocked, at, id],
    );
  }

  /** Keeps only the id (reports still point at it) and forgets everything personal. */
  async markDeleted(em: EntityManager, id: string, at: Date): Promise<void> {
    await em.execute(
      `update ${this.tables.people} set deleted = true, blocked = false, name = '', surname = '',
         email = '', city = '', state = '', updated_at = ? where id = ?`,
      [at, id],
    );
  }

  /**
   * Accounts that can use the platform now: not blocked, not deleted (administrators aside). Read off
   * `active_people`, which triggers on people keep exact (migration 0003): no count of every person.
   */
  async countActive(em: EntityManager): Promise<number> {
    const [row] = await em.execute<{ n: string | number }[]>(
      `select active_count as n from ${this.tables.activePeople}`,
    );
    return Number(row?.n ?? 0);
  }
}
