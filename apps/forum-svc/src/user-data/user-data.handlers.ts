import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, forumRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { UserDataService } from './user-data.service.js';

const { exportUserData } = forumRpc;

@Controller()
export class UserDataHandlers {
  constructor(@Inject(UserDataService) private readonly data: UserDataService) {}

  /** The LGPD export: {service: 'forum-svc', data: {posts, comments, memories, participations}} */
  @Rpc(exportUserData)
  export({ user_id }: RpcRequest<typeof exportUserData>) {
    return this.data.export(user_id);
  }
}
