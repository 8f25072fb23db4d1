import { type InferEntity, defineEntity, p } from '@mikro-orm/core';
import { faqCategoryIds } from '@encontro/contracts';

/** A question of /support/faq with its 'Útil' / 'Não útil' counts (kept with each vote). */
export const FaqQuestion = defineEntity({
  name: 'FaqQuestion',
  tableName: 'faq_questions',
  properties: {
    id: p.integer().primary().autoincrement(),
    category: p.enum(faqCategoryIds),
    position: p.integer(),
    question: p.string().length(200),
    answer: p.text(),
    helpfulCount: p.integer().default(0),
    notHelpfulCount: p.integer().default(0),
  },
});
export type FaqQuestion = InferEntity<typeof FaqQuestion>;
