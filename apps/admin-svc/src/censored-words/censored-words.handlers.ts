import { moderationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { CensoredWordsService } from './censored-words.service.js';

export const CensoredWordsHandlers = rpcHandlers(
  'CensoredWordsHandlers',
  moderationRpc,
  { words: CensoredWordsService },
  {
    /** GET /api/admin/censored-words → {words: [{word_id, word}]} */
    listCensoredWords: (_empty, { words }) => words.list(),
    /** POST /api/admin/censored-words {words} → {message, words, added} */
    addCensoredWords: ({ actor_id, body }, { words }) => words.add(actor_id, body.words),
    /** DELETE /api/admin/censored-words/{id} → {message, words} */
    removeCensoredWord: ({ actor_id, word_id }, { words }) => words.remove(actor_id, word_id),
  },
);
export type CensoredWordsHandlers = InstanceType<typeof CensoredWordsHandlers>;
