import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventConsumer } from '@encontro/server-events';
import { eventsOn, serviceUnderTest } from '@encontro/testing/unit';
import { CensorService } from './censor.service.js';
import { ModerationRepository } from './moderation.repository.js';

const AT = '2026-11-20T12:00:00.000Z';

describe(CensorService.name, () => {
  const t = serviceUnderTest(CensorService, () => ({
    events: EventConsumer,
    settings: ModerationRepository,
  }));
  const em = {} as EntityManager;
  const { listen, apply } = eventsOn(em, AT);

  beforeEach(() => {
    listen(t.events);
    t.sut.onModuleInit();
  });

  it('masks the censored words while auto-censor is on', async () => {
    t.settings.get.mockResolvedValue({ censoredWords: ['droga'], autoCensor: true });
    const masked = await t.sut.mask(em, 'Que droga de chuva');
    expect(masked).not.toContain('droga');
    expect(masked).toMatch(/^Que \*+ de chuva$/);
  });

  it('keeps the text as written while auto-censor is off', async () => {
    t.settings.get.mockResolvedValue({ censoredWords: ['droga'], autoCensor: false });
    await expect(t.sut.mask(em, 'Que droga de chuva')).resolves.toBe('Que droga de chuva');
  });

  it('replaces the whole word list when admin-svc sends a new one', async () => {
    t.settings.setWords.mockResolvedValue(undefined);
    await apply('moderation.censored_words_changed', { words: ['a', 'b'], at: AT });
    expect(t.settings.setWords).toHaveBeenCalledWith(em, ['a', 'b'], new Date(AT));
  });

  it('follows the platform’s auto-censor switch', async () => {
    t.settings.setAutoCensor.mockResolvedValue(undefined);
    await apply('platform.settings_changed', {
      platform_name: 'Encontro',
      contact_email: 'contato@example.com',
      auto_censor: false,
      approval_required: true,
      integrity_auto_hold: true,
      at: AT,
    });
    expect(t.settings.setAutoCensor).toHaveBeenCalledWith(em, false, new Date(AT));
  });
});
