import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventConsumer, onPersonSnapshot } from '@encontro/server-events';
import { PeopleRepository } from './people.repository.js';

/**
 * Keeps each person's current city and gender, who the administrators are, and how to write to each
 * person (the admins' alerts, and since issue 30 the meetup's offers and reminders to anyone), from
 * identity-svc's events; a deleted account is never brought back (and its address is forgotten).
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
      await this.people.save(
        em,
        {
          userId: snapshot.user_id,
          cityId: snapshot.city_id,
          gender: snapshot.gender,
          isAdmin: snapshot.is_admin,
          contact: { email: snapshot.email, name: snapshot.name },
        },
        at,
      );
    });
  }
}
