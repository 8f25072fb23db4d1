import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EventPayload } from '@encontro/contracts';
import { EventConsumer } from '@encontro/server-events';
import { automock, type Mocked, type UnitOfWork, unitOfWork } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { FORUM_WEEK, forumFactory, personFactory } from '../../test/support/factories.js';
import { LiveUpdates } from '../live/live-updates.service.js';
import { PeopleRepository } from '../people/people.repository.js';
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
  let events: Mocked<EventConsumer>;
  let forums: Mocked<ForumsRepository>;
  let people: Mocked<PeopleRepository>;
  let live: Mocked<LiveUpdates>;
  let lifecycle: ForumLifecycle;
  let em: UnitOfWork;

  beforeEach(() => {
    events = automock(EventConsumer);
    forums = automock(ForumsRepository);
    people = automock(PeopleRepository);
    live = automock(LiveUpdates);
    live.lock.mockResolvedValue(undefined);
    live.announceOpened.mockResolvedValue(undefined);
    live.addStats.mockResolvedValue({} as never);
    live.pushSoon.mockReturnValue(undefined);
    forums.isRemoved.mockResolvedValue(false);
    forums.insertIfAbsent.mockResolvedValue(true);
    forums.findById.mockImplementation((_em, id) => Promise.resolve(forumFactory({ id })));
    em = unitOfWork();
    lifecycle = new ForumLifecycle(events, forums, people, live);
  });

  it('listens to week.closed, winner.host_changed and attendance.confirmed', () => {
    events.on.mockReturnValue(undefined);
    lifecycle.onModuleInit();
    expect(events.on.mock.calls.map(([name]) => name)).toEqual([
      'week.closed',
      'winner.host_changed',
      'attendance.confirmed',
    ]);
  });

  describe('week.closed', () => {
    it('opens one forum per winner, as the week closed them, and announces its first counts', async () => {
      const first = winner(1);
      const second = winner(2, { reference: undefined });

      await lifecycle.weekClosed(em, weekClosed([first, second]));

      expect(forums.insertIfAbsent).toHaveBeenCalledTimes(2);
      expect(forums.insertIfAbsent).toHaveBeenCalledWith(
        em,
        {
          id: first.indication_id,
          week: FORUM_WEEK,
          cityId: '3550308',
          city: 'São Paulo',
          state: 'SP',
          position: 1,
          name: 'Bar 1',
          address: 'Rua Augusta, 1000',
          reference: 'Perto do metrô',
          eventDay: 'Sábado',
          eventTime: 'Noite - Horário a combinar',
          photos: ['storage/indications/1.webp'],
          voteCount: 9,
          hostId: first.host_id,
          hostName: 'Carla Lima',
        },
        new Date(CLOSED_AT),
      );
      expect(forums.insertIfAbsent.mock.calls[1]![1]).toMatchObject({ position: 2, reference: null });
      expect(live.announceOpened.mock.calls.map(([, f]) => f.id)).toEqual([
        first.indication_id,
        second.indication_id,
      ]);
    });

    it('checks for a removal under each forum’s lock', async () => {
      const first = winner(1);
      await lifecycle.weekClosed(em, weekClosed([first]));
      expect(live.lock).toHaveBeenCalledWith(em, first.indication_id);
      expect(live.lock.mock.invocationCallOrder[0]).toBeLessThan(
        forums.isRemoved.mock.invocationCallOrder[0]!,
      );
    });

    it('announces nothing when it arrives again for forums already open', async () => {
      forums.insertIfAbsent.mockResolvedValue(false);
      await lifecycle.weekClosed(em, weekClosed([winner(1), winner(2)]));
      expect(live.announceOpened).not.toHaveBeenCalled();
    });

    it('never opens a winner removed before the week closed, and still opens the others', async () => {
      const removed = winner(1);
      const kept = winner(2);
      forums.isRemoved.mockImplementation((_em, id) => Promise.resolve(id === removed.indication_id));

      await lifecycle.weekClosed(em, weekClosed([removed, kept]));

      expect(forums.insertIfAbsent.mock.calls.map(([, f]) => f.id)).toEqual([kept.indication_id]);
      expect(live.announceOpened.mock.calls.map(([, f]) => f.id)).toEqual([kept.indication_id]);
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
      forums.findById.mockResolvedValue(forum);
      people.findById.mockResolvedValue(newHost);

      await lifecycle.hostChanged(em, change(forum.id, newHost.userId));

      expect(forum).toMatchObject({ hostId: newHost.userId, hostName: 'Bia Rocha' });
      expect(live.lock).toHaveBeenCalledWith(em, forum.id);
      expect(em.flush).toHaveBeenCalled();
      expect(live.addStats).toHaveBeenCalledWith(em, forum);
      expect(live.pushSoon).toHaveBeenCalledTimes(1);
    });

    it('keeps the name it had for a new host identity-svc has not described yet', async () => {
      const forum = forumFactory({ hostName: 'Carla Lima' });
      const newHostId = randomUUID();
      forums.findById.mockResolvedValue(forum);
      people.findById.mockResolvedValue(null);

      await lifecycle.hostChanged(em, change(forum.id, newHostId));

      expect(forum).toMatchObject({ hostId: newHostId, hostName: 'Carla Lima' });
      expect(em.flush).toHaveBeenCalled();
    });

    it('changes nothing when the forum already has that host', async () => {
      const forum = forumFactory();
      forums.findById.mockResolvedValue(forum);
      await lifecycle.hostChanged(em, change(forum.id, forum.hostId));
      expect(live.lock).not.toHaveBeenCalled();
      expect(em.flush).not.toHaveBeenCalled();
      expect(live.addStats).not.toHaveBeenCalled();
    });

    it('drops the change for a forum it does not have', async () => {
      forums.findById.mockResolvedValue(null);
      await lifecycle.hostChanged(em, change(randomUUID(), randomUUID()));
      expect(people.findById).not.toHaveBeenCalled();
      expect(em.flush).not.toHaveBeenCalled();
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
      forums.findById.mockResolvedValue(forum);
      forums.addParticipant.mockResolvedValue(true);
      const e = presence(forum.id);

      await lifecycle.attendanceConfirmed(em, e);

      expect(live.lock).toHaveBeenCalledWith(em, forum.id);
      expect(forums.addParticipant).toHaveBeenCalledWith(
        em,
        forum.id,
        e.user_id,
        new Date('2026-11-27T15:00:00.000Z'),
      );
      expect(live.addStats).toHaveBeenCalledWith(em, forum);
      expect(live.pushSoon).toHaveBeenCalledTimes(1);
    });

    it('announces nothing for a presence it already had', async () => {
      forums.findById.mockResolvedValue(forumFactory());
      forums.addParticipant.mockResolvedValue(false);
      await lifecycle.attendanceConfirmed(em, presence(randomUUID()));
      expect(live.addStats).not.toHaveBeenCalled();
      expect(live.pushSoon).not.toHaveBeenCalled();
    });

    it('keeps a presence that arrives before its forum opened, announcing nothing', async () => {
      const id = randomUUID();
      forums.findById.mockResolvedValue(null);
      forums.addParticipant.mockResolvedValue(true);

      await lifecycle.attendanceConfirmed(em, presence(id));

      expect(forums.addParticipant).toHaveBeenCalledWith(em, id, expect.any(String), expect.any(Date));
      expect(live.lock).not.toHaveBeenCalled();
      expect(live.addStats).not.toHaveBeenCalled();
    });
  });
});
