import { beforeEach, describe, expect, it } from '@jest/globals';
import { type EventPayload, unsetMeetupPlan } from '@encontro/contracts';
import { EventConsumer } from '@encontro/server-events';
import { expectNotCalled, serviceUnderTest } from '@encontro/testing/unit';
import { randomUUID } from 'node:crypto';
import { FORUM_WEEK, forumFactory, personFactory } from '../../test/support/factories.js';
import { LiveUpdates } from '../live/live-updates.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import { CheckinsRepository } from './checkins.repository.js';
import { ForumLifecycle } from './forum-lifecycle.service.js';
import { ForumsRepository } from './forums.repository.js';

const CLOSED_AT = '2026-11-27T03:00:00.000Z';

type Winner = EventPayload<'week.closed'>['winners'][number];
const winner = (position: number, overrides: Partial<Winner> = {}): Winner => ({
  indication_id: randomUUID(),
  position,
  vote_count: 10 - position,
  host_id: randomUUID(),
  host_name: 'Carla Lima',
  name: `Bar ${position}`,
  address: 'Rua Augusta, 1000',
  event_day: 'Sábado',
  event_time: 'Noite - Horário a combinar',
  photos: [`storage/indications/${position}.webp`],
  reference: 'Perto do metrô',
  ...overrides,
});
const weekClosed = (winners: Winner[]): EventPayload<'week.closed'> => ({
  week: FORUM_WEEK,
  city_id: '3550308',
  city: 'São Paulo',
  state: 'SP',
  closed_at: CLOSED_AT,
  winners,
});

