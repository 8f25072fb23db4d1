import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  type PlatformSettingsRequest,
  defaultPlatformSettings,
  moderationActions,
  moderationMessages as m,
} from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import { clockAt, expectNotCalled, ormForking, serviceUnderTest } from '@encontro/testing/unit';
import { personFactory, settingsFactory } from '../../test/support/factories.js';
import { AuditService } from '../audit/audit.service.js';
import { SettingsRepository } from './settings.repository.js';
import { SettingsService } from './settings.service.js';

const NOW = new Date('2026-11-28T18:00:00Z');

describe(SettingsService.name, () => {
  const t = serviceUnderTest(SettingsService, ({ em }) => ({
    orm: ormForking(em),
    settings: SettingsRepository,
    outbox: Outbox,
    audit: AuditService,
    clock: clockAt(NOW),
  }));
  const admin = personFactory({ isAdmin: true });
  const body: PlatformSettingsRequest = {
    platform_name: 'Encontro SP',
    contact_email: 'ola@encontro.app',
    auto_censor: false,
    approval_required: false,
    integrity_auto_hold: false,
  };

  /** The row `update` finds, locked; the first start had already stored the defaults. */
  const storedRow = (row = settingsFactory()) => {
    t.settings.createDefaults.mockResolvedValue(false);
    t.settings.findForUpdate.mockResolvedValue(row);
    return row;
  };

  /** The change announced these settings once, at NOW, in its own transaction. */
  const expectAnnouncedOnce = (settings: PlatformSettingsRequest) => {
    expect(t.outbox.add).toHaveBeenCalledTimes(1);
    expect(t.outbox.add).toHaveBeenCalledWith(t.em, 'platform.settings_changed', {
      ...settings,
      at: NOW.toISOString(),
    });
  };

  beforeEach(() => {
    t.outbox.add.mockReturnValue('event');
    t.audit.record.mockResolvedValue(undefined);
  });

  describe('onApplicationBootstrap', () => {
    it('stores the defaults on the very first start and announces them once', async () => {
      t.settings.createDefaults.mockResolvedValue(true);

      await t.sut.onApplicationBootstrap();

      expect(t.settings.createDefaults).toHaveBeenCalledWith(t.em);
      expectAnnouncedOnce(defaultPlatformSettings);
    });

    it('announces nothing when the settings were already stored (a restart or another replica)', async () => {
      t.settings.createDefaults.mockResolvedValue(false);

      await t.sut.onApplicationBootstrap();

      expect(t.outbox.add).not.toHaveBeenCalled();
    });
  });

  describe('get', () => {
    it('answers the defaults, never saved, before the row exists', async () => {
      t.settings.find.mockResolvedValue(null);

      await expect(t.sut.get()).resolves.toEqual({ ...defaultPlatformSettings, updated_at: null });
    });

    it('answers the stored settings with when an admin last saved them', async () => {
      t.settings.find.mockResolvedValue(
        settingsFactory({
          platformName: 'Encontro SP',
          contactEmail: 'ola@encontro.app',
          autoCensor: false,
          approvalRequired: true,
          integrityAutoHold: false,
          updatedAt: new Date('2026-11-20T10:00:00Z'),
        }),
      );

      await expect(t.sut.get()).resolves.toEqual({
        platform_name: 'Encontro SP',
        contact_email: 'ola@encontro.app',
        auto_censor: false,
        approval_required: true,
        integrity_auto_hold: false,
        updated_at: '2026-11-20T10:00:00.000Z',
      });
    });

    it('answers the defaults row stored at first start as never saved', async () => {
      t.settings.find.mockResolvedValue(settingsFactory());

      await expect(t.sut.get()).resolves.toEqual({ ...defaultPlatformSettings, updated_at: null });
    });
  });

  describe('update', () => {
    it('saves all five settings under the admin’s name and answers them', async () => {
      const row = storedRow();

      const result = await t.sut.update(admin.id, body);

      expect(t.settings.findForUpdate).toHaveBeenCalledWith(t.em);
      expect(row).toMatchObject({
        platformName: 'Encontro SP',
        contactEmail: 'ola@encontro.app',
        autoCensor: false,
        approvalRequired: false,
        integrityAutoHold: false,
        updatedBy: admin.id,
        updatedAt: NOW,
      });
      expect(t.em.flush).toHaveBeenCalledTimes(1);
      expect(result).toEqual({
        message: m.settingsSaved,
        settings: { ...body, updated_at: NOW.toISOString() },
      });
    });

    it('announces the saved settings in the same transaction, for the services that obey them', async () => {
      storedRow();

      await t.sut.update(admin.id, body);

      expectAnnouncedOnce(body);
    });

    it('records one audit entry with the settings before and after', async () => {
      storedRow();

      await t.sut.update(admin.id, body);

      expect(t.audit.record).toHaveBeenCalledTimes(1);
      expect(t.audit.record).toHaveBeenCalledWith(t.em, {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        actorId: admin.id,
        action: moderationActions.settingsUpdate,
        targetType: 'settings',
        targetId: 'platform',
        before: { ...defaultPlatformSettings },
        after: body,
        at: NOW,
      });
    });

    it('turns the Thursday automatic hold off alone, announcing and recording just that change', async () => {
      const row = storedRow();
      const holdOff = { ...defaultPlatformSettings, integrity_auto_hold: false };

      await t.sut.update(admin.id, holdOff);

      expect(row.integrityAutoHold).toBe(false);
      expectAnnouncedOnce(holdOff);
      expect(t.audit.record).toHaveBeenCalledWith(
        t.em,
        expect.objectContaining({
          before: expect.objectContaining({ integrity_auto_hold: true }),
          after: expect.objectContaining({ integrity_auto_hold: false }),
        }),
      );
    });

    it('announces and records a save that changes nothing as well', async () => {
      storedRow();

      await t.sut.update(admin.id, { ...defaultPlatformSettings });

      expect(t.outbox.add).toHaveBeenCalledTimes(1);
      expect(t.audit.record).toHaveBeenCalledWith(
        t.em,
        expect.objectContaining({
          before: { ...defaultPlatformSettings },
          after: { ...defaultPlatformSettings },
        }),
      );
    });

    it('creates the row first when the first start has not yet, announcing only the saved settings', async () => {
      t.settings.createDefaults.mockResolvedValue(true);
      t.settings.findForUpdate.mockResolvedValue(settingsFactory());

      await t.sut.update(admin.id, body);

      expect(t.settings.createDefaults.mock.invocationCallOrder[0]).toBeLessThan(
        t.settings.findForUpdate.mock.invocationCallOrder[0]!,
      );
      expect(t.outbox.add).toHaveBeenCalledTimes(1);
      expect(t.outbox.add).toHaveBeenCalledWith(
        t.em,
        'platform.settings_changed',
        expect.objectContaining(body),
      );
    });

    it('fails without saving, announcing or recording when the row cannot be read', async () => {
      t.settings.createDefaults.mockResolvedValue(false);
      t.settings.findForUpdate.mockResolvedValue(null);

      await expect(t.sut.update(admin.id, body)).rejects.toThrow('settings row missing');
      expectNotCalled(t.em.flush, t.outbox.add, t.audit.record);
    });
  });
});
