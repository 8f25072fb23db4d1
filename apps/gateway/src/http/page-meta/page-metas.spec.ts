import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { CityMatch, ErrorReason } from '@encontro/contracts';
import { ServiceCallError } from '@encontro/server-messaging';
import { cityShareFactory, publicMeetupFactory } from '../../../test/support/share-views.factories.js';
import { type PageMetaSources, PageMetas } from './page-metas.js';

const PUBLIC_URL = 'https://encontro.app/';
const MEETUP_ID = '0b9f6a4e-8f7d-4b59-9a57-2f1f3c1e2d10';
const SAO_PAULO: CityMatch = {
  city: 'São Paulo',
  city_id: '3550308',
  state: 'São Paulo',
  uf: 'SP',
  slug: 'sao-paulo',
};
const refusal = (reason: ErrorReason) => new ServiceCallError({ reason, message: 'recusado' });

describe(PageMetas.name, () => {
  let sources: {
    resolveCity: jest.Mock<PageMetaSources['resolveCity']>;
    city: jest.Mock<PageMetaSources['shares']['city']>;
    meetup: jest.Mock<PageMetaSources['shares']['meetup']>;
    warn: jest.Mock<(message: string) => void>;
  };
  let pages: PageMetas;

  beforeEach(() => {
    sources = {
      resolveCity: jest.fn<PageMetaSources['resolveCity']>().mockResolvedValue([SAO_PAULO]),
      city: jest
        .fn<PageMetaSources['shares']['city']>()
        .mockResolvedValue({ state: cityShareFactory(), v: 'v1' }),
      meetup: jest
        .fn<PageMetaSources['shares']['meetup']>()
        .mockResolvedValue({ state: publicMeetupFactory(), v: 'm1' }),
      warn: jest.fn(),
    };
    pages = new PageMetas({
      publicUrl: PUBLIC_URL,
      resolveCity: sources.resolveCity,
      shares: { city: sources.city, meetup: sources.meetup },
      warn: sources.warn,
    });
  });

  it('describes a city by its live week, with its card versioned by the state it shows', async () => {
    expect(await pages.describe('/sao-paulo')).toEqual({
      status: 200,
      meta: {
        title: 'Encontro em São Paulo (SP)',
        description: expect.stringContaining('Vote até quinta: Bar do Zé lidera com 7 votos'),
        url: 'https://encontro.app/sao-paulo',
        image: {
          url: 'https://encontro.app/api/share/city/3550308.jpg?v=v1',
          alt: 'Os locais mais votados da semana do Encontro em São Paulo (SP)',
        },
      },
    });
    expect(sources.resolveCity).toHaveBeenCalledWith('sao-paulo');
    expect(sources.city).toHaveBeenCalledWith('3550308');
  });

  it('describes a meetup by its day, seats and card', async () => {
    expect(await pages.describe(`/encontro/${MEETUP_ID}`)).toEqual({
      status: 200,
      meta: {
        title: 'Café da Praça · Encontro em São Paulo',
        description: 'Sábado, 28/11 às 19:30 · Rua das Flores, 100 · 6 confirmados · 4 vagas',
        url: `https://encontro.app/encontro/${MEETUP_ID}`,
        image: {
          url: `https://encontro.app/api/share/meetup/${MEETUP_ID}.jpg?v=m1`,
          alt: expect.any(String),
        },
      },
    });
  });

  it('answers a city no municipality has with 404 and the not-found tags', async () => {
    sources.resolveCity.mockResolvedValue([]);
    expect(await pages.describe('/cidade-que-nao-existe')).toEqual({
      status: 404,
      meta: {
        title: 'Página não encontrada · Encontro',
        description: expect.any(String),
        url: null,
        noindex: true,
        image: { url: 'https://encontro.app/api/share/site.jpg', alt: expect.any(String) },
      },
    });
    expect(sources.city).not.toHaveBeenCalled();
  });

  it.each<ErrorReason>(['NOT_A_WINNER', 'INDICATION_NOT_FOUND'])(
    'answers a meetup the service refuses with %s with 404',
    async (reason) => {
      sources.meetup.mockRejectedValue(refusal(reason));
      expect(await pages.describe(`/encontro/${MEETUP_ID}`)).toMatchObject({ status: 404 });
    },
  );

  it.each(['/encontro/12', '/---'])('answers %s with 404 without asking anyone', async (path) => {
    expect(await pages.describe(path)).toMatchObject({ status: 404, meta: { noindex: true } });
    expect(sources.resolveCity).not.toHaveBeenCalled();
    expect(sources.meetup).not.toHaveBeenCalled();
  });

  it('answers a slug the service finds invalid (too long) with 404', async () => {
    sources.resolveCity.mockRejectedValue(refusal('VALIDATION_FAILED'));
    expect(await pages.describe(`/${'a'.repeat(200)}`)).toMatchObject({ status: 404 });
  });

  it('sends a non-canonical city address to its slug without asking anyone', async () => {
    expect(await pages.describe('/S%C3%A3o%20Paulo')).toEqual({ status: 301, location: '/sao-paulo' });
    expect(sources.resolveCity).not.toHaveBeenCalled();
  });

  it('describes a name several states share as the page that asks which one, with the site’s card', async () => {
    sources.resolveCity.mockResolvedValue([
      { ...SAO_PAULO, city: 'Bom Jesus', city_id: '2201903', uf: 'PI', slug: 'bom-jesus-pi' },
      { ...SAO_PAULO, city: 'Bom Jesus', city_id: '4302709', uf: 'RS', slug: 'bom-jesus-rs' },
    ]);
    expect(await pages.describe('/bom-jesus')).toEqual({
      status: 200,
      meta: {
        title: 'Qual Bom Jesus? · Encontro',
        description: expect.stringContaining('mais de um estado'),
        url: 'https://encontro.app/bom-jesus',
        image: { url: 'https://encontro.app/api/share/site.jpg', alt: expect.any(String) },
      },
    });
    expect(sources.city).not.toHaveBeenCalled();
  });

  it.each([
    ['/', 'Encontro', 'https://encontro.app/'],
    ['/duvidas', 'Dúvidas Frequentes · Encontro', 'https://encontro.app/duvidas'],
    ['/login', 'Entrar · Encontro', 'https://encontro.app/login'],
    [`/forum/${MEETUP_ID}`, 'Encontro', `https://encontro.app/forum/${MEETUP_ID}`],
  ])('describes the page %s as the site, titled %s', async (path, title, url) => {
    expect(await pages.describe(path)).toEqual({
      status: 200,
      meta: {
        title,
        url,
        image: { url: 'https://encontro.app/api/share/site.jpg', alt: expect.any(String) },
      },
    });
  });

  it('goes out with the site’s tags when the services take longer than its budget', async () => {
    const slow = new PageMetas({
      publicUrl: PUBLIC_URL,
      resolveCity: () => new Promise(() => undefined),
      shares: { city: sources.city, meetup: sources.meetup },
      warn: sources.warn,
      budgetMs: 20,
    });
    expect(await slow.describe('/sao-paulo')).toMatchObject({ status: 200, meta: { title: 'Encontro' } });
    expect(sources.warn).toHaveBeenCalledWith(expect.stringContaining('no answer within 20 ms'));
  });

  it.each([
    ['a city', '/sao-paulo', () => sources.city.mockRejectedValue(refusal('SERVICE_UNAVAILABLE'))],
    ['a city name', '/sao-paulo', () => sources.resolveCity.mockRejectedValue(new Error('NATS down'))],
    [
      'a meetup',
      `/encontro/${MEETUP_ID}`,
      () => sources.meetup.mockRejectedValue(refusal('SERVICE_UNAVAILABLE')),
    ],
  ])(
    'still answers %s with 200 and the site’s tags when a service fails, and warns',
    async (_, path, fail) => {
      fail();
      expect(await pages.describe(path)).toEqual({
        status: 200,
        meta: {
          title: 'Encontro',
          url: `https://encontro.app${path}`,
          image: { url: 'https://encontro.app/api/share/site.jpg', alt: expect.any(String) },
        },
      });
      expect(sources.warn).toHaveBeenCalledWith(expect.stringContaining(path));
    },
  );
});
