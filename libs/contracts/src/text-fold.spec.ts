import { describe, expect, it } from '@jest/globals';
import { accentFoldingTable, foldAccents, foldSearchText } from './text-fold.js';

describe(foldAccents.name, () => {
  it('drops accents and case so pt-BR names compare alike', () => {
    expect(foldAccents('  São Paulo ')).toBe('sao paulo');
    expect(foldAccents('INDICAÇÃO Ñandu Öhm')).toBe('indicacao nandu ohm');
  });

  it('keeps what is not an accent', () => {
    expect(foldAccents('bar-do-zé 42')).toBe('bar-do-ze 42');
  });
});

describe(foldSearchText.name, () => {
  it('folds like foldAccents and collapses inner whitespace', () => {
    expect(foldSearchText('  Pão  de\tAçúcar ')).toBe('pao de acucar');
  });
});

describe('accentFoldingTable', () => {
  it('maps each letter to what foldAccents makes of it, one for one', () => {
    const { from, to } = accentFoldingTable;
    expect([...from]).toHaveLength([...to].length);
    [...from].forEach((letter, i) => expect(foldAccents(letter)).toBe([...to][i]));
  });

  it('covers the pt-BR letters in both cases and never quotes', () => {
    for (const letter of 'áàâãéêíóôõúüçÁÀÂÃÉÊÍÓÔÕÚÜÇñÑ') expect(accentFoldingTable.from).toContain(letter);
    expect(accentFoldingTable.from + accentFoldingTable.to).not.toMatch(/['\\?]/);
  });
});
