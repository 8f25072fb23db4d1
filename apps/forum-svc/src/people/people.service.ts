import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventEnvelope, EventPayload } from '@encontro/contracts';
import { EventConsumer } from '@encontro/server-events';
import { PeopleRepository } from './people.repository.js';

/** Keeps the people table in step with identity-svc (event-carried state). user.deleted: user-data/. */
@Injectable()
export class PeopleService implements OnModuleInit {
  constructor(
    @Inject(EventConsumer) private readonly events: EventConsumer,
    @Inject(PeopleRepository) private readonly people: PeopleRepository,
  ) {}

  onModuleInit(): void {
    const apply = (
      payload: EventPayload<'user.profile_updated'>,
      em: EntityManager,
      envelope: EventEnvelope,
    ) => this.people.upsert(em, payload, new Date(envelope.occurred_at));
    this.events.on('user.registered', apply);
    this.events.on('user.profile_updated', apply);
  }
}
