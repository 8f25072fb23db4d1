import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventConsumer, onPersonSnapshot } from '@encontro/server-events';
import { PeopleRepository } from './people.repository.js';

/**
 * Keeps each person's current city and gender, and who the administrators are with how to write to
 * them, from identity-svc's events; a deleted account is never brought back.
 */
@Injectable()
export class PeopleService implements OnModuleInit {
  constructor(
    private readonly events: EventConsumer,
    private readonly people: PeopleRepository,
  ) {}

  onModuleInit(): void {
    onPersonSnapshot(this.events, async (snapshot, em, at) => {
      if (await this.people.isDeleted(em, snapshot.user_id)) return;
      const admin = snapshot.is_admin ? { email: snapshot.email, name: snapshot.name } : null;
      await this.people.save(
        em,
        { userId: snapshot.user_id, cityId: snapshot.city_id, gender: snapshot.gender, admin },
        at,
      );
    });
  }
}
