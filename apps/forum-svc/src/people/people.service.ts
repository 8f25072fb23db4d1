import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventConsumer, onPersonSnapshot } from '@encontro/server-events';
import { PeopleRepository } from './people.repository.js';

/** Keeps the people table in step with identity-svc (event-carried state). user.deleted: user-data/. */
@Injectable()
export class PeopleService implements OnModuleInit {
  constructor(
    private readonly events: EventConsumer,
    private readonly people: PeopleRepository,
  ) {}

  onModuleInit(): void {
    onPersonSnapshot(this.events, (snapshot, em, at) => this.people.upsert(em, snapshot, at));
  }
}
