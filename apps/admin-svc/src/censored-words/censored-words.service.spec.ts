import { beforeEach, describe, expect, it } from '@jest/globals';
import { moderationActions, moderationMessages as m } from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import {
  clockAt,
  expectNotCalled,
  expectRefusal,
  ormForking,
  serviceUnderTest,
} from '@encontro/testing/unit';
import { censoredWordFactory, personFactory } from '../../test/support/factories.js';
import { AuditService } from '../audit/audit.service.js';
import { CensoredWordsRepository } from './censored-words.repository.js';
import { CensoredWordsService } from './censored-words.service.js';

const NOW = new Date('2026-11-28T18:00:00Z');
const wordNotFound = { reason: 'WORD_NOT_FOUND', message: m.wordNotFound };

describe(CensoredWordsService.name, () => {
  // The ORM stand-in: the fork is the test's unit of work, and its transaction runs the work on it.
  const t = serviceUnderTest(CensoredWordsService, ({ em }) => ({
    orm: ormForking(em),
    words: CensoredWordsRepository,
    outbox: Outbox,
    audit: AuditService,
    clock: clockAt(NOW),
  }));
  const admin = personFactory({ isAdmin: true });
  const bobo = censoredWordFactory({ id: 1, word: 'bobo', normalized: 'bobo' });
  const chato = censoredWordFactory({ id: 2, word: 'Chato', normalized: 'chato' });

  /** The change wrote this one audit entry on censored words, as the admin, at NOW, in its own transaction. */
  const expectAuditedOnce = (
    entry: Omit<Parameters<AuditService['record']>[1], 'id' | 'actorId' | 'targetType' | 'at'>,
  ) => {
    expect(t.audit.record).toHaveBeenCalledTimes(1);
    expect(t.audit.record).toHaveBeenCalledWith(t.em, {
      ...entry,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      actorId: admin.id,
      targetType: 'censored_word',
      at: NOW,
    });
  };

  beforeEach(() => {
    t.words.lock.mockResolvedValue(undefined);
    t.outbox.add.mockReturnValue('event');
    t.audit.record.mockResolvedValue(undefined);
  });

  describe('list', () => {
    it('lists the words as the admin typed them, in the repository’s order', async () => {
      t.words.list.mockResolvedValue([bobo, chato]);

      await expect(t.sut.list()).resolves.toEqual({
        words: [
          { word_id: 1, word: 'bobo' },
          { word_id: 2, word: 'Chato' },
        ],
      });
    });
  });

  describe('add', () => {
    it('adds a new word under the admin’s name and answers the whole list', async () => {
      t.words.addMissing.mockResolvedValue([{ id: 2, word: 'Chato' }]);
      t.words.list.mockResolvedValue([bobo, chato]);

      const result = await t.sut.add(admin.id, ['Chato']);

      expect(t.words.addMissing).toHaveBeenCalledWith(
        t.em,
        [{ word: 'Chato', normalized: 'chato' }],
        admin.id,
        NOW,
      );
      expect(result).toEqual({
        message: m.wordAdded,
        words: [
          { word_id: 1, word: 'bobo' },
          { word_id: 2, word: 'Chato' },
        ],
        added: [{ word_id: 2, word: 'Chato' }],
      });
    });

    it('takes the list lock before adding, so each change announces the list as it committed', async () => {
      t.words.addMissing.mockResolvedValue([{ id: 2, word: 'Chato' }]);
      t.words.list.mockResolvedValue([bobo, chato]);

      await t.sut.add(admin.id, ['Chato']);

      expect(t.words.lock).toHaveBeenCalledWith(t.em);
      expect(t.words.lock.mock.invocationCallOrder[0]).toBeLessThan(
        t.words.addMissing.mock.invocationCallOrder[0]!,
      );
    });

    it('treats spellings that differ only in case, accents or surrounding spaces as one word, keeping the first', async () => {
      t.words.addMissing.mockResolvedValue([{ id: 3, word: 'Pão' }]);
      t.words.list.mockResolvedValue([censoredWordFactory({ id: 3, word: 'Pão', normalized: 'pao' })]);

      await t.sut.add(admin.id, ['  Pão ', 'pao', 'PÃO', 'Bobo Alegre', 'BOBO alegre']);

      expect(t.words.addMissing).toHaveBeenCalledWith(
        t.em,
        [
          { word: 'Pão', normalized: 'pao' },
          { word: 'Bobo Alegre', normalized: 'bobo alegre' },
        ],
        admin.id,
        NOW,
      );
    });

    it('thanks in the plural when more than one word was new', async () => {
      t.words.addMissing.mockResolvedValue([
        { id: 2, word: 'Chato' },
        { id: 3, word: 'feio' },
      ]);
      t.words.list.mockResolvedValue([bobo, chato, censoredWordFactory({ id: 3, word: 'feio' })]);

      const result = await t.sut.add(admin.id, ['bobo', 'Chato', 'feio']);

      expect(result.message).toBe(m.wordsAdded);
      expect(result.added).toEqual([
        { word_id: 2, word: 'Chato' },
        { word_id: 3, word: 'feio' },
      ]);
    });

    it('thanks in the singular when only one of several words was new', async () => {
      t.words.addMissing.mockResolvedValue([{ id: 2, word: 'Chato' }]);
      t.words.list.mockResolvedValue([bobo, chato]);

      await expect(t.sut.add(admin.id, ['bobo', 'Chato'])).resolves.toMatchObject({ message: m.wordAdded });
    });

    it('announces the whole list, as typed, in the change’s transaction', async () => {
      t.words.addMissing.mockResolvedValue([{ id: 2, word: 'Chato' }]);
      t.words.list.mockResolvedValue([bobo, chato]);

      await t.sut.add(admin.id, ['Chato']);

      expect(t.words.list).toHaveBeenCalledWith(t.em);
      expect(t.outbox.add).toHaveBeenCalledTimes(1);
      expect(t.outbox.add).toHaveBeenCalledWith(t.em, 'moderation.censored_words_changed', {
        words: ['bobo', 'Chato'],
        at: NOW.toISOString(),
      });
    });

    it('records one audit entry naming the words that were new', async () => {
      t.words.addMissing.mockResolvedValue([
        { id: 2, word: 'Chato' },
        { id: 3, word: 'feio' },
      ]);
      t.words.list.mockResolvedValue([bobo, chato]);

      await t.sut.add(admin.id, ['bobo', 'Chato', 'feio']);

      expectAuditedOnce({
        action: moderationActions.wordAdd,
        targetId: '2,3',
        before: null,
        after: {
          words: [
            { word_id: 2, word: 'Chato' },
            { word_id: 3, word: 'feio' },
          ],
        },
      });
    });

    it('refuses when every word is already listed, announcing and recording nothing', async () => {
      t.words.addMissing.mockResolvedValue([]);

      await expectRefusal(t.sut.add(admin.id, ['BOBO', 'bôbo']), 'WORD_ALREADY_LISTED', m.wordAlreadyListed, {
        words: [m.wordAlreadyListed],
      });
      expect(t.words.addMissing).toHaveBeenCalledWith(
        t.em,
        [{ word: 'BOBO', normalized: 'bobo' }],
        admin.id,
        NOW,
      );
      expectNotCalled(t.outbox.add, t.audit.record);
    });
  });

  describe('remove', () => {
    it.each(['abc', '1.5', '-1', '1234567890', ''])(
      'answers WORD_NOT_FOUND for the id %p without touching the list',
      async (wordId) => {
        await expect(t.sut.remove(admin.id, wordId)).rejects.toMatchObject(wordNotFound);
        expectNotCalled(t.words.lock, t.words.remove);
      },
    );

    it('answers WORD_NOT_FOUND for a word that is not listed, announcing and recording nothing', async () => {
      t.words.remove.mockResolvedValue(null);

      await expect(t.sut.remove(admin.id, '99')).rejects.toMatchObject(wordNotFound);
      expect(t.words.remove).toHaveBeenCalledWith(t.em, 99);
      expectNotCalled(t.outbox.add, t.audit.record);
    });

    it('removes the word under the list lock and answers the list that is left', async () => {
      t.words.remove.mockResolvedValue({ id: 2, word: 'Chato' });
      t.words.list.mockResolvedValue([bobo]);

      const result = await t.sut.remove(admin.id, '2');

      expect(t.words.lock.mock.invocationCallOrder[0]).toBeLessThan(
        t.words.remove.mock.invocationCallOrder[0]!,
      );
      expect(t.words.remove).toHaveBeenCalledWith(t.em, 2);
      expect(result).toEqual({ message: m.wordRemoved, words: [{ word_id: 1, word: 'bobo' }] });
    });

    it('announces the list that is left in the change’s transaction', async () => {
      t.words.remove.mockResolvedValue({ id: 2, word: 'Chato' });
      t.words.list.mockResolvedValue([]);

      await t.sut.remove(admin.id, '2');

      expect(t.outbox.add).toHaveBeenCalledWith(t.em, 'moderation.censored_words_changed', {
        words: [],
        at: NOW.toISOString(),
      });
    });

    it('records one audit entry with the removed word as it was', async () => {
      t.words.remove.mockResolvedValue({ id: 2, word: 'Chato' });
      t.words.list.mockResolvedValue([bobo]);

      await t.sut.remove(admin.id, '2');

      expectAuditedOnce({
        action: moderationActions.wordRemove,
        targetId: '2',
        before: { word_id: 2, word: 'Chato' },
        after: null,
      });
    });
  });
});
