import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ModerationSettings } from './moderation-settings.entity.js';

/** The single row of moderation settings. Every method works in the caller's unit of work. */
@Injectable()
export class ModerationRepository {
  async get(em: EntityManager): Promise<{ censoredWords: string[]; autoCensor: boolean }> {
    const row = await em.findOne(ModerationSettings, { id: 1 }, { refresh: true });
    return { censoredWords: row?.censoredWords ?? [], autoCensor: row?.autoCensor ?? true };
  }

  async setWords(em: EntityManager, words: string[], at: Date): Promise<void> {
    await em.upsert(ModerationSettings, { id: 1, censoredWords: words, updatedAt: at });
  }

  async setAutoCensor(em: EntityManager, autoCensor: boolean, at: Date): Promise<void> {
    await em.upsert(ModerationSettings, { id: 1, autoCensor, updatedAt: at });
  }
}
