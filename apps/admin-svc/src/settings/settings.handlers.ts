import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, moderationRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { SettingsService } from './settings.service.js';

const { getSettings, updateSettings } = moderationRpc;

@Controller()
export class SettingsHandlers {
  constructor(@Inject(SettingsService) private readonly settings: SettingsService) {}

  /** GET /api/admin/settings → {platform_name, contact_email, auto_censor, approval_required, updated_at} */
  @Rpc(getSettings)
  get(_empty: RpcRequest<typeof getSettings>) {
    return this.settings.get();
  }

  /** PUT /api/admin/settings {platform_name, contact_email, auto_censor, approval_required} → {message, settings} */
  @Rpc(updateSettings)
  update({ actor_id, body }: RpcRequest<typeof updateSettings>) {
    return this.settings.update(actor_id, body);
  }
}
