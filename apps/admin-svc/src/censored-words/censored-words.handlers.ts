import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type CensoredWordList,
  type CensoredWordsChanged,
  moderationCommands,
  moderationSubjects,
} from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { CensoredWordsService } from './censored-words.service.js';

@Controller()
export class CensoredWordsHandlers {
  constructor(@Inject(CensoredWordsService) private readonly words: CensoredWordsService) {}

  /** GET /api/admin/censored-words → {words: [{word_id, word}]} */
  @MessagePattern(moderationSubjects.listCensoredWords)
  async list(@Payload() payload: unknown): Promise<CensoredWordList> {
    parseCommand(moderationCommands.listCensoredWords, payload ?? {});
    return this.words.list();
  }

  /** POST /api/admin/censored-words {words} → {message, words, added} */
  @MessagePattern(moderationSubjects.addCensoredWords)
  async add(@Payload() payload: unknown): Promise<CensoredWordsChanged> {
    const { actor_id, body } = parseCommand(moderationCommands.addCensoredWords, payload, 'body');
    return this.words.add(actor_id, body.words);
  }

  /** DELETE /api/admin/censored-words/{id} → {message, words} */
  @MessagePattern(moderationSubjects.removeCensoredWord)
  async remove(@Payload() payload: unknown): Promise<CensoredWordsChanged> {
    const { actor_id, word_id } = parseCommand(moderationCommands.removeCensoredWord, payload);
    return this.words.remove(actor_id, word_id);
  }
}