describe(ForumLifecycle.name, () => {
  const t = serviceUnderTest(ForumLifecycle, () => ({
    events: EventConsumer,
    forums: ForumsRepository,
    checkins: CheckinsRepository,
    people: PeopleRepository,
    live: LiveUpdates,
  }));

  beforeEach(() => {
    t.live.lock.mockResolvedValue(undefined);
    t.live.announceOpened.mockResolvedValue(undefined);
    t.live.addStats.mockResolvedValue({} as never);
    t.live.pushSoon.mockReturnValue(undefined);
    t.forums.isRemoved.mockResolvedValue(false);
    t.checkins.remove.mockResolvedValue(false);
    t.forums.insertIfAbsent.mockResolvedValue(true);
    t.forums.findById.mockImplementation((_em, id) => Promise.resolve(forumFactory({ id })));
  });

  it('listens to week.closed, winner.host_changed, attendance.confirmed and attendance.withdrawn', () => {
    t.events.on.mockReturnValue(undefined);
    t.sut.onModuleInit();
    expect(t.events.on.mock.calls.map(([name]) => name)).toEqual([
      'week.closed',
      'winner.host_changed',
      'attendance.confirmed',
      'attendance.withdrawn',
    ]);
  });

  describe('week.closed', () => {
    it('opens one forum per winner, as the week closed them, and announces its first counts', async () => {
      const first = winner(1);
      const second = winner(2, { reference: undefined });

      await t.sut.weekClosed(t.em, weekClosed([first, second]));

      expect(t.forums.insertIfAbsent).toHaveBeenCalledTimes(2);
      expect(t.forums.insertIfAbsent).toHaveBeenCalledWith(
        t.em,
        {
          id: first.indication_id,
          week: FORUM_WEEK,
          cityId: '3550308',
          city: 'São Paulo',
          state: 'SP',
          position: 1,
          meetup: {
            name: 'Bar 1',
            address: 'Rua Augusta, 1000',
            reference: 'Perto do metrô',
            event_day: 'Sábado',
            event_time: 'Noite - Horário a combinar',
            ...unsetMeetupPlan('America/Sao_Paulo'),
          },
          photos: ['storage/indications/1.webp'],
          voteCount: 9,
          hostId: first.host_id,
          hostName: 'Carla Lima',
        },
        new Date(CLOSED_AT),
      );
      expect(t.forums.insertIfAbsent.mock.calls[1]![1]).toMatchObject({
        position: 2,
        meetup: expect.objectContaining({ reference: null }),
      });
      expect(t.live.announceOpened.mock.calls.map(([, f]) => f.id)).toEqual([
        first.indication_id,
        second.indication_id,
      ]);
    });

    it('checks for a removal under each forum’s lock', async () => {
      const first = winner(1);
      await t.sut.weekClosed(t.em, weekClosed([first]));
      expect(t.live.lock).toHaveBeenCalledWith(t.em, first.indication_id);
      expect(t.live.lock.mock.invocationCallOrder[0]).toBeLessThan(
        t.forums.isRemoved.mock.invocationCallOrder[0]!,
      );
    });

    it('announces nothing when it arrives again for forums already open', async () => {
      t.forums.insertIfAbsent.mockResolvedValue(false);
      await t.sut.weekClosed(t.em, weekClosed([winner(1), winner(2)]));
      expect(t.live.announceOpened).not.toHaveBeenCalled();
    });

    it('never opens a winner removed before the week closed, and still opens the others', async () => {
      const removed = winner(1);
      const kept = winner(2);
      t.forums.isRemoved.mockImplementation((_em, id) => Promise.resolve(id === removed.indication_id));

      await t.sut.weekClosed(t.em, weekClosed([removed, kept]));

      expect(t.forums.insertIfAbsent.mock.calls.map(([, f]) => f.id)).toEqual([kept.indication_id]);
      expect(t.live.announceOpened.mock.calls.map(([, f]) => f.id)).toEqual([kept.indication_id]);
    });
  });

  describe('winner.host_changed', () => {
    const change = (indicationId: string, newHostId: string): EventPayload<'winner.host_changed'> => ({
      indication_id: indicationId,
      week: FORUM_WEEK,
      previous_host_id: randomUUID(),
      new_host_id: newHostId,
      at: '2026-11-28T03:00:00.000Z',
    });

    it('moves the forum to the new host with their current name, and announces the stats', async () => {
      const forum = forumFactory();
      const newHost = personFactory({ name: 'Bia', surname: 'Rocha' });
      t.forums.findById.mockResolvedValue(forum);
      t.people.findById.mockResolvedValue(newHost);

      await t.sut.hostChanged(t.em, change(forum.id, newHost.userId));

      expect(forum).toMatchObject({ hostId: newHost.userId, hostName: 'Bia Rocha' });
      expect(t.live.lock).toHaveBeenCalledWith(t.em, forum.id);
      expect(t.em.flush).toHaveBeenCalled();
      expect(t.live.addStats).toHaveBeenCalledWith(t.em, forum);
      expect(t.live.pushSoon).toHaveBeenCalledTimes(1);
    });

    it('keeps the name it had for a new host identity-svc has not described yet', async () => {
      const forum = forumFactory({ hostName: 'Carla Lima' });
      const newHostId = randomUUID();
      t.forums.findById.mockResolvedValue(forum);
      t.people.findById.mockResolvedValue(null);

      await t.sut.hostChanged(t.em, change(forum.id, newHostId));

      expect(forum).toMatchObject({ hostId: newHostId, hostName: 'Carla Lima' });
      expect(t.em.flush).toHaveBeenCalled();
    });

    it('changes nothing when the forum already has that host', async () => {
      const forum = forumFactory();
      t.forums.findById.mockResolvedValue(forum);
      await t.sut.hostChanged(t.em, change(forum.id, forum.hostId));
      expectNotCalled(t.live.lock, t.em.flush, t.live.addStats);
    });

    it('drops the change for a forum it does not have', async () => {
      t.forums.findById.mockResolvedValue(null);
      await t.sut.hostChanged(t.em, change(randomUUID(), randomUUID()));
      expectNotCalled(t.people.findById, t.em.flush);
    });
  });

  describe('attendance.confirmed', () => {
    const presence = (indicationId: string, userId = randomUUID()): EventPayload<'attendance.confirmed'> => ({
      indication_id: indicationId,
      week: FORUM_WEEK,
      user_id: userId,
      at: '2026-11-27T15:00:00.000Z',
    });

    it('records the presence at the time it was confirmed and announces the new stats', async () => {
      const forum = forumFactory();
      t.forums.findById.mockResolvedValue(forum);
      t.forums.addParticipant.mockResolvedValue(true);
      const e = presence(forum.id);

      await t.sut.attendanceConfirmed(t.em, e);

      expect(t.live.lock).toHaveBeenCalledWith(t.em, forum.id);
      expect(t.forums.addParticipant).toHaveBeenCalledWith(
        t.em,
        forum.id,
        e.user_id,
        new Date('2026-11-27T15:00:00.000Z'),
      );
      expect(t.live.addStats).toHaveBeenCalledWith(t.em, forum);
      expect(t.live.pushSoon).toHaveBeenCalledTimes(1);
    });

    it('announces nothing for a presence it already had', async () => {
      t.forums.findById.mockResolvedValue(forumFactory());
      t.forums.addParticipant.mockResolvedValue(false);
      await t.sut.attendanceConfirmed(t.em, presence(randomUUID()));
      expectNotCalled(t.live.addStats, t.live.pushSoon);
    });

    it('keeps a presence that arrives before its forum opened, announcing nothing', async () => {
      const id = randomUUID();
      t.forums.findById.mockResolvedValue(null);
      t.forums.addParticipant.mockResolvedValue(true);

      await t.sut.attendanceConfirmed(t.em, presence(id));

      expect(t.forums.addParticipant).toHaveBeenCalledWith(t.em, id, expect.any(String), expect.any(Date));
      expectNotCalled(t.live.lock, t.live.addStats);
    });
  });

  describe('attendance.withdrawn', () => {
    const withdrawal = (indicationId: string): EventPayload<'attendance.withdrawn'> => ({
      indication_id: indicationId,
      week: FORUM_WEEK,
      user_id: randomUUID(),
      moved_to: randomUUID(),
      at: '2026-11-27T16:00:00.000Z',
    });

    it('takes the presence out of the forum it left, under its lock, and announces the new stats', async () => {
      const forum = forumFactory();
      t.forums.findById.mockResolvedValue(forum);
      t.forums.removeParticipant.mockResolvedValue(true);
      const e = withdrawal(forum.id);

      await t.sut.attendanceWithdrawn(t.em, e);

      expect(t.live.lock).toHaveBeenCalledWith(t.em, forum.id);
      expect(t.live.lock.mock.invocationCallOrder[0]).toBeLessThan(
        t.forums.removeParticipant.mock.invocationCallOrder[0]!,
      );
      expect(t.forums.removeParticipant).toHaveBeenCalledWith(t.em, forum.id, e.user_id);
      expect(t.live.addStats).toHaveBeenCalledWith(t.em, forum);
      expect(t.live.pushSoon).toHaveBeenCalledTimes(1);
    });

    it('forgets the check-in of someone who no longer goes ("Não vou mais")', async () => {
      const forum = forumFactory();
      t.forums.findById.mockResolvedValue(forum);
      t.forums.removeParticipant.mockResolvedValue(true);
      const e = { ...withdrawal(forum.id), moved_to: null };

      await t.sut.attendanceWithdrawn(t.em, e);

      expect(t.checkins.remove).toHaveBeenCalledWith(t.em, forum.id, e.user_id);
    });

    it('announces nothing when the presence was not there', async () => {
      t.forums.findById.mockResolvedValue(forumFactory());
      t.forums.removeParticipant.mockResolvedValue(false);
      await t.sut.attendanceWithdrawn(t.em, withdrawal(randomUUID()));
      expectNotCalled(t.live.addStats, t.live.pushSoon);
    });
  });
});
