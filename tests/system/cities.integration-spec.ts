import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Stack, startStack } from './support/stack.js';
import { apiClient } from './support/system-harness.js';

/** The guest city page's lookup: gateway → NATS → identity-svc's IBGE municipalities. */
describe('GET /api/cities/resolve/{slug}', () => {
  let stack: Stack<'identity'>;
  const api = apiClient(() => stack.base);

  beforeAll(async () => {
    stack = await startStack('cities', { services: ['identity'] });
  }, 60_000);

  afterAll(() => stack?.stop());

  it.each(['sao-paulo', encodeURIComponent('São Paulo'), 'SAO%20PAULO'])(
    'finds São Paulo from /%s, to a guest',
    async (slug) => {
      const answer = await api(`/api/cities/resolve/${slug}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        matches: [{ city: 'São Paulo', city_id: '3550308', state: 'São Paulo', uf: 'SP', slug: 'sao-paulo' }],
      });
    },
  );

  it('answers one match per state for a shared name, and one for its state-suffixed address', async () => {
    const shared = await api('/api/cities/resolve/santa-luzia');
    expect((shared.body.matches as { slug: string }[]).map((m) => m.slug)).toEqual([
      'santa-luzia-ba',
      'santa-luzia-ma',
      'santa-luzia-mg',
      'santa-luzia-pb',
    ]);
    const one = await api('/api/cities/resolve/santa-luzia-mg');
    expect(one.body).toEqual({
      matches: [
        { city: 'Santa Luzia', city_id: '3157807', state: 'Minas Gerais', uf: 'MG', slug: 'santa-luzia-mg' },
      ],
    });
  });

  it('answers no match for a city that does not exist', async () => {
    const answer = await api('/api/cities/resolve/cidade-que-nao-existe');
    expect(answer).toMatchObject({ status: 200, body: { matches: [] } });
  });

  it('refuses an address too long to be a city', async () => {
    const answer = await api(`/api/cities/resolve/${'a'.repeat(121)}`);
    // Fastify's own limit on a path parameter (100) answers before the contract's (120).
    expect([414, 422]).toContain(answer.status);
  });
});
