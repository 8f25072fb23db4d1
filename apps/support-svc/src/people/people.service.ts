import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventConsumer, onPersonSnapshot } from '@encontro/server-events';
import { PeopleRepository } from './people.repository.js';

/** Keeps support-svc's copy of each person (names, e-mail, city) from identity-svc's events. */
@Injectable()
export class PeopleService implements OnModuleInit {
  constructor(
    private readonly events: EventConsumer,
    private readonly people: PeopleRepository,
  ) {}

  onModuleInit(): void {
    onPersonSnapshot(this.events, (snapshot, em, at) => this.people.save(em, snapshot, at));
  }
}
