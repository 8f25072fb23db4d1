import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { faqCategories, supportMessages as m } from '@encontro/contracts';
import { clockAt, expectNotCalled, expectRefusal, serviceUnderTest } from '@encontro/testing/unit';
import { faqFeedbackFactory, faqQuestionFactory, personFactory } from '../../test/support/factories.js';
import type { FaqFeedback } from './faq-feedback.entity.js';
import type { FaqQuestion } from './faq-question.entity.js';
import { FaqRepository } from './faq.repository.js';
import { FaqService } from './faq.service.js';

const NOW = new Date('2026-11-20T13:00:00Z');

describe(FaqService.name, () => {
  const em = {} as EntityManager;
  const tx = { inTransaction: true } as unknown as EntityManager;
  const user = personFactory();
  const t = serviceUnderTest(FaqService, () => ({
    orm: {
      em: {
        fork: () => ({ ...em, transactional: (work: (em: EntityManager) => unknown) => work(tx) }),
      },
    } as unknown as MikroORM,
    faq: FaqRepository,
    clock: clockAt(NOW),
  }));

  describe('the list', () => {
    const tips = faqQuestionFactory({ id: 30, category: 'dicas', position: 1, question: 'Dica de roupa?' });
    const hostSecond = faqQuestionFactory({ id: 21, category: 'anfitriao', position: 2 });
    const hostFirst = faqQuestionFactory({
      id: 20,
      category: 'anfitriao',
      position: 1,
      question: 'Até quando o anfitrião confirma?',
      answer: 'Até sábado às 00:00, horário de Brasília.',
    });
    const general = faqQuestionFactory({
      id: 1,
      category: 'geral',
      position: 1,
      question: 'Como funciona a indicação?',
      answer: 'Cada pessoa indica um lugar por semana.',
    });

    beforeEach(() => {
      // The repository orders by category name, which is not the order of the chips.
      t.faq.listQuestions.mockResolvedValue([hostSecond, hostFirst, tips, general]);
    });

    it('puts the questions in the order of the chips, then by position, with the nine chips', async () => {
      const result = await t.sut.list({});

      expect(result.faqs.map((q) => q.id)).toEqual([1, 20, 21, 30]);
      expect(result.categories).toEqual(faqCategories.map(({ id, label }) => ({ id, label })));
      expect(result.faqs[1]).toMatchObject({ category: 'anfitriao', category_label: 'Anfitrião' });
    });

    it('keeps only the category asked for', async () => {
      const result = await t.sut.list({ category: 'anfitriao' });

      expect(result.faqs.map((q) => q.id)).toEqual([20, 21]);
    });

    it('finds every word of the search in the question or the answer, minding neither accents nor case', async () => {
      const result = await t.sut.list({ search: 'INDICACAO semana' });

      expect(result.faqs.map((q) => q.id)).toEqual([1]);
    });

    it('finds nothing when one word of the search is missing', async () => {
      const result = await t.sut.list({ search: 'indicação mensal' });

      expect(result.faqs).toEqual([]);
    });

    it('shows the signed-in person’s own votes, and null where they did not vote', async () => {
      t.faq.votesOf.mockResolvedValue(
        new Map([
          [1, true],
          [20, false],
        ]),
      );

      const result = await t.sut.list({}, user.id);

      expect(t.faq.votesOf).toHaveBeenCalledWith(expect.anything(), user.id);
      expect(result.faqs.map((q) => [q.id, q.user_vote])).toEqual([
        [1, true],
        [20, false],
        [21, null],
        [30, null],
      ]);
    });

    it('reads no votes for someone signed out', async () => {
      const result = await t.sut.list({});

      expect(t.faq.votesOf).not.toHaveBeenCalled();
      expect(result.faqs.every((q) => q.user_vote === null)).toBe(true);
    });
  });

  describe('a vote', () => {
    let question: FaqQuestion;

    beforeEach(() => {
      question = faqQuestionFactory({ id: 7, helpfulCount: 4, notHelpfulCount: 2 });
      t.faq.findQuestionForUpdate.mockResolvedValue(question);
      t.faq.findVote.mockResolvedValue(null);
      t.faq.addVote.mockImplementation(
        (_em, questionId, userId, helpful, now) =>
          ({ questionId, userId, helpful, createdAt: now, updatedAt: now }) as FaqFeedback,
      );
    });

    it('counts a first ‘Útil’ and stores it, the question locked while counting', async () => {
      const result = await t.sut.feedback(user.id, '7', true);

      expect(t.faq.findQuestionForUpdate).toHaveBeenCalledWith(tx, 7);
      expect(t.faq.addVote).toHaveBeenCalledWith(tx, 7, user.id, true, NOW);
      expect(question).toMatchObject({ helpfulCount: 5, notHelpfulCount: 2 });
      expect(result).toEqual({
        message: m.faqFeedbackSaved,
        faq: expect.objectContaining({ id: 7, helpful_count: 5, not_helpful_count: 2, user_vote: true }),
      });
    });

    it('counts a first ‘Não útil’ on its own side', async () => {
      const result = await t.sut.feedback(user.id, '7', false);

      expect(t.faq.addVote).toHaveBeenCalledWith(tx, 7, user.id, false, NOW);
      expect(question).toMatchObject({ helpfulCount: 4, notHelpfulCount: 3 });
      expect(result.faq.user_vote).toBe(false);
    });

    it('changes nothing when the same vote comes again', async () => {
      const vote = faqFeedbackFactory({ questionId: 7, userId: user.id, helpful: true });
      const before = vote.updatedAt;
      t.faq.findVote.mockResolvedValue(vote);

      const result = await t.sut.feedback(user.id, '7', true);

      expect(t.faq.addVote).not.toHaveBeenCalled();
      expect(question).toMatchObject({ helpfulCount: 4, notHelpfulCount: 2 });
      expect(vote.updatedAt).toBe(before);
      expect(result).toMatchObject({ message: m.faqFeedbackSaved, faq: { user_vote: true } });
    });

    it('moves the person’s vote to the other side when they change their mind', async () => {
      const vote = faqFeedbackFactory({ questionId: 7, userId: user.id, helpful: true });
      t.faq.findVote.mockResolvedValue(vote);

      const result = await t.sut.feedback(user.id, '7', false);

      expect(t.faq.findVote).toHaveBeenCalledWith(tx, 7, user.id);
      expect(t.faq.addVote).not.toHaveBeenCalled();
      expect(vote).toMatchObject({ helpful: false, updatedAt: NOW });
      expect(question).toMatchObject({ helpfulCount: 3, notHelpfulCount: 3 });
      expect(result.faq).toMatchObject({ helpful_count: 3, not_helpful_count: 3, user_vote: false });
    });

    it('moves a ‘Não útil’ back to ‘Útil’ the same way', async () => {
      t.faq.findVote.mockResolvedValue(
        faqFeedbackFactory({ questionId: 7, userId: user.id, helpful: false }),
      );

      await t.sut.feedback(user.id, '7', true);

      expect(question).toMatchObject({ helpfulCount: 5, notHelpfulCount: 1 });
    });

    it('answers not found for an unknown question, storing no vote', async () => {
      t.faq.findQuestionForUpdate.mockResolvedValue(null);

      await expectRefusal(t.sut.feedback(user.id, '999', true), 'FAQ_NOT_FOUND', m.faqNotFound);
      expectNotCalled(t.faq.findVote, t.faq.addVote);
    });

    it.each(['abc', '-1', '1.5', '1e3', ' 7', '', '1234567890'])(
      'answers not found for the id %p without reading',
      async (id) => {
        await expectRefusal(t.sut.feedback(user.id, id, true), 'FAQ_NOT_FOUND', m.faqNotFound);
        expect(t.faq.findQuestionForUpdate).not.toHaveBeenCalled();
      },
    );
  });
});
