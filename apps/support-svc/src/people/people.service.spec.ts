import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPayload } from '@encontro/contracts';
import { EventConsumer } from '@encontro/server-events';
import { eventsOn, serviceUnderTest } from '@encontro/testing/unit';
import { personFactory } from '../../test/support/factories.js';
import { PeopleRepository } from './people.repository.js';
import { PeopleService } from './people.service.js';

const OCCURRED = '2026-11-20T13:00:00.000Z';

describe(PeopleService.name, () => {
  const t = serviceUnderTest(PeopleService, () => ({
    events: EventConsumer,
    people: PeopleRepository,
  }));
  const em = {} as EntityManager;
  const { listen, apply } = eventsOn(em, OCCURRED);
  const user = personFactory();
  const snapshot: EventPayload<'user.profile_updated'> = {
    user_id: user.id,
    name: 'Ana',
    surname: 'Souza',
    email: 'ana@example.com',
    state: 'RJ',
    city: 'Rio de Janeiro',
    city_id: '3304557',
    gender: null,
    photo: null,
    is_admin: false,
  };

  beforeEach(() => {
    listen(t.events);
    t.people.save.mockResolvedValue(undefined);
    t.sut.onModuleInit();
  });

  it('keeps a newly registered person as the event described them, dated when it happened', async () => {
    const registered = { ...snapshot, created_at: OCCURRED };

    await apply('user.registered', registered);

    expect(t.people.save).toHaveBeenCalledWith(em, registered, new Date(OCCURRED));
  });

  it('refreshes a person’s names, e-mail and city when their profile changes', async () => {
    await apply('user.profile_updated', snapshot);

    expect(t.people.save).toHaveBeenCalledTimes(1);
    expect(t.people.save).toHaveBeenCalledWith(em, snapshot, new Date(OCCURRED));
  });
});
