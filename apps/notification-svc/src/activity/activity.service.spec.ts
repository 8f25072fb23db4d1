import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventConsumer } from '@encontro/server-events';
import { eventsOn, serviceUnderTest } from '@encontro/testing/unit';
import { randomUUID } from 'node:crypto';
import { SAO_PAULO_ID, venueFactory } from '../../test/support/factories.js';
import { NotificationsRepository } from '../notifications/notifications.repository.js';
import { PeopleRepository } from '../people/people.repository.js';
import { ActivityRepository } from './activity.repository.js';
import { ActivityService } from './activity.service.js';

const WEEK = '2026-W48';
const AT = '2026-11-24T13:00:00.000Z';

describe(ActivityService.name, () => {
  const t = serviceUnderTest(ActivityService, () => ({
    events: EventConsumer,
    activity: ActivityRepository,
    people: PeopleRepository,
    notifications: NotificationsRepository,
  }));
  const em = {} as EntityManager;
  const { listen, apply, names } = eventsOn(em, AT);
  const venue = venueFactory();
  const user = randomUUID();
  const onVenue = {
    indication_id: venue.indicationId,
    user_id: user,
    week: WEEK,
    city_id: SAO_PAULO_ID,
    at: AT,
  };
  const attended = { indication_id: venue.indicationId, week: WEEK, user_id: user, at: AT };

  beforeEach(() => {
    listen(t.events);
    t.people.isDeleted.mockResolvedValue(false);
    t.activity.saveVenue.mockResolvedValue(undefined);
    t.activity.addParticipant.mockResolvedValue(undefined);
    t.activity.removeParticipant.mockResolvedValue(undefined);
    t.activity.removeVenue.mockResolvedValue(undefined);
    t.notifications.removeOfIndication.mockResolvedValue(0);
    t.activity.findVenue.mockResolvedValue(venue);
    t.sut.onModuleInit();
  });

  it('keeps a submitted indication’s name and city, and its nominator as a participant of the week', async () => {
    await apply('indication.submitted', {
      indication_id: venue.indicationId,
      user_id: user,
      week: WEEK,
      state: 'SP',
      city: 'São Paulo',
      city_id: SAO_PAULO_ID,
      name: 'Bar do Zé',
      address: 'Rua Augusta, 100',
      status: 'pending',
      submitted_at: AT,
    });

    expect(t.activity.saveVenue).toHaveBeenCalledWith(em, {
      indicationId: venue.indicationId,
      userId: user,
      name: 'Bar do Zé',
      cityId: SAO_PAULO_ID,
      week: WEEK,
    });
    expect(t.activity.addParticipant).toHaveBeenCalledWith(em, {
      indicationId: venue.indicationId,
      userId: user,
      role: 'nominator',
      week: WEEK,
      cityId: SAO_PAULO_ID,
    });
  });

  it('does not listen to votes: the reveal of the winners asks indication-svc who voted', () => {
    expect(names()).not.toContain('vote.cast');
    expect(names()).not.toContain('vote.removed');
  });

  it('counts an attendee in the city of the meetup’s indication', async () => {
    await apply('attendance.confirmed', attended);

    expect(t.activity.addParticipant).toHaveBeenCalledWith(em, {
      indicationId: venue.indicationId,
      userId: user,
      role: 'attendee',
      week: WEEK,
      cityId: venue.cityId,
    });
  });

  it('counts an attendee out of the meetup their presence moved away from', async () => {
    await apply('attendance.withdrawn', { ...attended, moved_to: randomUUID() });

    expect(t.activity.removeParticipant).toHaveBeenCalledWith(em, venue.indicationId, user, 'attendee');
  });

  it('records no attendance at an indication it never heard of', async () => {
    t.activity.findVenue.mockResolvedValue(null);

    await apply('attendance.confirmed', { indication_id: randomUUID(), week: WEEK, user_id: user, at: AT });

    expect(t.activity.addParticipant).not.toHaveBeenCalled();
  });

  it('records nothing for a deleted account', async () => {
    t.people.isDeleted.mockResolvedValue(true);

    await apply('indication.submitted', {
      indication_id: venue.indicationId,
      user_id: user,
      week: WEEK,
      state: 'SP',
      city: 'São Paulo',
      city_id: SAO_PAULO_ID,
      name: 'Bar do Zé',
      address: 'Rua Augusta, 100',
      status: 'pending',
      submitted_at: AT,
    });
    await apply('attendance.confirmed', attended);

    expect(t.activity.saveVenue).not.toHaveBeenCalled();
    expect(t.activity.addParticipant).not.toHaveBeenCalled();
  });

  it('forgets a removed indication with everyone recorded against it', async () => {
    await apply('indication.removed', { ...onVenue, previous_status: 'active', photos: [] });

    expect(t.activity.removeVenue).toHaveBeenCalledWith(em, venue.indicationId);
  });

  it('takes away every notification that names or links to a removed indication, in the event’s unit of work', async () => {
    await apply('indication.removed', { ...onVenue, previous_status: 'active', photos: [], reason: 'admin' });

    expect(t.notifications.removeOfIndication).toHaveBeenCalledTimes(1);
    expect(t.notifications.removeOfIndication).toHaveBeenCalledWith(em, venue.indicationId);
  });
});
