import { type FaqItem, faqCategories } from '@encontro/contracts';
import type { FaqQuestion } from './faq-question.entity.js';

const labels = new Map<string, string>(faqCategories.map((c) => [c.id, c.label]));

export function toFaqItem(question: FaqQuestion, userVote: boolean | null): FaqItem {
  return {
    id: question.id,
    category: question.category,
    category_label: labels.get(question.category) ?? question.category,
    question: question.question,
    answer: question.answer,
    helpful_count: question.helpfulCount,
    not_helpful_count: question.notHelpfulCount,
    user_vote: userVote,
  };
}
