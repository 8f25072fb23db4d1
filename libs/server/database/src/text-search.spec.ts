import { describe, expect, it } from '@jest/globals';
import { accentFoldingTable } from '@encontro/contracts';
import { escapeLike, foldSql, foldedContains, foldedPattern, foldedStartsWith } from './text-search.js';

describe('text search', () => {
  it('escapes LIKE wildcards and the escape itself', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('folds the term as the contracts fold and escapes it', () => {
    expect(foldedPattern('  Niterói  50%')).toBe('%niteroi 50\\%%');
  });

  it('folds a column with the contracts table', () => {
    expect(foldSql('t.city')).toBe(
      `lower(translate(t.city, '${accentFoldingTable.from}', '${accentFoldingTable.to}'))`,
    );
  });

  it('looks for the term in any of the expressions', () => {
    const { sql, params } = foldedContains(['i.name', 'i.city'], 'Florianópolis');
    expect(sql).toBe(`(${foldSql('i.name')} like ? or ${foldSql('i.city')} like ?)`);
    expect(params).toEqual(['%florianopolis%', '%florianopolis%']);
  });

  it('looks for a folded prefix in any of the expressions, its wildcards taken as written', () => {
    const { sql, params } = foldedStartsWith(['u.name', 'u.email'], 'Jô_');
    expect(sql).toBe(`(${foldSql('u.name')} like ? or ${foldSql('u.email')} like ?)`);
    expect(params).toEqual(['jo\\_%', 'jo\\_%']);
  });
});
