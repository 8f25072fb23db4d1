import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type PlatformSettings,
  type SettingsSaved,
  moderationCommands,
  moderationSubjects,
} from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { SettingsService } from './settings.service.js';

@Controller()
export class SettingsHandlers {
  constructor(@Inject(SettingsService) private readonly settings: SettingsService) {}

  /** GET /api/admin/settings → {platform_name, contact_email, auto_censor, approval_required, updated_at} */
  @MessagePattern(moderationSubjects.getSettings)
  async get(@Payload() payload: unknown): Promise<PlatformSettings> {
    parseCommand(moderationCommands.getSettings, payload ?? {});
    return this.settings.get();
  }

  /** PUT /api/admin/settings {platform_name, contact_email, auto_censor, approval_required} → {message, settings} */
  @MessagePattern(moderationSubjects.updateSettings)
  async update(@Payload() payload: unknown): Promise<SettingsSaved> {
    const { actor_id, body } = parseCommand(moderationCommands.updateSettings, payload, 'body');
    return this.settings.update(actor_id, body);
  }
}
