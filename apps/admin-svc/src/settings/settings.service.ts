import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type PlatformSettings,
  type PlatformSettingsRequest,
  type SettingsSaved,
  defaultPlatformSettings,
  moderationActions,
  moderationMessages,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { randomUUID } from 'node:crypto';
import { AuditService } from '../audit/audit.service.js';
import type { Settings } from './settings.entity.js';
import { SettingsRepository } from './settings.repository.js';

const values = (s: Settings) => ({
  platform_name: s.platformName,
  contact_email: s.contactEmail,
  auto_censor: s.autoCensor,
  approval_required: s.approvalRequired,
  integrity_auto_hold: s.integrityAutoHold,
});

const toView = (s: Settings | null): PlatformSettings =>
  s
    ? { ...values(s), updated_at: s.updatedAt ? s.updatedAt.toISOString() : null }
    : { ...defaultPlatformSettings, updated_at: null };

/**
 * The platform settings, saved here and obeyed by the services that hear platform.settings_changed
 * (forum-svc masks words when auto_censor is on; indication-svc approves at once when approval is off
 * and holds high-risk vote clusters on Thursday 23:00 when integrity_auto_hold is on).
 */
@Injectable()
export class SettingsService implements OnApplicationBootstrap {
  constructor(
    private readonly orm: MikroORM,
    private readonly settings: SettingsRepository,
    private readonly outbox: Outbox,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** On the very first start the defaults are stored and announced once, so every consumer converges. */
  async onApplicationBootstrap(): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      if (await this.settings.createDefaults(em)) this.announce(em, defaultPlatformSettings);
    });
  }

  async get(): Promise<PlatformSettings> {
    return toView(await this.settings.find(this.orm.em.fork()));
  }

  async update(actorId: string, body: PlatformSettingsRequest): Promise<SettingsSaved> {
    return this.orm.em.fork().transactional(async (em) => {
      await this.settings.createDefaults(em);
      const row = await this.settings.findForUpdate(em);
      if (!row) throw new Error('settings row missing');
      const before = values(row);
      const now = this.clock.now();
      row.platformName = body.platform_name;
      row.contactEmail = body.contact_email;
      row.autoCensor = body.auto_censor;
      row.approvalRequired = body.approval_required;
      row.integrityAutoHold = body.integrity_auto_hold;
      row.updatedBy = actorId;
      row.updatedAt = now;
      await em.flush();
      const after = values(row);
      this.announce(em, after);
      await this.audit.record(em, {
        id: randomUUID(),
        actorId,
        action: moderationActions.settingsUpdate,
        targetType: 'settings',
        targetId: 'platform',
        before,
        after,
        at: now,
      });
      return { message: moderationMessages.settingsSaved, settings: toView(row) };
    });
  }

  private announce(em: EntityManager, settings: ReturnType<typeof values>): void {
    this.outbox.add(em, 'platform.settings_changed', { ...settings, at: this.clock.now().toISOString() });
  }
}
