import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EventConsumer } from '@encontro/server-events';
import { PeopleRepository } from './people.repository.js';

/** Keeps support-svc's copy of each person (names, e-mail, city) from identity-svc's events. */
@Injectable()
export class PeopleService implements OnModuleInit {
  constructor(
    @Inject(EventConsumer) private readonly events: EventConsumer,
    @Inject(PeopleRepository) private readonly people: PeopleRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('user.registered', (payload, em, envelope) =>
      this.people.save(em, payload, new Date(envelope.occurred_at)),
    );
    this.events.on('user.profile_updated', (payload, em, envelope) =>
      this.people.save(em, payload, new Date(envelope.occurred_at)),
    );
  }
}
