import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REMOVED_USER_NAME, citySlug } from '@encontro/contracts';
import { PeopleCopyRepository, type PersonSnapshot } from '@encontro/server-events';
import { Person } from './person.entity.js';
import { Tables } from '../tables.js';

export type CityRef = { cityId: string; city: string; state: string };

/** People as identity-svc describes them. Every method works in the caller's unit of work. */
@Injectable()
export class PeopleRepository extends PeopleCopyRepository<Person> {
  constructor(private readonly tables: Tables) {
    super(Person);
  }

  /** Applies a snapshot; events arrive in order, so the latest one wins. */
  upsert(em: EntityManager, s: PersonSnapshot, at: Date): Promise<void> {
    return this.saveSnapshot(em, s, at, { isAdmin: s.is_admin, gender: s.gender });
  }

  /**
   * A deleted account: the row stays for the history it is part of (past winners show their host
   * as 'Usuário removido'), without name, e-mail or photo.
   */
  async anonymise(em: EntityManager, userId: string, at: Date): Promise<void> {
    await em.nativeUpdate(
      Person,
      { userId },
      {
        name: REMOVED_USER_NAME,
        surname: '',
        email: '',
        photo: null,
        isAdmin: false,
        gender: null,
        deletedAt: at,
        updatedAt: at,
      },
    );
  }

  /**
   * A city named in a public URL: its IBGE code, or its name in any accent and case ("sao-paulo").
   * Only cities this service has heard of (someone lives or nominated there) are found; a name
   * shared by two states resolves to the lower IBGE code.
   */
  async resolveCity(em: EntityManager, ref: string): Promise<CityRef | null> {
    const rows = await em.execute<{ city_id: string; city: string; state: string }[]>(
      `select distinct city_id, city, state from ${this.tables.people}
       union select distinct city_id, city, state from ${this.tables.indications}
       order by city_id`,
    );
    const wanted = citySlug(ref);
    const found = /^\d{7}$/.test(ref)
      ? rows.find((r) => r.city_id === ref)
      : rows.find(
          (r) => citySlug(r.city) === wanted || `${citySlug(r.city)}-${citySlug(r.state)}` === wanted,
        );
    return found ? { cityId: found.city_id, city: found.city, state: found.state } : null;
  }

  /**
   * The cities whose answers show this person: where they live, and where they nominated or host
   * a winner (a name or photo there changes with theirs).
   */
  async citiesShowing(em: EntityManager, userId: string): Promise<string[]> {
    const rows = await em.execute<{ city_id: string }[]>(
      `select city_id from ${this.tables.people} where user_id = ?
       union select city_id from ${this.tables.indications} where host_id = ?
       union select city_id from ${this.tables.winners} where host_id = ?`,
      [userId, userId, userId],
    );
    return rows.map((r) => r.city_id);
  }
}
