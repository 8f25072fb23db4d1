import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Tables } from '../tables.js';
import { PlatformSettings } from './platform-settings.entity.js';

/** The one settings row. Every method works in the caller's unit of work (`em`). */
@Injectable()
export class SettingsRepository {
  constructor(private readonly tables: Tables) {}

  /** Approval is required until admin-svc says otherwise (its default too). */
  async approvalRequired(em: EntityManager): Promise<boolean> {
    const row = await em.findOne(PlatformSettings, { id: 1 }, { refresh: true });
    return row?.approvalRequired ?? true;
  }

  /** Applies an announcement unless a later one was already applied. */
  async save(em: EntityManager, approvalRequired: boolean, at: Date): Promise<void> {
    await em.execute(
      `insert into ${this.tables.platformSettings} (id, approval_required, updated_at) values (1, ?, ?)
       on conflict (id) do update set approval_required = excluded.approval_required, updated_at = excluded.updated_at
       where ${this.tables.platformSettings}.updated_at <= excluded.updated_at`,
      [approvalRequired, at],
    );
  }
}
