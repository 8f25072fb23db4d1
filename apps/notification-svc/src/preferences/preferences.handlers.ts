import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, notificationRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { PreferencesService } from './preferences.service.js';

const { getPreferences, updatePreferences, emailUnsubscribe } = notificationRpc;

@Controller()
export class PreferencesHandlers {
  constructor(@Inject(PreferencesService) private readonly preferences: PreferencesService) {}

  /** GET /api/notifications/preferences → {preferences} */
  @Rpc(getPreferences)
  get({ user_id }: RpcRequest<typeof getPreferences>) {
    return this.preferences.get(user_id);
  }

  /** PUT /api/notifications/preferences → {message, preferences} */
  @Rpc(updatePreferences)
  update({ user_id, body }: RpcRequest<typeof updatePreferences>) {
    return this.preferences.update(user_id, body.preferences);
  }

  /** One-click unsubscribe of an e-mail (?token=) → {message, type} */
  @Rpc(emailUnsubscribe)
  emailUnsubscribe({ query }: RpcRequest<typeof emailUnsubscribe>) {
    return this.preferences.emailUnsubscribe(query.token);
  }
}
