import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  type PlatformSettingsRequest,
  defaultPlatformSettings,
  moderationActions,
  moderationMessages as m,
} from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import { automock, type Mocked, type UnitOfWork, clockAt, ormForking, unitOfWork } from '@encontro/testing';
import { personFactory, settingsFactory } from '../../test/support/factories.js';
import { AuditService } from '../audit/audit.service.js';
import { SettingsRepository } from './settings.repository.js';
import { SettingsService } from './settings.service.js';

const NOW = new Date('2026-11-28T18:00:00Z');

describe(SettingsService.name, () => {
  let settings: Mocked<SettingsRepository>;
  let outbox: Mocked<Outbox>;
  let audit: Mocked<AuditService>;
  let service: SettingsService;
  let em: UnitOfWork;
  const admin = personFactory({ isAdmin: true });
  const body: PlatformSettingsRequest = {
    platform_name: 'Encontro SP',
    contact_email: 'ola@encontro.app',
    auto_censor: false,
    approval_required: false,
  };

  beforeEach(() => {
    settings = automock(SettingsRepository);
    outbox = automock(Outbox);
    audit = automock(AuditService);
    outbox.add.mockReturnValue('event');
    audit.record.mockResolvedValue(undefined);
    em = unitOfWork();
    service = new SettingsService(ormForking(em), settings, outbox, audit, clockAt(NOW));
  });

  describe('onApplicationBootstrap', () => {
    it('stores the defaults on the very first start and announces them once', async () => {
      settings.createDefaults.mockResolvedValue(true);

      await service.onApplicationBootstrap();

      expect(settings.createDefaults).toHaveBeenCalledWith(em);
      expect(outbox.add).toHaveBeenCalledTimes(1);
      expect(outbox.add).toHaveBeenCalledWith(em, 'platform.settings_changed', {
        ...defaultPlatformSettings,
        at: NOW.toISOString(),
      });
    });

    it('announces nothing when the settings were already stored (a restart or another replica)', async () => {
      settings.createDefaults.mockResolvedValue(false);

      await service.onApplicationBootstrap();

      expect(outbox.add).not.toHaveBeenCalled();
    });
  });

  describe('get', () => {
    it('answers the defaults, never saved, before the row exists', async () => {
      settings.find.mockResolvedValue(null);

      await expect(service.get()).resolves.toEqual({ ...defaultPlatformSettings, updated_at: null });
    });

    it('answers the stored settings with when an admin last saved them', async () => {
      settings.find.mockResolvedValue(
        settingsFactory({
          platformName: 'Encontro SP',
          contactEmail: 'ola@encontro.app',
          autoCensor: false,
          approvalRequired: true,
          updatedAt: new Date('2026-11-20T10:00:00Z'),
        }),
      );

      await expect(service.get()).resolves.toEqual({
        platform_name: 'Encontro SP',
        contact_email: 'ola@encontro.app',
        auto_censor: false,
        approval_required: true,
        updated_at: '2026-11-20T10:00:00.000Z',
      });
    });

    it('answers the defaults row stored at first start as never saved', async () => {
      settings.find.mockResolvedValue(settingsFactory());

      await expect(service.get()).resolves.toEqual({ ...defaultPlatformSettings, updated_at: null });
    });
  });

  describe('update', () => {
    it('saves all four settings under the admin’s name and answers them', async () => {
      const row = settingsFactory();
      settings.createDefaults.mockResolvedValue(false);
      settings.findForUpdate.mockResolvedValue(row);

      const result = await service.update(admin.id, body);

      expect(settings.findForUpdate).toHaveBeenCalledWith(em);
      expect(row).toMatchObject({
        platformName: 'Encontro SP',
        contactEmail: 'ola@encontro.app',
        autoCensor: false,
        approvalRequired: false,
        updatedBy: admin.id,
        updatedAt: NOW,
      });
      expect(em.flush).toHaveBeenCalledTimes(1);
      expect(result).toEqual({
        message: m.settingsSaved,
        settings: { ...body, updated_at: NOW.toISOString() },
      });
    });

    it('announces the saved settings in the same transaction, for the services that obey them', async () => {
      settings.createDefaults.mockResolvedValue(false);
      settings.findForUpdate.mockResolvedValue(settingsFactory());

      await service.update(admin.id, body);

      expect(outbox.add).toHaveBeenCalledTimes(1);
      expect(outbox.add).toHaveBeenCalledWith(em, 'platform.settings_changed', {
        ...body,
        at: NOW.toISOString(),
      });
    });

    it('records one audit entry with the settings before and after', async () => {
      settings.createDefaults.mockResolvedValue(false);
      settings.findForUpdate.mockResolvedValue(settingsFactory());

      await service.update(admin.id, body);

      expect(audit.record).toHaveBeenCalledTimes(1);
      expect(audit.record).toHaveBeenCalledWith(em, {
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

    it('announces and records a save that changes nothing as well', async () => {
      settings.createDefaults.mockResolvedValue(false);
      settings.findForUpdate.mockResolvedValue(settingsFactory());

      await service.update(admin.id, { ...defaultPlatformSettings });

      expect(outbox.add).toHaveBeenCalledTimes(1);
      expect(audit.record).toHaveBeenCalledWith(
        em,
        expect.objectContaining({
          before: { ...defaultPlatformSettings },
          after: { ...defaultPlatformSettings },
        }),
      );
    });

    it('creates the row first when the first start has not yet, announcing only the saved settings', async () => {
      settings.createDefaults.mockResolvedValue(true);
      settings.findForUpdate.mockResolvedValue(settingsFactory());

      await service.update(admin.id, body);

      expect(settings.createDefaults.mock.invocationCallOrder[0]).toBeLessThan(
        settings.findForUpdate.mock.invocationCallOrder[0]!,
      );
      expect(outbox.add).toHaveBeenCalledTimes(1);
      expect(outbox.add).toHaveBeenCalledWith(em, 'platform.settings_changed', expect.objectContaining(body));
    });

    it('fails without saving, announcing or recording when the row cannot be read', async () => {
      settings.createDefaults.mockResolvedValue(false);
      settings.findForUpdate.mockResolvedValue(null);

      await expect(service.update(admin.id, body)).rejects.toThrow('settings row missing');
      expect(em.flush).not.toHaveBeenCalled();
      expect(outbox.add).not.toHaveBeenCalled();
      expect(audit.record).not.toHaveBeenCalled();
    });
  });
});
