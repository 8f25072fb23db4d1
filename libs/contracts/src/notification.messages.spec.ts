import { describe, expect, it } from '@jest/globals';
import { NOTIFICATION_BODY_MAX, notificationTexts } from './notification.messages.js';

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
