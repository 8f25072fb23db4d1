import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitFor } from '@encontro/testing';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Stack, startSeededWeek } from './support/stack.js';
import { type SeededUser, apiClient } from './support/system-harness.js';
import { winnersKit } from './support/winners.js';

const PUBLIC_URL = 'https://encontro.example.com.br';
const WHATSAPP = 'WhatsApp/2.23.20.0 A';
const SAO_PAULO_ID = '3550308';
const PEOPLE = ['admin', 'ana', 'bruno', 'carla', 'diego'] as const;

/** The build's index.html as the gateway reads it: a title, a description and the app's script. */
const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Encontro: indique locais, vote e encontre pessoas da sua cidade toda semana."
    />
    <title>Encontro</title>
    <script type="module" crossorigin src="/assets/index-1a2b3c.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

type Crawled = { status: number; headers: Headers; html: string };

/** What a link preview's crawler reads: one GET, no JavaScript, no cookie, no redirect followed. */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const versionOf = (html: string) => new URL(metaOf(html, 'og:image') ?? '', PUBLIC_URL).searchParams.get('v');

/**
 * Issue 31 item 1: `/{city}` and `/encontro/{id}` describe themselves to a client that runs no
 * JavaScript (WhatsApp's crawler), with absolute URLs on PUBLIC_URL; the city's og:image follows its
 * state (`?v=` and the image's ETag change with a vote); unknown pages keep their 404; no person's
 * name reaches any of it.
 */
