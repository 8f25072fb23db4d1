import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { citySlug } from '@encontro/contracts';
import { indicationErrors } from '../indication.errors.js';
import type { Person } from './person.entity.js';
import { type CityRef, PeopleRepository } from './people.repository.js';

export type CityScope = { viewer: Person | null; city: CityRef };

/**
 * Whose city a read is about. A signed-in person only ever sees their own city (SPEC §1): naming
 * another one is refused. A guest (the public city page) names the city.
 */
@Injectable()
export class CityScopes {
  constructor(private readonly people: PeopleRepository) {}

  async resolve(em: EntityManager, viewerId: string | null, cityRef?: string): Promise<CityScope> {
    if (viewerId) {
      const viewer = await this.requirePerson(em, viewerId);
      const own = { cityId: viewer.cityId, city: viewer.city, state: viewer.state };
      if (!cityRef || cityRef === viewer.cityId || citySlug(cityRef) === citySlug(viewer.city))
        return { viewer, city: own };
      const named = await this.people.resolveCity(em, cityRef);
      if (named?.cityId !== viewer.cityId) throw indicationErrors.otherCityContent();
      return { viewer, city: own };
    }
    const city = cityRef ? await this.people.resolveCity(em, cityRef) : null;
    if (!city) throw indicationErrors.cityNotFound();
    return { viewer: null, city };
  }

  /** The person as identity-svc described them; right after sign-up the event may still be on its way. */
  async requirePerson(em: EntityManager, userId: string): Promise<Person> {
    const person = await this.people.findById(em, userId);
    if (!person) throw indicationErrors.profileNotReady();
    return person;
  }
}
