import { Injectable, type OnModuleInit } from '@nestjs/common';
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
    this.events.on('platform.settings_changed', (payload, em) =>
      this.settings.save(em, payload.approval_required, new Date(payload.at)),
    );
  }
}
