import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventConsumer, onPersonSnapshot } from '@encontro/server-events';
import { AccountSignalsRepository } from '../integrity/account-signals.repository.js';
import { ReadVersions } from '../read-versions/read-versions.js';
import { PeopleRepository } from './people.repository.js';

/** Keeps the people table in step with identity-svc (event-carried state, ARCHITECTURE rule 1). */
@Injectable()
export class PeopleService implements OnModuleInit {
  constructor(
    private readonly events: EventConsumer,
    private readonly people: PeopleRepository,
    private readonly versions: ReadVersions,
    private readonly signals: AccountSignalsRepository,
  ) {}

  onModuleInit(): void {
    onPersonSnapshot(this.events, async (snapshot, em, at, registration) => {
      // A deleted account stays anonymised, whatever snapshot might still arrive.
      if ((await this.people.findById(em, snapshot.user_id))?.deletedAt) return;
      // Before the upsert, so a move leaves the old city's answers stale too.
      const cities = await this.people.citiesShowing(em, snapshot.user_id);
      await this.people.upsert(em, snapshot, at);
      if (registration?.signup)
        await this.signals.recordSignup(
          em,
          snapshot.user_id,
          registration.signup,
          new Date(registration.created_at),
        );
      this.versions.touch(em, { cities: [...cities, snapshot.city_id], people: [snapshot.user_id] });
    });
  }
}
