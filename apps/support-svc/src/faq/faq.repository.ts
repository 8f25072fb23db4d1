import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FaqFeedback } from './faq-feedback.entity.js';
import { FaqQuestion } from './faq-question.entity.js';

/** FAQ questions and votes. Every method works in the caller's unit of work. */
@Injectable()
export class FaqRepository {
  listQuestions(em: EntityManager): Promise<FaqQuestion[]> {
    return em.find(FaqQuestion, {}, { orderBy: { category: 'asc', position: 'asc' } });
  }

  /** The question, locked until the transaction ends: votes on one question are counted one at a time. */
  findQuestionForUpdate(em: EntityManager, id: number): Promise<FaqQuestion | null> {
    return em.findOne(FaqQuestion, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  findVote(em: EntityManager, questionId: number, userId: string): Promise<FaqFeedback | null> {
    return em.findOne(FaqFeedback, { questionId, userId });
  }

  /** questionId → helpful, for every question the user voted on. */
  async votesOf(em: EntityManager, userId: string): Promise<Map<number, boolean>> {
    const votes = await em.find(FaqFeedback, { userId });
    return new Map(votes.map((v) => [v.questionId, v.helpful]));
  }

  addVote(em: EntityManager, questionId: number, userId: string, helpful: boolean, now: Date): FaqFeedback {
    return em.create(FaqFeedback, { questionId, userId, helpful, createdAt: now, updatedAt: now });
  }
}
