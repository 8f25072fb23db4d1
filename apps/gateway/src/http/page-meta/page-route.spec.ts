import { describe, expect, it } from '@jest/globals';
import { classifyPage } from './page-route.js';

const MEETUP_ID = '0b9f6a4e-8f7d-4b59-9a57-2f1f3c1e2d10';

describe(classifyPage.name, () => {
  it.each(['/sao-paulo', '/sao-paulo/', '/bom-jesus-pi', '/forum'])('reads %s as a city page', (path) => {
    expect(classifyPage(path)).toEqual({ kind: 'city', slug: path.replace(/\//g, '') });
  });

  it.each([
    ['/S%C3%A3o%20Paulo', '/sao-paulo'],
    ['/SAO-PAULO', '/sao-paulo'],
    ['/Bom%20Jesus%20-%20PI', '/bom-jesus-pi'],
  ])('sends the non-canonical city address %s to %s', (path, location) => {
    expect(classifyPage(path)).toEqual({ kind: 'city-redirect', location });
  });

  it.each(['/---', '/%E0%A4%A', '/%F0%9F%8E%89'])('finds no city in %s', (path) => {
    expect(classifyPage(path)).toEqual({ kind: 'not-found' });
  });

  it.each(['/duvidas', '/login', '/register', '/profile', '/admin', '/privacidade'])(
    'reads the app page %s as a page, never a city',
    (path) => {
      expect(classifyPage(path)).toEqual({ kind: 'page', path });
    },
  );

  it.each([
    ['/', '/'],
    [`/forum/${MEETUP_ID}`, `/forum/${MEETUP_ID}`],
    ['/support/faq/', '/support/faq'],
    ['/indication/new', '/indication/new'],
  ])('reads %s as the page %s', (path, page) => {
    expect(classifyPage(path)).toEqual({ kind: 'page', path: page });
  });

  it('reads a meetup page by its id, in lower case', () => {
    expect(classifyPage(`/encontro/${MEETUP_ID.toUpperCase()}`)).toEqual({
      kind: 'meetup',
      indicationId: MEETUP_ID,
    });
  });

  it.each(['/encontro/12', '/encontro/nao-existe', `/encontro/${MEETUP_ID}x`])(
    'finds no meetup at %s (no uuid)',
    (path) => {
      expect(classifyPage(path)).toEqual({ kind: 'not-found' });
    },
  );
});
