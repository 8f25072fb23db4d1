import { describe, expect, it } from '@jest/globals';
import { containsPattern, fold, foldSql } from './fold.util.js';

describe('fold', () => {
  it('drops accents and case and collapses whitespace', () => {
    expect(fold('  BÔBO   São  Paulo ')).toBe('bobo sao paulo');
    expect(fold('Ação Çedilha')).toBe('acao cedilha');
  });

  it('escapes LIKE wildcards in a search pattern', () => {
    expect(containsPattern('50%_off')).toBe('%50\\%\\_off%');
  });

  it('maps the same letters in SQL as in JS', () => {
    const sql = foldSql('x');
    const [, accented, plain] = /'([^']+)', '([^']+)'/.exec(sql)!;
    expect(accented!.length).toBe(plain!.length);
    for (let i = 0; i < accented!.length; i += 1) expect(fold(accented![i]!)).toBe(plain![i]);
  });
});
