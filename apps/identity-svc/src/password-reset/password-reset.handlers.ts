import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, identityRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { PasswordResetService } from './password-reset.service.js';

const { requestPasswordReset, resetPassword } = identityRpc;

/** Both public pairs (request-password-reset / auth/forgot-password, reset-password / auth/reset-password) land here. */
@Controller()
export class PasswordResetHandlers {
  constructor(@Inject(PasswordResetService) private readonly passwordReset: PasswordResetService) {}

  @Rpc(requestPasswordReset)
  request({ body }: RpcRequest<typeof requestPasswordReset>) {
    return this.passwordReset.request(body.email);
  }

  @Rpc(resetPassword)
  reset({ body }: RpcRequest<typeof resetPassword>) {
    return this.passwordReset.reset(body);
  }
}
