import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** One person's vote on one question: the last vote counts. */
export const FaqFeedback = defineEntity({
  name: 'FaqFeedback',
  tableName: 'faq_feedback',
  properties: {
    questionId: p.integer().primary(),
    userId: p.uuid().primary(),
    helpful: p.boolean(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type FaqFeedback = InferEntity<typeof FaqFeedback>;
