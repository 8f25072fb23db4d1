import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { maskCensoredWords } from '@encontro/contracts';
import { EventConsumer } from '@encontro/server-events';
import { ModerationRepository } from './moderation.repository.js';

/**
 * Masks censored words in what people write, as admin-svc configured it: the list arrives whole
 * with moderation.censored_words_changed, the switch with platform.settings_changed. Until then:
 * an empty list, auto-censor on.
 */
@Injectable()
export class CensorService implements OnModuleInit {
  constructor(
    private readonly events: EventConsumer,
    private readonly settings: ModerationRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('moderation.censored_words_changed', (payload, em) =>
      this.settings.setWords(em, payload.words, new Date(payload.at)),
    );
    this.events.on('platform.settings_changed', (payload, em) =>
      this.settings.setAutoCensor(em, payload.auto_censor, new Date(payload.at)),
    );
  }

  /** `text` as it may be stored and shown. */
  async mask(em: EntityManager, text: string): Promise<string> {
    const { censoredWords, autoCensor } = await this.settings.get(em);
    return autoCensor ? maskCensoredWords(text, censoredWords) : text;
  }
}
