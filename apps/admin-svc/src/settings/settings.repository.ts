import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { defaultPlatformSettings } from '@encontro/contracts';
import { Tables } from '../tables.js';
import { Settings } from './settings.entity.js';

/** The single settings row. Every method works in the caller's unit of work. */
@Injectable()
export class SettingsRepository {
  constructor(private readonly tables: Tables) {}

  find(em: EntityManager): Promise<Settings | null> {
    return em.findOne(Settings, { id: 1 });
  }

  findForUpdate(em: EntityManager): Promise<Settings | null> {
    return em.findOne(Settings, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** Creates the row with the defaults unless it exists; true when this call created it. */
  async createDefaults(em: EntityManager): Promise<boolean> {
    const d = defaultPlatformSettings;
    const rows = await em.execute(
      `insert into ${this.tables.settings}
         (id, platform_name, contact_email, auto_censor, approval_required, integrity_auto_hold)
       values (1, ?, ?, ?, ?, ?) on conflict (id) do nothing returning id`,
      [d.platform_name, d.contact_email, d.auto_censor, d.approval_required, d.integrity_auto_hold],
    );
    return rows.length > 0;
  }
}
