import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, moderationRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { CensoredWordsService } from './censored-words.service.js';

const { listCensoredWords, addCensoredWords, removeCensoredWord } = moderationRpc;

@Controller()
export class CensoredWordsHandlers {
  constructor(@Inject(CensoredWordsService) private readonly words: CensoredWordsService) {}

  /** GET /api/admin/censored-words → {words: [{word_id, word}]} */
  @Rpc(listCensoredWords)
  list(_empty: RpcRequest<typeof listCensoredWords>) {
    return this.words.list();
  }

  /** POST /api/admin/censored-words {words} → {message, words, added} */
  @Rpc(addCensoredWords)
  add({ actor_id, body }: RpcRequest<typeof addCensoredWords>) {
    return this.words.add(actor_id, body.words);
  }

  /** DELETE /api/admin/censored-words/{id} → {message, words} */
  @Rpc(removeCensoredWord)
  remove({ actor_id, word_id }: RpcRequest<typeof removeCensoredWord>) {
    return this.words.remove(actor_id, word_id);
  }
}
