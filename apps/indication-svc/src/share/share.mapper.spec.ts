import { describe, expect, it } from '@jest/globals';
import { indicationFactory, winnerFactory } from '../../test/support/factories.js';
import { noSeats } from '../winners/meetup-plan.js';
import { cityCard, meetupStarted, toPublicMeetup } from './share.mapper.js';

const WEEK = '2026-W48';
const saturdayNight = {
  event_day: 'Sábado',
  event_time: 'Noite - Horário a combinar',
  time_zone: 'America/Sao_Paulo',
};

describe(cityCard.name, () => {
  const ranked = [5, 3, 2, 0].map((voteCount, n) => indicationFactory({ name: `Local ${n}`, voteCount }));

  it('shows the first three of the ranked list while voting, without dates', () => {
    expect(cityCard(true, ranked, [])).toEqual({
      phase: 'voting',
      venues: [
        { name: 'Local 0', vote_count: 5, event_date: null },
        { name: 'Local 1', vote_count: 3, event_date: null },
        { name: 'Local 2', vote_count: 2, event_date: null },
      ],
    });
  });

  it('shows the winners in their order with the votes they won with and their day', () => {
    const sunday = indicationFactory({ name: 'Domingueira', eventDay: 'Domingo' });
    const winners = [
      { winner: winnerFactory(ranked[0]!, { position: 1, voteCount: 5 }), indication: ranked[0]! },
      { winner: winnerFactory(sunday, { position: 2, voteCount: 4 }), indication: sunday },
    ];
    expect(cityCard(false, ranked, winners)).toEqual({
      phase: 'winners',
      venues: [
        { name: 'Local 0', vote_count: 5, event_date: '2026-11-28' },
        { name: 'Domingueira', vote_count: 4, event_date: '2026-11-29' },
      ],
    });
  });

  it('is closed, with no venue, from Friday when the week has no winners', () => {
    expect(cityCard(false, ranked, [])).toEqual({ phase: 'closed', venues: [] });
  });
});

describe(meetupStarted.name, () => {
  it('starts at the time the host set, in the city’s zone', () => {
    const meetup = { ...saturdayNight, starts_at: '19:30' };
    expect(meetupStarted(WEEK, meetup, new Date('2026-11-28T19:29:59-03:00'))).toBe(false);
    expect(meetupStarted(WEEK, meetup, new Date('2026-11-28T19:30:00-03:00'))).toBe(true);
  });

  it('counts as started only once its day is over when no time is set', () => {
    const meetup = { ...saturdayNight, starts_at: null };
    expect(meetupStarted(WEEK, meetup, new Date('2026-11-28T23:59:59-03:00'))).toBe(false);
    expect(meetupStarted(WEEK, meetup, new Date('2026-11-29T00:00:00-03:00'))).toBe(true);
  });
});

describe(toPublicMeetup.name, () => {
  it('carries the venue, the plan, the seats and the city, and no host', () => {
    const indication = indicationFactory({ cityId: '1302603', city: 'Manaus', state: 'Amazonas' });
    const winner = winnerFactory(indication, {
      position: 2,
      meetupSettings: { capacity: 10, starts_at: '20:00' },
    });
    const seats = { ...noSeats, confirmed: 4, guests: 3, waitlisted: 0 };

    const meetup = toPublicMeetup(winner, indication, seats, new Date('2026-11-27T12:00:00Z'));

    expect(meetup).toMatchObject({
      indication_id: indication.id,
      winner_position: 2,
      name: indication.name,
      city_id: '1302603',
      city: 'Manaus',
      state: 'AM',
      week: indication.week,
      event_date: '2026-11-28',
      time_zone: 'America/Manaus',
      capacity: 10,
      starts_at: '20:00',
      seats_left: 6,
      waitlist_count: 0,
      confirmed_participants: 4,
      photo: 'storage/indications/x/1.webp',
      started: false,
    });
    expect(JSON.stringify(meetup)).not.toContain(winner.hostId);
  });
});
