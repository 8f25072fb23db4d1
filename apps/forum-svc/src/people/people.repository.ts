import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PeopleCopyRepository, type PersonSnapshot } from '@encontro/server-events';
import { Tables } from '../tables.js';
import { Person } from './person.entity.js';

/** People as identity-svc describes them. Every method works in the caller's unit of work. */
@Injectable()
export class PeopleRepository extends PeopleCopyRepository<Person> {
  constructor(private readonly tables: Tables) {
    super(Person);
  }

  /** Applies a snapshot; events arrive in order, so the latest one wins. */
  async upsert(em: EntityManager, s: PersonSnapshot, at: Date): Promise<void> {
    await this.saveSnapshot(em, s, at);
    await this.changed(em);
  }

  async delete(em: EntityManager, userId: string): Promise<void> {
    await em.nativeDelete(Person, { userId });
    await this.changed(em);
  }

  /** Names and photos shown on forum pages changed: their cached answers are stale (ForumPageCache). */
  private async changed(em: EntityManager): Promise<void> {
    await em.execute(
      `insert into ${this.tables.readGeneration} as g (id, people) values (1, 1)
       on conflict (id) do update set people = g.people + 1`,
    );
  }
}
