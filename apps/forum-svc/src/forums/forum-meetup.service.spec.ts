import { beforeEach, describe, expect, it } from '@jest/globals';
import { type EventPayload, meetupOf } from '@encontro/contracts';
import { EventConsumer } from '@encontro/server-events';
import { serviceUnderTest } from '@encontro/testing/unit';
import { randomUUID } from 'node:crypto';
import { FORUM_WEEK, forumFactory } from '../../test/support/factories.js';
import { CheckinsRepository } from './checkins.repository.js';
import { ForumMeetup } from './forum-meetup.service.js';
import { ForumsRepository } from './forums.repository.js';

describe(ForumMeetup.name, () => {
  const t = serviceUnderTest(ForumMeetup, () => ({
    events: EventConsumer,
    forums: ForumsRepository,
    checkins: CheckinsRepository,
  }));
  const forum = forumFactory();

  beforeEach(() => {
    t.forums.isRemoved.mockResolvedValue(false);
    t.forums.updateMeetup.mockResolvedValue(true);
    t.checkins.add.mockResolvedValue(true);
  });

  it('listens to meetup.updated and attendance.checked_in', () => {
    t.events.on.mockReturnValue(undefined);
    t.sut.onModuleInit();
    expect(t.events.on.mock.calls.map(([name]) => name)).toEqual(['meetup.updated', 'attendance.checked_in']);
  });

  it('hands the meetup with its version to the repository, which keeps only a higher one', async () => {
    const meetup = meetupOf({ ...forum.meetup, starts_at: '19:30', seats_left: 4 }, 'America/Sao_Paulo');
    const e: EventPayload<'meetup.updated'> = {
      indication_id: forum.id,
      week: FORUM_WEEK,
      meetup,
      version: 3,
      at: '2026-11-26T12:00:00.000Z',
    };
    await t.sut.meetupUpdated(t.em, e);
    expect(t.forums.updateMeetup).toHaveBeenCalledWith(t.em, forum.id, meetup, 3);
  });

  it('records a check-in at the time it was made', async () => {
    const userId = randomUUID();
    await t.sut.checkedIn(t.em, {
      indication_id: forum.id,
      week: FORUM_WEEK,
      user_id: userId,
      at: '2026-11-28T22:01:00.000Z',
    });
    expect(t.checkins.add).toHaveBeenCalledWith(t.em, forum.id, userId, new Date('2026-11-28T22:01:00.000Z'));
  });

  it('keeps no check-in for a forum removed with its winner', async () => {
    t.forums.isRemoved.mockResolvedValue(true);
    await t.sut.checkedIn(t.em, {
      indication_id: forum.id,
      week: FORUM_WEEK,
      user_id: randomUUID(),
      at: '2026-11-28T22:01:00.000Z',
    });
    expect(t.checkins.add).not.toHaveBeenCalled();
  });
});
