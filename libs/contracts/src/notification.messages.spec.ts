import { describe, expect, it } from '@jest/globals';
import {
  NOTIFICATION_BODY_MAX,
  localWhen,
  notificationTexts,
  reminderAnswerParams,
  reminderAnswerPath,
} from './notification.messages.js';
import { zoneName } from './time-zone-names.js';

describe("notificationTexts['integrity.review']", () => {
  const held = (clusters: { indication_name: string; held_votes: number }[]) => ({
    week: '2026-W48',
    city_id: '3550308',
    city: 'São Paulo',
    clusters,
  });

  it('names the city and week, then each venue with its held votes, linking the Integridade tab there', () => {
    expect(
      notificationTexts['integrity.review'](
        held([
          { indication_name: 'Bar X', held_votes: 8 },
          { indication_name: 'Bar Y', held_votes: 1 },
        ]),
      ),
    ).toEqual({
      title: 'Votos colocados em análise',
      body: '2 grupos em São Paulo (2026-W48): “Bar X” — 8 votos; “Bar Y” — 1 voto.',
      url: '/admin?aba=integridade&city_id=3550308&week=2026-W48',
    });
  });

  it('says one group in the singular', () => {
    expect(
      notificationTexts['integrity.review'](held([{ indication_name: 'Bar X', held_votes: 3 }])).body,
    ).toBe('1 grupo em São Paulo (2026-W48): “Bar X” — 3 votos.');
  });

  it('counts the venues that do not fit in a notification instead of cutting one in half', () => {
    const clusters = Array.from({ length: 30 }, (_, i) => ({
      indication_name: `Bar com um nome bem comprido número ${i + 1}`,
      held_votes: 5,
    }));

    const { body } = notificationTexts['integrity.review'](held(clusters));

    expect(body.length).toBeLessThanOrEqual(NOTIFICATION_BODY_MAX);
    expect(body).toMatch(
      /^30 grupos em São Paulo \(2026-W48\): “Bar com um nome bem comprido número 1” — 5 votos; /,
    );
    const shown = body.split('; ').length - 1;
    expect(body.endsWith(`; e mais ${30 - shown}.`)).toBe(true);
    expect(body).toContain(`número ${shown}” — 5 votos; e mais`);
  });
});

describe("notificationTexts['indication.rejected']", () => {
  const nominateAgain =
    'Você pode indicar outro local nesta semana enquanto as indicações estiverem abertas.';

  it('says the venue is out of this week’s vote and that another may be nominated, linking the Home', () => {
    expect(notificationTexts['indication.rejected']('Bar do Zé')).toEqual({
      title: 'Sua indicação não foi aprovada',
      body: `“Bar do Zé” não entrou na votação desta semana. ${nominateAgain}`,
      url: '/',
    });
  });

  it('quotes the admin’s reason as a sentence of its own', () => {
    expect(notificationTexts['indication.rejected']('Bar do Zé', 'Endereço fora da cidade').body).toBe(
      `“Bar do Zé” não entrou na votação desta semana. Motivo: Endereço fora da cidade. ${nominateAgain}`,
    );
    expect(notificationTexts['indication.rejected']('Bar do Zé', 'Fotos ilegíveis!').body).toContain(
      'Motivo: Fotos ilegíveis! Você pode',
    );
  });

  it('cuts the longest reason of the longest venue name so the body still fits', () => {
    const { body } = notificationTexts['indication.rejected']('B'.repeat(100), 'x'.repeat(300));

    expect(body.length).toBeLessThanOrEqual(NOTIFICATION_BODY_MAX);
    expect(body).toMatch(/Motivo: x+… Você pode indicar outro local/);
    expect(body.endsWith(nominateAgain)).toBe(true);
  });
});

describe("notificationTexts['host.selected'] and ['host.handed_over']", () => {
  it('address a host who chose Feminino as anfitriã', () => {
    expect(notificationTexts['host.selected']('Bar do Zé', 'F')).toEqual({
      title: 'Você é a anfitriã!',
      body: '“Bar do Zé” venceu. Confirme sua presença como anfitriã até sexta-feira, 23:59.',
      url: '/',
    });
    expect(notificationTexts['host.handed_over']('Bar do Zé', 'f1', 'F')).toMatchObject({
      title: 'Agora você é a anfitriã',
      body: 'Você passou a ser a anfitriã de “Bar do Zé”. Combine os detalhes no fórum.',
    });
  });

  it.each([['M'], ['O'], [null]] as const)('keep the texts in anfitrião for gender %s', (gender) => {
    expect(notificationTexts['host.selected']('Bar do Zé', gender)).toMatchObject({
      title: 'Você é o anfitrião!',
      body: '“Bar do Zé” venceu. Confirme sua presença como anfitrião até sexta-feira, 23:59.',
    });
    expect(notificationTexts['host.handed_over']('Bar do Zé', 'f1', gender)).toMatchObject({
      title: 'Agora você é o anfitrião',
      body: 'Você passou a ser o anfitrião de “Bar do Zé”. Combine os detalhes no fórum.',
    });
  });
});

describe('localWhen', () => {
  const now = new Date('2026-11-27T22:00:00Z'); // Friday 18:00 in Manaus, 19:00 in São Paulo

  it('says today, tomorrow or the weekday and date, in the meetup’s zone, naming it', () => {
    expect(localWhen(new Date('2026-11-27T23:30:00Z'), now, 'America/Manaus')).toBe(
      'hoje às 19:30 (horário de Manaus)',
    );
    expect(localWhen(new Date('2026-11-28T23:30:00Z'), now, 'America/Manaus')).toBe(
      'amanhã às 19:30 (horário de Manaus)',
    );
    expect(localWhen(new Date('2026-11-29T22:30:00Z'), now, 'America/Sao_Paulo')).toBe(
      'domingo, 29/11, às 19:30 (horário de Brasília)',
    );
  });

  it('counts days where the meetup is: 23:30 in Manaus is already tomorrow in São Paulo', () => {
    expect(localWhen(new Date('2026-11-28T03:30:00Z'), now, 'America/Manaus')).toBe(
      'hoje às 23:30 (horário de Manaus)',
    );
  });

  it('names a zone it has no name for by its city', () => {
    expect(zoneName('America/Campo_Grande')).toBe('Campo Grande');
    expect(zoneName('America/Noronha')).toBe('Fernando de Noronha');
  });
});

describe('reminderAnswerPath', () => {
  it('links the answer page with the token and the answer in pt-BR', () => {
    expect(reminderAnswerPath('f-1', 'a+b.c', 'going')).toBe('/forum/f-1/lembrete?t=a%2Bb.c&r=vou');
    expect(reminderAnswerPath('f-1', 'abc', 'not_going')).toBe('/forum/f-1/lembrete?t=abc&r=nao-vou');
    expect(reminderAnswerParams).toEqual({ vou: 'going', 'nao-vou': 'not_going' });
  });
});
