import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventEnvelope, EventPayload } from '@encontro/contracts';
import { EventConsumer } from '@encontro/server-events';
import { ReadVersions } from '../read-versions/read-versions.js';
import { PeopleRepository } from './people.repository.js';

/** Keeps the people table in step with identity-svc (event-carried state, ARCHITECTURE rule 1). */
@Injectable()
export class PeopleService implements OnModuleInit {
  constructor(
    @Inject(EventConsumer) private readonly events: EventConsumer,
    @Inject(PeopleRepository) private readonly people: PeopleRepository,
    @Inject(ReadVersions) private readonly versions: ReadVersions,
  ) {}

  onModuleInit(): void {
    const apply = async (
      payload: EventPayload<'user.profile_updated'>,
      em: EntityManager,
      envelope: EventEnvelope,
    ) => {
      // A deleted account stays anonymised, whatever snapshot might still arrive.
      if ((await this.people.findById(em, payload.user_id))?.deletedAt) return;
      // Before the upsert, so a move leaves the old city's answers stale too.
      const cities = await this.people.citiesShowing(em, payload.user_id);
      await this.people.upsert(em, payload, new Date(envelope.occurred_at));
      this.versions.touch(em, { cities: [...cities, payload.city_id], people: [payload.user_id] });
    };
    this.events.on('user.registered', apply);
    this.events.on('user.profile_updated', apply);
  }
}
