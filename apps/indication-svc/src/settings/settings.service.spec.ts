import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventConsumer } from '@encontro/server-events';
import { eventsOn, serviceUnderTest } from '@encontro/testing/unit';
import { SettingsRepository } from './settings.repository.js';
import { SettingsService } from './settings.service.js';

const AT = '2026-11-23T12:00:00.000Z';

describe(SettingsService.name, () => {
  const t = serviceUnderTest(SettingsService, () => ({
    events: EventConsumer,
    settings: SettingsRepository,
  }));
  const em = {} as EntityManager;
  const { listen, apply } = eventsOn(em, AT);

  beforeEach(() => {
    listen(t.events);
    t.settings.save.mockResolvedValue(undefined);
    t.sut.onModuleInit();
  });

  it('stores both settings it obeys from each announcement, dated when admin-svc saved them', async () => {
    await apply('platform.settings_changed', {
      platform_name: 'Encontro',
      contact_email: 'contato@encontro.app',
      auto_censor: true,
      approval_required: false,
      integrity_auto_hold: false,
      at: AT,
    });

    expect(t.settings.save).toHaveBeenCalledWith(
      em,
      { approvalRequired: false, integrityAutoHold: false },
      new Date(AT),
    );
  });

  it.each([true, false])('answers the Thursday automatic hold as stored (%s)', async (stored) => {
    t.settings.integrityAutoHold.mockResolvedValue(stored);

    await expect(t.sut.integrityAutoHold(em)).resolves.toBe(stored);
    expect(t.settings.integrityAutoHold).toHaveBeenCalledWith(em);
  });
});
