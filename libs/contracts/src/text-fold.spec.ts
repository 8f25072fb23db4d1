import { describe, expect, it } from '@jest/globals';
import { foldAccents } from './text-fold.js';

describe(foldAccents.name, () => {
  it('drops accents and case so pt-BR names compare alike', () => {
    expect(foldAccents('  São Paulo ')).toBe('sao paulo');
    expect(foldAccents('INDICAÇÃO Ñandu Öhm')).toBe('indicacao nandu ohm');
  });

  it('keeps what is not an accent', () => {
    expect(foldAccents('bar-do-zé 42')).toBe('bar-do-ze 42');
  });
});
