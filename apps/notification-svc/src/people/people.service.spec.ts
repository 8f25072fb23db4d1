import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPayload } from '@encontro/contracts';
import { EventConsumer } from '@encontro/server-events';
import { eventsOn, serviceUnderTest } from '@encontro/testing/unit';
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
  const em = {} as EntityManager;
  const events = eventsOn(em, OCCURRED);
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
  const apply = (
    name: 'user.registered' | 'user.profile_updated',
    overrides: Partial<typeof snapshot> = {},
  ) => events.apply(name, { ...snapshot, ...overrides });

  beforeEach(() => {
    events.listen(t.events);
    t.people.isDeleted.mockResolvedValue(false);
    t.people.save.mockResolvedValue(undefined);
    t.sut.onModuleInit();
  });

  it.each(['user.registered', 'user.profile_updated'] as const)(
    'keeps the city %s gives, dated when it happened, and how to write to the person (a meetup’s reminder)',
    async (name) => {
      await apply(name);

      expect(t.people.save).toHaveBeenCalledWith(
        em,
        {
          userId: snapshot.user_id,
          cityId: RIO_ID,
          gender: null,
          isAdmin: false,
          contact: { email: snapshot.email, name: snapshot.name },
        },
        new Date(OCCURRED),
      );
    },
  );

  it.each(['user.registered', 'user.profile_updated'] as const)(
    'keeps that an admin of %s is one, with the address and first name to write to them',
    async (name) => {
      await apply(name, { is_admin: true, email: 'rita@example.com', name: 'Rita' });

      expect(t.people.save).toHaveBeenCalledWith(
        em,
        {
          userId: snapshot.user_id,
          cityId: RIO_ID,
          gender: null,
          isAdmin: true,
          contact: { email: 'rita@example.com', name: 'Rita' },
        },
        new Date(OCCURRED),
      );
    },
  );

  it('keeps the gender the person chose, for the host texts in their form', async () => {
    await apply('user.profile_updated', { gender: 'F' });

    expect(t.people.save).toHaveBeenCalledWith(
      em,
      expect.objectContaining({ userId: snapshot.user_id, gender: 'F' }),
      new Date(OCCURRED),
    );
  });

  it('never brings a deleted account back', async () => {
    t.people.isDeleted.mockResolvedValue(true);

    await apply('user.profile_updated');

    expect(t.people.save).not.toHaveBeenCalled();
  });
});
