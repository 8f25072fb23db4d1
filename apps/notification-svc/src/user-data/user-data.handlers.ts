import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, notificationRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { UserDataService } from './user-data.service.js';

const { exportUserData } = notificationRpc;

@Controller()
export class UserDataHandlers {
  constructor(@Inject(UserDataService) private readonly userData: UserDataService) {}

  /** One part of GET /api/profile/export. */
  @Rpc(exportUserData)
  export({ user_id }: RpcRequest<typeof exportUserData>) {
    return this.userData.export(user_id);
  }
}
