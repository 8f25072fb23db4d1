import { describe, expect, it } from '@jest/globals';
import { accentFoldingTable } from '@encontro/contracts';
import {
  dropFoldedSearchIndexes,
  escapeLike,
  foldSql,
  foldedContains,
  foldedMatch,
  foldedPattern,
  foldedSearch,
  foldedSearchIndexes,
  foldedStartsWith,
} from './text-search.js';

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

  it('matches a term of three letters or more anywhere, and one of one or two letters at the start', () => {
    expect(foldedMatch(['t.content'], 'Açá').params).toEqual(['%aca%']);
    expect(foldedMatch(['t.content'], 'Ç').params).toEqual(['c%']);
    expect(foldedMatch(['t.content'], ' Zé ').params).toEqual(['ze%']);
  });

  it('compares the stored folded copies, and the related row of each row looked up by its key', () => {
    const { sql, params } = foldedSearch(
      {
        own: [{ name: 'posts_content', expression: 'content' }],
        related: [
          {
            column: 't.user_id',
            table: 's.people',
            key: 'user_id',
            texts: [
              { name: 'people_name', expression: 'name' },
              { name: 'people_email', expression: 'email' },
            ],
          },
        ],
      },
      'Conceição',
    );
    expect(sql).toBe(
      '((posts_content_folded like ?) or coalesce((select (rel.people_name_folded like ? or ' +
        'rel.people_email_folded like ?) from s.people rel where rel.user_id = t.user_id), false))',
    );
    expect(params).toEqual(['%conceicao%', '%conceicao%', '%conceicao%']);
    // One or two letters: the start of the text; wildcards as written.
    expect(foldedSearch({ own: [{ name: 'c', expression: 'content' }] }, 'É%').params).toEqual(['e\\%%']);
  });

  it('stores a folded copy of each searched text, indexed by trigrams and, when bounded, for prefixes', () => {
    expect(
      foldedSearchIndexes('posts', [
        { name: 'posts_content', expression: 'content' },
        { name: 'posts_notes', expression: 'notes', prefixIndex: false },
      ]),
    ).toEqual([
      `alter table posts add column posts_content_folded text generated always as (${foldSql('content')}) stored`,
      'create index posts_content_folded_trgm_idx on posts using gin (posts_content_folded public.gin_trgm_ops)',
      'create index posts_content_folded_prefix_idx on posts (posts_content_folded text_pattern_ops)',
      `alter table posts add column posts_notes_folded text generated always as (${foldSql('notes')}) stored`,
      'create index posts_notes_folded_trgm_idx on posts using gin (posts_notes_folded public.gin_trgm_ops)',
    ]);
    expect(dropFoldedSearchIndexes('posts', [{ name: 'posts_content' }])).toEqual([
      'alter table posts drop column if exists posts_content_folded',
    ]);
  });
});
