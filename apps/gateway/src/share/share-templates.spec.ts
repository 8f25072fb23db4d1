import { describe, expect, it } from '@jest/globals';
import type { CityShare, PublicMeetup } from '@encontro/contracts';
import { fitLine, textWidth } from './share-fonts.js';
import {
  cityCardSvg,
  escapeXml,
  meetupCardSvg,
  seatsLabel,
  siteCardSvg,
  timeLabel,
} from './share-templates.js';

const city = (overrides: Partial<CityShare> = {}): CityShare => ({
  city_id: '3550308',
  city: 'São Paulo',
  state: 'SP',
  week: '2026-W48',
  phase: 'voting',
  venues: [],
  total_votes: 0,
  ...overrides,
});

const meetup = (overrides: Partial<PublicMeetup> = {}): PublicMeetup => ({
  indication_id: '6f1c7b1e-8d7a-4b7c-9d5e-1a2b3c4d5e6f',
  winner_position: 1,
  city_id: '3550308',
  city: 'São Paulo',
  state: 'SP',
  week: '2026-W48',
  event_date: '2026-11-28',
  photo: null,
  confirmed_participants: 4,
  started: false,
  name: 'Café da Praça',
  address: 'Rua Augusta, 100',
  reference: null,
  event_day: 'Sábado',
  event_time: 'Noite - Horário a combinar',
  capacity: 10,
  starts_at: '19:30',
  time_zone: 'America/Sao_Paulo',
  seats_left: 6,
  waitlist_count: 0,
  ...overrides,
});

/** The text a card shows, line by line, as written in the SVG. */
const linesOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]!);

describe('share card templates', () => {
  it('escapes what a venue name carries, and drops what XML cannot hold', () => {
    expect(escapeXml(`<Bar & "Zé's">\u0007`)).toBe('&lt;Bar &amp; &quot;Zé&apos;s&quot;&gt;');
    const svg = meetupCardSvg(meetup({ name: 'Bar <script> & Cia' }), false);
    expect(svg).toContain('Bar &lt;script&gt; &amp; Cia');
    expect(svg).not.toContain('<script>');
  });

  it('cuts a long venue name with an ellipsis so it never passes its width', () => {
    const style = { size: 38, weight: 600 } as const;
    const long = 'Boteco do Largo de São Bento com um nome comprido demais para uma linha';
    const cut = fitLine(long, style, 500);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut, style)).toBeLessThanOrEqual(500);
    expect(fitLine('Café', style, 500)).toBe('Café');
    const svg = cityCardSvg(city({ venues: [{ name: long, vote_count: 3, event_date: null }] }));
    expect(linesOf(svg).some((line) => line.endsWith('…') && long.startsWith(line.slice(0, -1)))).toBe(true);
  });

  it('shows the top three so far with their votes while voting, and "Vote até quinta"', () => {
    const lines = linesOf(
      cityCardSvg(
        city({
          venues: [
            { name: 'Café da Praça', vote_count: 12, event_date: null },
            { name: 'Boteco', vote_count: 1, event_date: null },
            { name: 'Padaria', vote_count: 0, event_date: null },
          ],
        }),
      ),
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'Encontro em São Paulo (SP)',
        'Café da Praça',
        '12 votos',
        '1 voto',
        '0 votos',
        'Vote até quinta',
      ]),
    );
  });

  it('invites a nomination while nothing is in the vote yet', () => {
    expect(linesOf(cityCardSvg(city()))).toContain('Indique um local até quinta');
  });

  it('shows the winners with their days from Friday', () => {
    const lines = linesOf(
      cityCardSvg(
        city({
          phase: 'winners',
          venues: [
            { name: 'Café da Praça', vote_count: 5, event_date: '2026-12-05' },
            { name: 'Boteco', vote_count: 3, event_date: '2026-12-06' },
          ],
        }),
      ),
    );
    expect(lines).toEqual(
      expect.arrayContaining(['Vencedores da semana', 'São Paulo (SP)', 'Sábado, 05/12', 'Domingo, 06/12']),
    );
    expect(lines).not.toContain('5 votos');
  });

  it('says a week without winners is over and calls to the next one', () => {
    const lines = linesOf(cityCardSvg(city({ phase: 'closed' })));
    expect(lines).toContain('Sem vencedores nesta semana.');
    expect(lines.join(' ')).toContain('nova semana');
  });

  it('counts the seats left: "N vagas", "1 vaga", "Lotado", nothing without a limit', () => {
    expect(seatsLabel(6)).toBe('6 vagas');
    expect(seatsLabel(1)).toBe('1 vaga');
    expect(seatsLabel(0)).toBe('Lotado');
    expect(seatsLabel(null)).toBeNull();
    expect(linesOf(meetupCardSvg(meetup({ seats_left: 0 }), false))).toContain('Lotado');
    const unlimited = linesOf(meetupCardSvg(meetup({ capacity: null, seats_left: null }), false));
    expect(unlimited.some((line) => /vaga|Lotado/.test(line))).toBe(false);
    expect(unlimited).toContain('4 confirmados');
    expect(linesOf(meetupCardSvg(meetup({ confirmed_participants: 1 }), false))).toContain('1 confirmado');
  });

  it('tells the day and time in the city’s zone, naming the zone outside Brasília’s', () => {
    expect(linesOf(meetupCardSvg(meetup(), false))).toEqual(
      expect.arrayContaining(['Sábado, 28/11', 'às 19:30']),
    );
    expect(timeLabel(meetup({ time_zone: 'America/Manaus', starts_at: '20:00' }))).toBe(
      'às 20:00 (horário de Manaus)',
    );
    expect(timeLabel(meetup({ starts_at: null }))).toBe('Noite, horário a combinar');
  });

  it('leaves the photo’s box to the renderer when there is a photo, and draws the brand placeholder otherwise', () => {
    expect(linesOf(meetupCardSvg(meetup(), false))).toContain('Encontro');
    expect(linesOf(meetupCardSvg(meetup(), true))).not.toContain('Encontro');
    expect(meetupCardSvg(meetup(), true)).not.toContain('<image');
  });

  it('takes no person as input: every field of the public meetup shown is a venue, a count, a date or the city', () => {
    const svg = meetupCardSvg(meetup(), false);
    expect(linesOf(svg)).toEqual([
      'Encontro',
      'Encontro da semana',
      'Café da Praça',
      'São Paulo (SP)',
      'Sábado, 28/11',
      'às 19:30',
      '6 vagas',
      '4 confirmados',
    ]);
    // Not an input of any template: a meetup answer carrying a stray host field draws the same card.
    expect(meetupCardSvg({ ...meetup(), host_name: 'Ana Souza' } as PublicMeetup, false)).toBe(svg);
  });

  it('draws the generic site card', () => {
    expect(linesOf(siteCardSvg())).toEqual(
      expect.arrayContaining(['Encontro', 'Indique, vote e encontre pessoas da sua cidade']),
    );
  });
});
