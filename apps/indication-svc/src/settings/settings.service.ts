import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventConsumer } from '@encontro/server-events';
import { SettingsRepository } from './settings.repository.js';

/** Keeps the settings admin-svc announces (platform.settings_changed carries the whole set). */
@Injectable()
export class SettingsService implements OnModuleInit {
  constructor(
    private readonly events: EventConsumer,
    private readonly settings: SettingsRepository,
  ) {}

  onModuleInit(): void {
    // An announcement from before the setting existed parses with integrity_auto_hold on (its default).
    this.events.on('platform.settings_changed', (payload, em) =>
      this.settings.save(
        em,
        { approvalRequired: payload.approval_required, integrityAutoHold: payload.integrity_auto_hold },
        new Date(payload.at),
      ),
    );
  }

  /** Whether Thursday 23:00 puts high-risk vote clusters under review by itself: on until announced off. */
  integrityAutoHold(em: EntityManager): Promise<boolean> {
    return this.settings.integrityAutoHold(em);
  }
}