describe('link previews of the public pages', () => {
  let stack: Stack<'identity' | 'indication'>;
  let users: Record<string, SeededUser> = {};
  let kit: ReturnType<typeof winnersKit>;
  let dist = '';
  const venues: Record<string, string> = {};
  /** Every page a crawler read, for the privacy check at the end. */
  const pagesRead: string[] = [];

  const api = apiClient(() => stack.base);
  const crawl = async (path: string, headers: Record<string, string> = {}): Promise<Crawled> => {
    const response = await fetch(`${stack.base}${path}`, {
      headers: { 'user-agent': WHATSAPP, ...headers },
      redirect: 'manual',
    });
    const html = await response.text();
    pagesRead.push(html);
    return { status: response.status, headers: response.headers, html };
  };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'link-previews-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    ({ stack, users } = await startSeededWeek('sys_link_previews', PEOPLE, {
      services: ['identity', 'indication'],
      gateway: { extraEnv: { WEB_DIST_DIR: dist, PUBLIC_URL } },
    }));
    kit = winnersKit({ api, stack, users: () => users });
    venues.cafe = await kit.nominate('ana', 'Café da Praça');
    venues.bar = await kit.nominate('bruno', 'Bar do Zé');
    venues.pizzaria = await kit.nominate('carla', 'Pizzaria Roma');
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('describes /sao-paulo to WhatsApp with every tag, absolute on PUBLIC_URL', async () => {
    const page = await crawl('/sao-paulo');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(titleOf(page.html)).toBe('Encontro em São Paulo (SP)');
    expect(metaOf(page.html, 'og:title')).toBe('Encontro em São Paulo (SP)');
    expect(metaOf(page.html, 'og:description')).toContain('Vote até quinta');
    expect(metaOf(page.html, 'description')).toBe(metaOf(page.html, 'og:description'));
    expect(metaOf(page.html, 'og:url')).toBe(`${PUBLIC_URL}/sao-paulo`);
    expect(canonicalOf(page.html)).toBe(`${PUBLIC_URL}/sao-paulo`);
    expect(metaOf(page.html, 'og:image')).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/share/city/${SAO_PAULO_ID}\\.jpg\\?v=[\\w-]+$`),
    );
    expect(page.html).toContain('<meta property="og:image:width" content="1200" />');
    expect(page.html).toContain('<meta property="og:image:height" content="630" />');
    expect(page.html).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(metaOf(page.html, 'og:image:alt')).toBeTruthy();
    expect(metaOf(page.html, 'og:type')).toBe('website');
    expect(metaOf(page.html, 'og:locale')).toBe('pt_BR');
    expect(metaOf(page.html, 'og:site_name')).toBe('Encontro');
    expect(metaOf(page.html, 'twitter:card')).toBe('summary_large_image');
    // The SPA itself is the build's: the same script, the same root.
    expect(page.html).toContain('<script type="module" crossorigin src="/assets/index-1a2b3c.js"></script>');
    expect(page.html).toContain('<div id="root"></div>');
  });

  it('never builds its URLs from the request’s Host', async () => {
    const page = await crawl('/sao-paulo', { 'x-forwarded-host': 'evil.example', host: 'evil.example' });
    expect(page.html).not.toContain('evil.example');
    expect(metaOf(page.html, 'og:url')).toBe(`${PUBLIC_URL}/sao-paulo`);
  });

  it('refreshes the preview when a vote changes the top three: a new v= and a new image ETag', async () => {
    const before = await crawl('/sao-paulo');
    const v = versionOf(before.html);
    expect(v).toBeTruthy();
    const image = await fetch(`${stack.base}/api/share/city/${SAO_PAULO_ID}.jpg?v=${v}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const etag = image.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const unchanged = await fetch(`${stack.base}/api/share/city/${SAO_PAULO_ID}.jpg?v=${v}`, {
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.status).toBe(304);
    expect(versionOf((await crawl('/sao-paulo')).html)).toBe(v);

    await kit.vote('diego', venues.bar!);

    let after: Crawled | undefined;
    await waitFor(async () => {
      after = await crawl('/sao-paulo');
      return versionOf(after.html) !== v;
    }, 10_000);
    expect(metaOf(after!.html, 'og:description')).toContain('Vote até quinta: Bar do Zé lidera com 1 voto');
    const changed = await fetch(
      `${stack.base}/api/share/city/${SAO_PAULO_ID}.jpg?v=${versionOf(after!.html)}`,
      {
        headers: { 'if-none-match': etag },
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('answers an unknown city with 404 and the not-found tags', async () => {
    const page = await crawl('/cidade-que-nao-existe');
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(titleOf(page.html)).toBe('Página não encontrada · Encontro');
    expect(metaOf(page.html, 'robots')).toBe('noindex');
    expect(page.html).toContain('<div id="root"></div>');
  });

  it('sends a non-canonical city address to its slug with 301', async () => {
    const page = await crawl('/S%C3%A3o%20Paulo');
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/sao-paulo');
  });

  it('gives the static pages the site’s card and their own title', async () => {
    const page = await crawl('/duvidas');
    expect(page.status).toBe(200);
    expect(titleOf(page.html)).toBe('Dúvidas Frequentes · Encontro');
    expect(metaOf(page.html, 'og:image')).toBe(`${PUBLIC_URL}/api/share/site.jpg`);
    expect(metaOf(page.html, 'og:url')).toBe(`${PUBLIC_URL}/duvidas`);
  });

  describe('once the winners are out', () => {
    beforeAll(async () => {
      await kit.closeWeek('diego', 1);
    }, 60_000);

    it('describes the winner’s /encontro/{id}: venue, day, address, confirmed and seats', async () => {
      const page = await crawl(`/encontro/${venues.bar}`);
      expect(page.status).toBe(200);
      expect(titleOf(page.html)).toBe('Bar do Zé · Encontro em São Paulo');
      expect(metaOf(page.html, 'og:title')).toBe('Bar do Zé · Encontro em São Paulo');
      expect(metaOf(page.html, 'og:description')).toMatch(
        /^Sábado, 28\/11 · Noite, horário a combinar · Rua Augusta/,
      );
      expect(metaOf(page.html, 'og:description')).toMatch(/confirmado/);
      expect(metaOf(page.html, 'og:url')).toBe(`${PUBLIC_URL}/encontro/${venues.bar}`);
      expect(canonicalOf(page.html)).toBe(`${PUBLIC_URL}/encontro/${venues.bar}`);
      expect(metaOf(page.html, 'og:image')).toMatch(
        new RegExp(`^${PUBLIC_URL}/api/share/meetup/${venues.bar}\\.jpg\\?v=[\\w-]+$`),
      );
      expect(metaOf(page.html, 'twitter:card')).toBe('summary_large_image');
    });

    it('names the winners on /sao-paulo', async () => {
      const page = await crawl('/sao-paulo');
      expect(metaOf(page.html, 'og:description')).toContain('Vencedor da semana: Bar do Zé');
    });

    it.each([
      ['a venue that did not win', () => `/encontro/${venues.cafe}`],
      ['no indication at all', () => '/encontro/0b9f6a4e-8f7d-4b59-9a57-2f1f3c1e2d10'],
      ['no uuid', () => '/encontro/12'],
    ])('answers /encontro/{id} of %s with 404 and the not-found tags', async (_, path) => {
      const page = await crawl(path());
      expect(page.status).toBe(404);
      expect(titleOf(page.html)).toBe('Página não encontrada · Encontro');
    });
  });

  it('shows no person’s name in any page it answered, hosts included', () => {
    expect(pagesRead.length).toBeGreaterThan(10);
    // The meetup pages were read too (this runs after the winners' cases).
    expect(pagesRead.some((html) => html.includes('<title>Bar do Zé · Encontro em São Paulo</title>'))).toBe(
      true,
    );
    // The hosts and voters (the administrator's surname is the site's own name).
    const names = ['ana', 'bruno', 'carla', 'diego']
      .map((who) => users[who]!)
      .flatMap((u) => [u.name, u.surname, `${u.name} ${u.surname}`]);
    for (const html of pagesRead)
      for (const name of names) expect(html).not.toMatch(new RegExp(`\\b${name}\\b`));
  });
});
