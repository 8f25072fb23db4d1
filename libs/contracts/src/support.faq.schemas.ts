import { z } from 'zod';
import { confirmedWith } from './shared.rpc-schemas.js';
import { emptyToUndefined } from './fields.js';
import { supportMessages } from './support.messages.js';
import { optionalText } from './text.js';

// FAQ (SPEC §2 Support): the questions by category and the 'Útil' / 'Não útil' feedback.

/** SPEC §2: the nine category chips, in order. */
export const faqCategories = [
  { id: 'geral', label: 'Geral' },
  { id: 'indicacoes', label: 'Indicações' },
  { id: 'votacao', label: 'Votação' },
  { id: 'anfitriao', label: 'Anfitrião' },
  { id: 'forum', label: 'Fórum' },
  { id: 'denuncias', label: 'Denúncias' },
  { id: 'cidades', label: 'Cidades' },
  { id: 'custos', label: 'Custos' },
  { id: 'dicas', label: 'Dicas' },
] as const;
export const faqCategoryIds = faqCategories.map((c) => c.id) as [FaqCategoryId, ...FaqCategoryId[]];
export type FaqCategoryId = (typeof faqCategories)[number]['id'];

export const faqQuerySchema = z.object({
  search: optionalText(100).describe(
    'Busca na pergunta e na resposta (sem diferenciar acentos e maiúsculas)',
  ),
  category: z
    .preprocess(
      emptyToUndefined,
      z.enum(faqCategoryIds, { message: supportMessages.categoryInvalid }).optional(),
    )
    .describe('geral, indicacoes, votacao, anfitriao, forum, denuncias, cidades, custos ou dicas'),
});
export type FaqQuery = z.infer<typeof faqQuerySchema>;

export const faqItemSchema = z.object({
  id: z.number().int(),
  category: z.enum(faqCategoryIds),
  category_label: z.string(),
  question: z.string(),
  answer: z.string(),
  helpful_count: z.number().int().min(0).describe("Votos 'Útil'"),
  not_helpful_count: z.number().int().min(0).describe("Votos 'Não útil'"),
  user_vote: z.boolean().nullable().describe('O voto de quem está conectado (null sem voto ou sem login)'),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqListSchema = z.object({
  faqs: z.array(faqItemSchema),
  categories: z.array(z.object({ id: z.enum(faqCategoryIds), label: z.string() })),
});
export type FaqList = z.infer<typeof faqListSchema>;

export const faqFeedbackSchema = z.object({
  helpful: z
    .boolean({ message: supportMessages.faqHelpfulRequired })
    .describe("true = 'Útil', false = 'Não útil'"),
});
export type FaqFeedbackRequest = z.infer<typeof faqFeedbackSchema>;

export const faqFeedbackResponseSchema = confirmedWith('faq', faqItemSchema);
export type FaqFeedbackResponse = z.infer<typeof faqFeedbackResponseSchema>;
