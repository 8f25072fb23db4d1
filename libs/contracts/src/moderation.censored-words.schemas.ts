import { z } from 'zod';
import { moderationLimits, moderationMessages } from './moderation.messages.js';
import { storableString, trimText } from './text.js';

// Censored words (SPEC §2 Admin): the list and the admin's additions.

export const censoredWordSchema = z.object({ word_id: z.number().int(), word: z.string() });
export type CensoredWord = z.infer<typeof censoredWordSchema>;
export const censoredWordListSchema = z.object({ words: z.array(censoredWordSchema) });
export type CensoredWordList = z.infer<typeof censoredWordListSchema>;

const oneWord = storableString()
  .min(1, { message: moderationMessages.wordRequired, abort: true })
  .max(moderationLimits.word, { message: moderationMessages.wordTooLong, abort: true })
  .refine((w) => /[\p{L}\p{N}]/u.test(w), moderationMessages.wordInvalid);

/**
 * POST /api/admin/censored-words {words}: one word, a list, or several separated by commas or
 * line breaks. `*` is a wildcard inside a word ('bob*' also catches 'bobagem').
 */
export const addCensoredWordsSchema = z.object({
  words: z
    .preprocess(
      (v) => {
        const items = typeof v === 'string' ? [v] : Array.isArray(v) ? v : [];
        return items
          .flatMap((item) => (typeof item === 'string' ? item.split(/[,\n\r]+/) : [item]))
          .map((item) => (typeof item === 'string' ? trimText(item).replace(/\s+/g, ' ') : item))
          .filter((item) => item !== '');
      },
      z
        .array(oneWord, { message: moderationMessages.wordRequired })
        .min(1, moderationMessages.wordRequired)
        .max(moderationLimits.wordsPerRequest, moderationMessages.tooManyWords),
    )
    .describe("Uma palavra ('bobo'), uma lista (['bobo', 'chato']) ou 'bobo, chato'; * é curinga"),
});
export type AddCensoredWordsRequest = z.infer<typeof addCensoredWordsSchema>;

export const censoredWordsChangedSchema = z.object({
  message: z.string(),
  words: z.array(censoredWordSchema).describe('A lista inteira, depois da mudança'),
  added: z.array(censoredWordSchema).optional().describe('As palavras novas (as já listadas são ignoradas)'),
});
export type CensoredWordsChanged = z.infer<typeof censoredWordsChangedSchema>;
