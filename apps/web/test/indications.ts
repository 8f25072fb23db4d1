import { unsetMeetupPlan } from '@encontro/contracts';
import {
  ownIndicationSchema,
  type Indication,
  type IndicationList,
  type OwnIndication,
  type RestrictionStatus,
  type Winner,
  type WinnerList,
} from '@encontro/contracts';

export const ids = {
  bar: '11111111-1111-4111-8111-111111111111',
  cafe: '22222222-2222-4222-8222-222222222222',
  host: '33333333-3333-4333-8333-333333333333',
};

export function makeIndication(overrides: Partial<Indication> = {}): Indication {
  const id = overrides.indication_id ?? ids.bar;
  return {
    id,
    indication_id: id,
    name: 'Bar do Zé',
    address: 'Rua Augusta, 100',
    reference: 'Perto do metrô',
    phone: '(11) 98765-4321',
    website: 'https://bardoze.com.br',
    attractives: ['música ao vivo', 'petiscos'],
    event_day: 'Sábado',
    event_time: 'Noite - Horário a combinar',
    vote_count: 3,
    votes_under_review: 0,
    host: ids.host,
    host_name: 'Bruno Lima',
    host_photo: null,
    host_photo_url: null,
    first_photo_url: 'storage/indications/u/a.webp',
    photos: ['storage/indications/u/a.webp'],
    week: '2026-W49',
    week_number: 49,
    city: 'São Paulo',
    city_id: '3550308',
    state: 'São Paulo',
    status: 'active',
    stats: { posts: 0, comments: 0, confirmed_participants: 0 },
    created_at: '2026-11-30T13:00:00.000Z',
    ...overrides,
  };
}

export function indicationList(
  indications: Indication[],
  overrides: Partial<IndicationList> = {},
): IndicationList {
  return {
    indications,
    week: '2026-W49',
    week_number: 49,
    city: 'São Paulo',
    city_id: '3550308',
    total_indications: indications.length,
    total_votes: indications.reduce((s, i) => s + i.vote_count, 0),
    voting_open: true,
    nomination: { allowed: true, reason: null },
    my_vote_under_review: false,
    ...overrides,
  };
}

export function makeWinner(overrides: Partial<Winner> = {}): Winner {
  const id = overrides.indication_id ?? ids.bar;
  return {
    winner_id: '44444444-4444-4444-8444-444444444444',
    indication_id: id,
    winner_position: 1,
    name: 'Bar do Zé',
    address: 'Rua Augusta, 100',
    reference: null,
    phone: null,
    website: null,
    attractives: [],
    event_day: 'Sábado',
    event_time: 'Noite - Horário a combinar',
    event_date: '2026-12-05',
    vote_count: 7,
    votes_under_review: 0,
    host_id: ids.host,
    host_name: 'Bruno Lima',
    host_photo: null,
    host_confirmed: false,
    first_photo_url: 'storage/indications/u/a.webp',
    photos: ['storage/indications/u/a.webp'],
    week: '2026-W49',
    week_number: 49,
    city: 'São Paulo',
    state: 'São Paulo',
    confirmed_participants: 0,
    calendar_url: null,
    ...unsetMeetupPlan('America/Sao_Paulo'),
    my_attendance: null,
    ...overrides,
  };
}

export const winnerList = (winners: Winner[], overrides: Partial<WinnerList> = {}): WinnerList => ({
  winners,
  week: '2026-W49',
  city: 'São Paulo',
  city_id: '3550308',
  week_closed: false,
  ...overrides,
});

export function status(weekday: boolean): RestrictionStatus {
  return {
    restriction_enabled: true,
    forums_blocked: weekday,
    current_day: weekday ? 1 : 5,
    day_name: weekday ? 'Segunda-feira' : 'Sexta-feira',
    is_weekday: weekday,
    message: weekday ? 'Os fóruns abrem na sexta-feira.' : 'Fóruns abertos: organize o encontro até domingo.',
    now: '2026-11-30T13:00:00.000Z',
    week: '2026-W49',
    week_number: 49,
    nominations_open: weekday,
    voting_open: weekday,
    winners_revealed: !weekday,
    next_change_at: weekday ? '2026-12-04T00:00:00-03:00' : '2026-12-05T00:00:00-03:00',
  };
}

/** One's own nomination as GET /api/indications/user lists it: an indication (pending by default), cut to that schema. */
export function makeOwnIndication(overrides: Partial<OwnIndication> = {}): OwnIndication {
  return ownIndicationSchema.parse({
    rejection_reason: null,
    ...makeIndication({ status: 'pending', ...overrides }),
  });
}
