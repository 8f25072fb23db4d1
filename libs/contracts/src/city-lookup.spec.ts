import { describe, expect, it } from '@jest/globals';
import { citySlug } from './city-lookup.js';

describe('citySlug', () => {
  it.each([
    ['São Paulo', 'sao-paulo'],
    ['SAO PAULO', 'sao-paulo'],
    ['sao-paulo', 'sao-paulo'],
    ['  Santa Bárbara d’Oeste ', 'santa-barbara-d-oeste'],
    ['Embu-Guaçu', 'embu-guacu'],
  ])('folds %s to %s', (name, slug) => {
    expect(citySlug(name)).toBe(slug);
  });

  it('leaves nothing of a name without letters or digits', () => {
    expect(citySlug(' -- ')).toBe('');
  });
});
