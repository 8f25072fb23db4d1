import { describe, expect, it } from '@jest/globals';
import { cityShareFactory, publicMeetupFactory } from '../../../test/support/share-views.factories.js';
import { pageTexts } from './page-texts.js';

describe('pageTexts', () => {
  describe('city', () => {
    it('names the city and its state', () => {
      expect(pageTexts.city.title(cityShareFactory())).toBe('Encontro em São Paulo (SP)');
    });

    it('tells, while voting, who leads with how many votes and who follows', () => {
      expect(pageTexts.city.description(cityShareFactory())).toBe(
        'Vote até quinta: Bar do Zé lidera com 7 votos, seguido de Café da Praça e Pizzaria Roma. Cadastre-se para votar.',
      );
    });

    it('says "1 voto" of a single vote and leaves out who follows when nobody does', () => {
      const share = cityShareFactory({ venues: [{ name: 'Bar do Zé', vote_count: 1, event_date: null }] });
      expect(pageTexts.city.description(share)).toBe(
        'Vote até quinta: Bar do Zé lidera com 1 voto. Cadastre-se para votar.',
      );
    });

    it('names the venues in the vote while nobody has voted yet', () => {
      const venues = cityShareFactory().venues.map((v) => ({ ...v, vote_count: 0 }));
      expect(pageTexts.city.description(cityShareFactory({ venues }))).toBe(
        'Vote até quinta: Bar do Zé, Café da Praça e Pizzaria Roma estão na disputa. Cadastre-se para votar.',
      );
    });

    it('calls for a nomination while nothing is in the vote', () => {
      expect(pageTexts.city.description(cityShareFactory({ venues: [] }))).toBe(
        'Indique um local e vote até quinta no Encontro em São Paulo. Cadastre-se para participar.',
      );
    });

    it('names the winners from Friday', () => {
      const share = cityShareFactory({
        phase: 'winners',
        venues: [
          { name: 'Bar do Zé', vote_count: 7, event_date: '2026-11-28' },
          { name: 'Café da Praça', vote_count: 4, event_date: '2026-11-29' },
        ],
      });
      expect(pageTexts.city.description(share)).toBe(
        'Vencedores da semana: Bar do Zé e Café da Praça. Cadastre-se para confirmar presença.',
      );
      expect(pageTexts.city.imageAlt(share)).toBe('Os vencedores da semana do Encontro em São Paulo (SP)');
    });

    it('says a week without winners had none', () => {
      expect(pageTexts.city.description(cityShareFactory({ phase: 'closed', venues: [] }))).toBe(
        'Sem vencedores nesta semana em São Paulo. Na segunda começa uma nova semana: indique um local e vote.',
      );
    });
  });

  describe('meetup', () => {
    it('names the venue and its city', () => {
      expect(pageTexts.meetup.title(publicMeetupFactory())).toBe('Café da Praça · Encontro em São Paulo');
    });

    it('tells the day, time, address, who confirmed and the seats left', () => {
      expect(pageTexts.meetup.description(publicMeetupFactory())).toBe(
        'Sábado, 28/11 às 19:30 · Rua das Flores, 100 · 6 confirmados · 4 vagas',
      );
    });

    it('says "Lotado" when no seat is left, and the city’s zone outside São Paulo’s', () => {
      const meetup = publicMeetupFactory({
        seats_left: 0,
        time_zone: 'America/Manaus',
        confirmed_participants: 1,
      });
      expect(pageTexts.meetup.description(meetup)).toBe(
        'Sábado, 28/11 às 19:30 (horário de Manaus) · Rua das Flores, 100 · 1 confirmado · Lotado',
      );
    });

    it('gives the period while the host has not set the time, and no limit without one', () => {
      const meetup = publicMeetupFactory({ starts_at: null, capacity: null, seats_left: null });
      expect(pageTexts.meetup.description(meetup)).toBe(
        'Sábado, 28/11 · Noite, horário a combinar · Rua das Flores, 100 · 6 confirmados · Sem limite de vagas',
      );
    });
  });
});
