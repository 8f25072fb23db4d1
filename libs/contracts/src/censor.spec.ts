import { describe, expect, it } from '@jest/globals';
import { maskCensoredWords, normalizeCensoredWord } from './censor.js';

describe('normalizeCensoredWord', () => {
  it('lower-cases, strips accents and trims', () => {
    expect(normalizeCensoredWord('  BÔBO ')).toBe('bobo');
    expect(normalizeCensoredWord('Pão  de   Açúcar')).toBe('pao de acucar');
    expect(normalizeCensoredWord('bob*')).toBe('bob*');
  });
});

describe('maskCensoredWords', () => {
  it('masks whole words whatever their case or accents, keeping punctuation', () => {
    expect(maskCensoredWords('Que BÔBO! E bobo, e Bobo.', ['bobo'])).toBe('Que ****! E ****, e ****.');
  });

  it('does not mask a word that merely contains the entry', () => {
    expect(maskCensoredWords('que bobagem, bobos', ['bobo'])).toBe('que bobagem, bobos');
  });

  it('matches an accented entry against unaccented text and the reverse', () => {
    expect(maskCensoredWords('maçã e maca', ['maca'])).toBe('**** e ****');
    expect(maskCensoredWords('maçã e maca', ['MAÇÃ'])).toBe('**** e ****');
  });

  it('treats * inside an entry as any run of letters', () => {
    expect(maskCensoredWords('que bobagem, bob e bobo', ['bob*'])).toBe('que *******, *** e ****');
    expect(maskCensoredWords('desbobagem', ['bob*'])).toBe('desbobagem');
    expect(maskCensoredWords('chatão chato', ['ch*o'])).toBe('****** *****');
  });

  it('masks multi-word entries across any whitespace, keeping the spaces', () => {
    expect(maskCensoredWords('Seu   Bobo!', ['seu bobo'])).toBe('***   ****!');
  });

  it('keeps the text when the list is empty or holds no word', () => {
    expect(maskCensoredWords('bobo', [])).toBe('bobo');
    expect(maskCensoredWords('bobo', ['*', '  '])).toBe('bobo');
  });

  it('handles decomposed accents and regex characters in entries', () => {
    const decomposed = 'BO\u0302BO!';
    expect(maskCensoredWords(decomposed, ['bobo'])).toBe('****!');
    expect(maskCensoredWords('a+b a.b', ['a.b'])).toBe('a+b *.*');
  });

  it('masks several entries in one text', () => {
    expect(maskCensoredWords('Bobo e chato.', ['chato', 'bobo'])).toBe('**** e *****.');
  });
});
