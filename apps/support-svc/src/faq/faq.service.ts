import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  type FaqFeedbackResponse,
  type FaqList,
  type FaqQuery,
  faqCategories,
  supportMessages,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { matchesSearch } from './faq-search.util.js';
import { faqNotFound } from './faq.errors.js';
import { toFaqItem } from './faq.mapper.js';
import { FaqRepository } from './faq.repository.js';

const categoryOrder = new Map<string, number>(faqCategories.map((c, i) => [c.id, i]));

@Injectable()
export class FaqService {
  constructor(
    private readonly orm: MikroORM,
    private readonly faq: FaqRepository,
    private readonly clock: Clock,
  ) {}

  /** The questions in chip order, filtered by category and search; with the caller's votes when signed in. */
  async list(query: FaqQuery, userId?: string): Promise<FaqList> {
    const em = this.orm.em.fork();
    const [questions, votes] = await Promise.all([
      this.faq.listQuestions(em),
      userId ? this.faq.votesOf(em, userId) : Promise.resolve(new Map<number, boolean>()),
    ]);
    const faqs = questions
      .filter((q) => !query.category || q.category === query.category)
      .filter((q) => !query.search || matchesSearch(query.search, q.question, q.answer))
      .sort(
        (a, b) =>
          (categoryOrder.get(a.category) ?? 99) - (categoryOrder.get(b.category) ?? 99) ||
          a.position - b.position,
      )
      .map((q) => toFaqItem(q, votes.get(q.id) ?? null));
    return { faqs, categories: faqCategories.map(({ id, label }) => ({ id, label })) };
  }

  /**
   * One vote per user per question: a first vote counts, the same vote again changes nothing, the
   * other vote moves the user's count from one side to the other.
   */
  async feedback(userId: string, rawId: string, helpful: boolean): Promise<FaqFeedbackResponse> {
    const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : NaN;
    if (!Number.isSafeInteger(id)) throw faqNotFound();
    return this.orm.em.fork().transactional(async (em) => {
      const question = await this.faq.findQuestionForUpdate(em, id);
      if (!question) throw faqNotFound();
      const now = this.clock.now();
      const vote = await this.faq.findVote(em, id, userId);
      if (!vote) {
        this.faq.addVote(em, id, userId, helpful, now);
        if (helpful) question.helpfulCount += 1;
        else question.notHelpfulCount += 1;
      } else if (vote.helpful !== helpful) {
        vote.helpful = helpful;
        vote.updatedAt = now;
        question.helpfulCount += helpful ? 1 : -1;
        question.notHelpfulCount += helpful ? -1 : 1;
      }
      return { message: supportMessages.faqFeedbackSaved, faq: toFaqItem(question, helpful) };
    });
  }
}
