import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventEnvelope, EventName, EventPayload } from '@encontro/contracts';
import { EventConsumer, type EventHandler } from '@encontro/server-events';
import { registeredHandlers, serviceUnderTest } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { RIO_ID } from '../../test/support/factories.js';
import { PeopleRepository } from './people.repository.js';
import { PeopleService } from './people.service.js';

const OCCURRED = '2026-11-20T13:00:00.000Z';

describe(PeopleService.name, () => {
  const t = serviceUnderTest(PeopleService, () => ({
    events: EventConsumer,
    people: PeopleRepository,
  }));
  let handlers: Map<EventName, EventHandler<EventName>>;
  const em = {} as EntityManager;
  const snapshot: EventPayload<'user.profile_updated'> = {
    user_id: randomUUID(),
    name: 'Ana',
    surname: 'Souza',
    email: 'ana@example.com',
    state: 'RJ',
    city: 'Rio de Janeiro',
    city_id: RIO_ID,
    gender: null,
    photo: null,
    is_admin: false,
  };
  const apply = (name: 'user.registered' | 'user.profile_updated') =>
    handlers.get(name)!(snapshot, em, {
      id: 'e1',
      name,
      occurred_at: OCCURRED,
      payload: snapshot,
    } as EventEnvelope);

  beforeEach(() => {
    handlers = registeredHandlers(t.events);
    t.people.isDeleted.mockResolvedValue(false);
    t.people.save.mockResolvedValue(undefined);
    t.sut.onModuleInit();
  });

  it.each(['user.registered', 'user.profile_updated'] as const)(
    'keeps the city %s gives, dated when it happened',
    async (name) => {
      await apply(name);

      expect(t.people.save).toHaveBeenCalledWith(em, snapshot.user_id, RIO_ID, new Date(OCCURRED));
    },
  );

  it('never brings a deleted account back', async () => {
    t.people.isDeleted.mockResolvedValue(true);

    await apply('user.profile_updated');

    expect(t.people.save).not.toHaveBeenCalled();
  });
});
