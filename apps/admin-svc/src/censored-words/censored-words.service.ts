import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type CensoredWordList,
  type CensoredWordsChanged,
  moderationActions,
  moderationMessages,
  normalizeCensoredWord,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { randomUUID } from 'node:crypto';
import type { NewAuditEntry } from '../audit/audit.repository.js';
import { AuditService } from '../audit/audit.service.js';
import type { CensoredWord } from './censored-word.entity.js';
import { wordAlreadyListed, wordNotFound } from './censored-words.errors.js';
import { CensoredWordsRepository } from './censored-words.repository.js';

const toDto = (w: Pick<CensoredWord, 'id' | 'word'>) => ({ word_id: w.id, word: w.word });

/**
 * The censored words. Every change sends the whole list (moderation.censored_words_changed) in the
 * change's own transaction, so the services that mask words converge on it.
 */
@Injectable()
export class CensoredWordsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly words: CensoredWordsRepository,
    private readonly outbox: Outbox,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<CensoredWordList> {
    return { words: (await this.words.list(this.orm.em.fork())).map(toDto) };
  }

  /** Adds the words not listed yet (compared without case or accents); 409 when none is new. */
  async add(actorId: string, words: readonly string[]): Promise<CensoredWordsChanged> {
    const unique = new Map<string, string>();
    for (const word of words) {
      const normalized = normalizeCensoredWord(word);
      if (!unique.has(normalized)) unique.set(normalized, word.trim());
    }
    return this.orm.em.fork().transactional(async (em) => {
      await this.words.lock(em);
      const now = this.clock.now();
      const added = await this.words.addMissing(
        em,
        [...unique].map(([normalized, word]) => ({ word, normalized })),
        actorId,
        now,
      );
      if (added.length === 0) throw wordAlreadyListed();
      const list = await this.changed(em, actorId, now, {
        action: moderationActions.wordAdd,
        targetId: added.map((w) => w.id).join(','),
        before: null,
        after: { words: added.map(toDto) },
      });
      return {
        message: added.length === 1 ? moderationMessages.wordAdded : moderationMessages.wordsAdded,
        words: list.map(toDto),
        added: added.map(toDto),
      };
    });
  }

  async remove(actorId: string, wordId: string): Promise<CensoredWordsChanged> {
    const id = /^\d{1,9}$/.test(wordId) ? Number(wordId) : null;
    if (id === null) throw wordNotFound();
    return this.orm.em.fork().transactional(async (em) => {
      await this.words.lock(em);
      const removed = await this.words.remove(em, id);
      if (!removed) throw wordNotFound();
      const list = await this.changed(em, actorId, this.clock.now(), {
        action: moderationActions.wordRemove,
        targetId: String(removed.id),
        before: toDto(removed),
        after: null,
      });
      return { message: moderationMessages.wordRemoved, words: list.map(toDto) };
    });
  }

  /**
   * The end of every change, in its transaction: the list as it now is, announced, and the admin's
   * action on it in the audit log.
   */
  private async changed(
    em: EntityManager,
    actorId: string,
    at: Date,
    change: Pick<NewAuditEntry, 'action' | 'targetId' | 'before' | 'after'>,
  ): Promise<CensoredWord[]> {
    const list = await this.words.list(em);
    this.outbox.add(em, 'moderation.censored_words_changed', {
      words: list.map((w) => w.word),
      at: this.clock.now().toISOString(),
    });
    await this.audit.record(em, { id: randomUUID(), actorId, targetType: 'censored_word', at, ...change });
    return list;
  }
}
