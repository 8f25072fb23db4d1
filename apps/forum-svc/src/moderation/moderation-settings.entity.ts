import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** What admin-svc decided about censoring (one row): the word list and whether to mask at all. */
export const ModerationSettings = defineEntity({
  name: 'ModerationSettings',
  tableName: 'moderation_settings',
  properties: {
    id: p.smallint().primary(),
    censoredWords: p.json<string[]>(),
    autoCensor: p.boolean(),
    updatedAt: p.datetime(),
  },
});
export type ModerationSettings = InferEntity<typeof ModerationSettings>;
