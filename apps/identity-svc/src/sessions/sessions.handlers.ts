import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, identityRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { SessionsService } from './sessions.service.js';

const { login, logout, me } = identityRpc;

@Controller()
export class SessionsHandlers {
  constructor(@Inject(SessionsService) private readonly sessions: SessionsService) {}

  @Rpc(login)
  login({ body }: RpcRequest<typeof login>) {
    return this.sessions.login(body);
  }

  @Rpc(logout)
  logout(session: RpcRequest<typeof logout>) {
    return this.sessions.logout(session);
  }

  @Rpc(me)
  me({ user_id }: RpcRequest<typeof me>) {
    return this.sessions.me(user_id);
  }
}
