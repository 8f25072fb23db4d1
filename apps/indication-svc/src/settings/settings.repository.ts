import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { defaultPlatformSettings } from '@encontro/contracts';
import { Tables } from '../tables.js';
import { PlatformSettings } from './platform-settings.entity.js';

/** What this service obeys of the settings admin-svc announces. */
export type ObeyedSettings = { approvalRequired: boolean; integrityAutoHold: boolean };

/** The one settings row. Every method works in the caller's unit of work (`em`). */
@Injectable()
export class SettingsRepository {
  constructor(private readonly tables: Tables) {}

  /** Approval is required until admin-svc says otherwise (its default too). */
  async approvalRequired(em: EntityManager): Promise<boolean> {
    return (await this.find(em))?.approvalRequired ?? defaultPlatformSettings.approval_required;
  }

  /** The Thursday 23:00 hold is on until admin-svc says otherwise (its default too). */
  async integrityAutoHold(em: EntityManager): Promise<boolean> {
    return (await this.find(em))?.integrityAutoHold ?? defaultPlatformSettings.integrity_auto_hold;
  }

  /** Applies an announcement unless a later one was already applied. */
  async save(em: EntityManager, settings: ObeyedSettings, at: Date): Promise<void> {
    await em.execute(
      `insert into ${this.tables.platformSettings} (id, approval_required, integrity_auto_hold, updated_at)
       values (1, ?, ?, ?)
       on conflict (id) do update set approval_required = excluded.approval_required,
         integrity_auto_hold = excluded.integrity_auto_hold, updated_at = excluded.updated_at
       where ${this.tables.platformSettings}.updated_at <= excluded.updated_at`,
      [settings.approvalRequired, settings.integrityAutoHold, at],
    );
  }

  private find(em: EntityManager): Promise<PlatformSettings | null> {
    return em.findOne(PlatformSettings, { id: 1 }, { refresh: true });
  }
}
