import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Tables } from '../tables.js';
import { CensoredWord } from './censored-word.entity.js';

export type WordRow = { id: number; word: string };

/** Censored words. Every method works in the caller's unit of work. */
@Injectable()
export class CensoredWordsRepository {
  constructor(private readonly tables: Tables) {}

  /** The whole list, in alphabetical order of the normalized word. */
  list(em: EntityManager): Promise<CensoredWord[]> {
    return em.find(CensoredWord, {}, { orderBy: { normalized: 'asc', id: 'asc' } });
  }

  /** Inserts the words not listed yet (by normalized form); returns the new ones. */
  async addMissing(
    em: EntityManager,
    words: readonly { word: string; normalized: string }[],
    by: string,
    at: Date,
  ): Promise<WordRow[]> {
    if (words.length === 0) return [];
    const rows = await em.execute<WordRow[]>(
      `insert into ${this.tables.censoredWords} (word, normalized, created_by, created_at)
       select w.word, w.normalized, ?::uuid, ? from jsonb_to_recordset(?::jsonb) as w(word text, normalized text)
       on conflict (normalized) do nothing returning id, word`,
      [by, at, JSON.stringify(words)],
    );
    return rows.map((r) => ({ id: Number(r.id), word: r.word }));
  }

  /** Deletes a word; returns it, or null when it was not listed. */
  async remove(em: EntityManager, id: number): Promise<WordRow | null> {
    const [row] = await em.execute<WordRow[]>(
      `delete from ${this.tables.censoredWords} where id = ? returning id, word`,
      [id],
    );
    return row ? { id: Number(row.id), word: row.word } : null;
  }

  /** Serialises changes of the list, so each change's event carries the list as it committed. */
  async lock(em: EntityManager): Promise<void> {
    await em.execute(`lock table ${this.tables.censoredWords} in share row exclusive mode`);
  }
}
