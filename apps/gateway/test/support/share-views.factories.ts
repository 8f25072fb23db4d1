import type { CityShare, PublicMeetup } from '@encontro/contracts';
import { defineFactory } from '@encontro/testing';

// The public share views (issue 31) of the gateway's unit tests: what ShareStates hands out.

/** São Paulo's week as the share card shows it, Monday–Thursday. */
export const cityShareFactory = defineFactory<CityShare>(() => ({
  city_id: '3550308',
  city: 'São Paulo',
  state: 'SP',
  week: '2026-W48',
  phase: 'voting',
  venues: [
    { name: 'Bar do Zé', vote_count: 7, event_date: null },
    { name: 'Café da Praça', vote_count: 4, event_date: null },
    { name: 'Pizzaria Roma', vote_count: 1, event_date: null },
  ],
  total_votes: 12,
}));

/** A winner's meetup: Saturday 28/11/2026 at 19:30 in São Paulo, 6 of 10 seats taken. */
export const publicMeetupFactory = defineFactory<PublicMeetup>(() => ({
  indication_id: '0b9f6a4e-8f7d-4b59-9a57-2f1f3c1e2d10',
  name: 'Café da Praça',
  address: 'Rua das Flores, 100',
  reference: null,
  event_day: 'Sábado',
  event_time: 'Noite - Horário a combinar',
  capacity: 10,
  starts_at: '19:30',
  time_zone: 'America/Sao_Paulo',
  seats_left: 4,
  waitlist_count: 0,
  winner_position: 1,
  city_id: '3550308',
  city: 'São Paulo',
  state: 'SP',
  week: '2026-W48',
  event_date: '2026-11-28',
  photo: null,
  confirmed_participants: 6,
  started: false,
}));
