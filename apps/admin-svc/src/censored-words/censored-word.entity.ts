import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** A censored word as the admin typed it, and its normalized form (unique; what the services match). */
export const CensoredWord = defineEntity({
  name: 'CensoredWord',
  tableName: 'censored_words',
  properties: {
    id: p.integer().primary().autoincrement(),
    word: p.string().length(50),
    normalized: p.string().length(50),
    createdBy: p.uuid().nullable(),
    createdAt: p.datetime(),
  },
});
export type CensoredWord = InferEntity<typeof CensoredWord>;
