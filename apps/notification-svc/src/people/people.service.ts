import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventConsumer, onPersonSnapshot } from '@encontro/server-events';
import { PeopleRepository } from './people.repository.js';

/** Keeps each person's current city from identity-svc's events; a deleted account is never brought back. */
@Injectable()
export class PeopleService implements OnModuleInit {
  constructor(
    private readonly events: EventConsumer,
    private readonly people: PeopleRepository,
  ) {}

  onModuleInit(): void {
    onPersonSnapshot(this.events, async (snapshot, em, at) => {
      if (await this.people.isDeleted(em, snapshot.user_id)) return;
      await this.people.save(em, snapshot.user_id, snapshot.city_id, at);
    });
  }
}
