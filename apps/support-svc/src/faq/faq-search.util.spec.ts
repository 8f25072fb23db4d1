import { describe, expect, it } from '@jest/globals';
import { matchesSearch } from './faq-search.util.js';

describe(matchesSearch.name, () => {
  it('ignores accents and case', () => {
    expect(matchesSearch('INDICACAO', 'Quando posso fazer uma indicação?')).toBe(true);
    expect(matchesSearch('fórum', 'Quando o forum abre?')).toBe(true);
  });

  it('needs every word, in any order and in any of the texts', () => {
    expect(matchesSearch('votar cidade', 'Posso votar?', 'Só na sua cidade.')).toBe(true);
    expect(matchesSearch('votar anfitrião', 'Posso votar?', 'Só na sua cidade.')).toBe(false);
  });
});
