import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type EventName, type EventPayload, indicationMessages } from '@encontro/contracts';
import { EventConsumer, type EventHandler } from '@encontro/server-events';
import {
  clockAt,
  expectNotCalled,
  expectRefusal,
  registeredHandlers,
  serviceUnderTest,
} from '@encontro/testing/unit';
import { userFactory, weeklyActivityFactory } from '../../test/support/factories.js';
import { Tables } from '../tables.js';
import { User } from '../users/user.entity.js';
import { ActivityService } from './activity.service.js';
import { WeeklyActivity } from './weekly-activity.entity.js';

// Tuesday of ISO week 2026-W48 in São Paulo.
const TUESDAY = new Date('2026-11-24T13:00:00-03:00');
const WEEK = '2026-W48';
const LAST_WEEK = '2026-W47';
const RIO = '3304557';
const OCCURRED = '2026-11-24T16:00:00.000Z';
const INDICATION = '5b0f3c1e-6d1a-4a57-9f0e-3b1c2d4e5f60';

type Em = EntityManager & Record<'findOne' | 'assign' | 'create' | 'execute' | 'nativeUpdate', jest.Mock>;

describe(ActivityService.name, () => {
  const t = serviceUnderTest(ActivityService, () => ({
    events: EventConsumer,
    clock: clockAt(TUESDAY),
    tables: new Tables('identity'),
  }));
  let em: Em;
  /** What the unit of work finds: the person (or nobody) and their activity row (or none). */
  let found: { user: User | null; activity: WeeklyActivity | null };
  let handlers: Map<EventName, EventHandler<EventName>>;
  const person = userFactory();
  /** This week's nomination of the person, as indication-svc announces it. */
  const nomination: EventPayload<'indication.submitted'> = {
    indication_id: INDICATION,
    user_id: person.id,
    week: WEEK,
    state: 'São Paulo',
    city: 'São Paulo',
    city_id: person.cityId,
    name: 'Bar do Encontro',
    address: 'Rua Augusta, 1000',
    status: 'pending',
    submitted_at: OCCURRED,
  };
  /** The person's vote for that nomination, as indication-svc announces its casting and its removal. */
  const vote = {
    indication_id: INDICATION,
    user_id: person.id,
    week: WEEK,
    city_id: person.cityId,
    at: OCCURRED,
  };

  /** Delivers an event to the handler the service registered for it. */
  const deliver = async <N extends EventName>(name: N, payload: EventPayload<N>) => {
    const handler = handlers.get(name) as EventHandler<N> | undefined;
    if (!handler) throw new Error(`no handler for ${name}`);
    await handler(payload, em, { occurred_at: OCCURRED } as Parameters<EventHandler<N>>[2]);
  };

  beforeEach(() => {
    handlers = registeredHandlers(t.events);
    found = { user: person, activity: null };
    em = {
      findOne: jest.fn(async (entity: unknown) =>
        entity === User ? found.user : entity === WeeklyActivity ? found.activity : null,
      ),
      assign: jest.fn(),
      create: jest.fn(),
      execute: jest.fn(async () => []),
      nativeUpdate: jest.fn(async () => 1),
    } as unknown as Em;
    t.sut.onModuleInit();
  });

  describe('a city change', () => {
    it('is allowed when the city stays the same, without reading the activity', async () => {
      found.activity = weeklyActivityFactory({ userId: person.id, voteWeek: WEEK });

      await expect(t.sut.assertCityChangeAllowed(em, person, person.cityId)).resolves.toBeUndefined();
      expect(em.findOne).not.toHaveBeenCalled();
    });

    it('is allowed for a person with no activity at all', async () => {
      await expect(t.sut.assertCityChangeAllowed(em, person, RIO)).resolves.toBeUndefined();
      expect(em.findOne).toHaveBeenCalledWith(WeeklyActivity, { userId: person.id });
    });

    it.each([
      ['a nomination', { indicationWeek: WEEK }],
      ['a vote', { voteWeek: WEEK }],
      ['a confirmed presence', { attendanceWeek: WEEK }],
    ])('is refused on the city field while the person has %s this week', async (_case, week) => {
      found.activity = weeklyActivityFactory({ userId: person.id, ...week });

      await expectRefusal(
        t.sut.assertCityChangeAllowed(em, person, RIO),
        'CITY_CHANGE_BLOCKED',
        indicationMessages.cityChangeBlocked,
        { city: [indicationMessages.cityChangeBlocked] },
      );
    });

    it('is allowed when every nomination, vote and presence is from an earlier week', async () => {
      found.activity = weeklyActivityFactory({
        userId: person.id,
        indicationWeek: LAST_WEEK,
        voteWeek: LAST_WEEK,
        attendanceWeek: LAST_WEEK,
      });

      await expect(t.sut.assertCityChangeAllowed(em, person, RIO)).resolves.toBeUndefined();
    });

    it('is still refused late on Sunday night in São Paulo, when it is already Monday in UTC', async () => {
      t.clock.set(new Date('2026-11-29T23:30:00-03:00'));
      found.activity = weeklyActivityFactory({ userId: person.id, voteWeek: WEEK });

      await expect(t.sut.assertCityChangeAllowed(em, person, RIO)).rejects.toMatchObject({
        message: indicationMessages.cityChangeBlocked,
      });
    });

    it('is allowed again from Monday midnight in São Paulo', async () => {
      t.clock.set(new Date('2026-11-30T00:00:00-03:00'));
      found.activity = weeklyActivityFactory({ userId: person.id, voteWeek: WEEK });

      await expect(t.sut.assertCityChangeAllowed(em, person, RIO)).resolves.toBeUndefined();
    });
  });

  describe('following indication-svc', () => {
    it('starts the activity of a person’s first nomination at the event’s instant', async () => {
      await deliver('indication.submitted', nomination);

      expect(em.create).toHaveBeenCalledWith(WeeklyActivity, {
        userId: person.id,
        indicationId: INDICATION,
        indicationWeek: WEEK,
        voteWeek: null,
        attendanceWeek: null,
        updatedAt: new Date(OCCURRED),
      });
    });

    it('moves an existing activity to a new nomination, keeping its vote and presence', async () => {
      const activity = weeklyActivityFactory({ userId: person.id, voteWeek: WEEK });
      found.activity = activity;

      await deliver('indication.submitted', nomination);

      expect(em.assign).toHaveBeenCalledWith(activity, {
        indicationId: INDICATION,
        indicationWeek: WEEK,
        updatedAt: new Date(OCCURRED),
      });
      expect(em.create).not.toHaveBeenCalled();
    });

    it('records nothing for a person whose account is gone', async () => {
      found.user = null;

      await deliver('attendance.confirmed', {
        indication_id: INDICATION,
        user_id: person.id,
        week: WEEK,
        at: OCCURRED,
      });

      expectNotCalled(em.create, em.assign);
    });

    it('forgets a presence moved away only while it is still the person’s latest, keeping the week', async () => {
      await deliver('attendance.withdrawn', {
        indication_id: INDICATION,
        user_id: person.id,
        week: WEEK,
        moved_to: 'f1d2c3b4-0000-4000-8000-000000000001',
        at: OCCURRED,
      });

      expect(em.nativeUpdate).toHaveBeenCalledWith(
        User,
        { id: person.id, lastConfirmedIndicationId: INDICATION },
        { lastConfirmedIndicationId: null },
      );
      expectNotCalled(em.create, em.assign);
    });

    it('frees the week when a withdrawn presence moved nowhere', async () => {
      const activity = weeklyActivityFactory({ userId: person.id, attendanceWeek: WEEK });
      found.activity = activity;

      await deliver('attendance.withdrawn', {
        indication_id: INDICATION,
        user_id: person.id,
        week: WEEK,
        moved_to: null,
        at: OCCURRED,
      });

      expect(em.assign).toHaveBeenCalledWith(activity, {
        attendanceWeek: null,
        updatedAt: new Date(OCCURRED),
      });
    });

    it.each(['indication.rejected', 'indication.removed'] as const)(
      'frees the week when %s names the person’s nomination',
      async (name) => {
        const activity = weeklyActivityFactory({
          userId: person.id,
          indicationId: INDICATION,
          indicationWeek: WEEK,
        });
        found.activity = activity;

        await deliver(name, {
          indication_id: INDICATION,
          user_id: person.id,
          previous_status: 'pending',
          week: WEEK,
          city_id: person.cityId,
          at: OCCURRED,
          photos: [],
        });

        expect(em.assign).toHaveBeenCalledWith(activity, {
          indicationWeek: null,
          updatedAt: new Date(OCCURRED),
        });
      },
    );

    it('keeps the week when the rejected indication is not the person’s latest nomination', async () => {
      found.activity = weeklyActivityFactory({
        userId: person.id,
        indicationId: INDICATION,
        indicationWeek: WEEK,
      });

      await deliver('indication.rejected', {
        indication_id: 'f1d2c3b4-0000-4000-8000-000000000001',
        user_id: person.id,
        week: WEEK,
        city_id: person.cityId,
        at: OCCURRED,
      });

      expect(em.assign).not.toHaveBeenCalled();
    });

    it('records a vote and its week in one statement', async () => {
      await deliver('vote.cast', vote);

      expect(em.execute).toHaveBeenCalledTimes(1);
      expect(em.execute).toHaveBeenCalledWith(expect.stringContaining('"identity"'), [
        INDICATION,
        person.id,
        null,
        null,
        WEEK,
        OCCURRED,
      ]);
      expect(em.findOne).not.toHaveBeenCalled();
    });

    it('clears a removed vote only when it is still the person’s vote', async () => {
      await deliver('vote.removed', vote);

      expect(em.execute).toHaveBeenCalledWith(expect.any(String), [
        null,
        person.id,
        INDICATION,
        INDICATION,
        null,
        OCCURRED,
      ]);
    });

    it('records a confirmed presence on the profile and in the week’s activity', async () => {
      await deliver('attendance.confirmed', {
        indication_id: INDICATION,
        user_id: person.id,
        week: WEEK,
        at: OCCURRED,
      });

      expect(em.nativeUpdate).toHaveBeenCalledWith(
        User,
        { id: person.id },
        { lastConfirmedIndicationId: INDICATION },
      );
      expect(em.create).toHaveBeenCalledWith(
        WeeklyActivity,
        expect.objectContaining({ userId: person.id, attendanceWeek: WEEK, indicationWeek: null }),
      );
    });
  });
});
