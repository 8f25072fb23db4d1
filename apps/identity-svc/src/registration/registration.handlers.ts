import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, identityRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { RegistrationService } from './registration.service.js';

const { register, validateEmail, verifyEmail, resendValidation } = identityRpc;

@Controller()
export class RegistrationHandlers {
  constructor(@Inject(RegistrationService) private readonly registration: RegistrationService) {}

  @Rpc(register)
  register({ body }: RpcRequest<typeof register>) {
    return this.registration.register(body);
  }

  /** POST /api/validate-email {token} → {message} */
  @Rpc(validateEmail)
  async validateEmail({ body }: RpcRequest<typeof validateEmail>) {
    const { message } = await this.registration.verifyEmail(body.token);
    return { message };
  }

  /** POST /api/auth/verify-email {token, email} → {success, already_verified, message} */
  @Rpc(verifyEmail)
  verifyEmail({ body }: RpcRequest<typeof verifyEmail>) {
    return this.registration.verifyEmail(body.token, body.email);
  }

  @Rpc(resendValidation)
  resendValidation({ body }: RpcRequest<typeof resendValidation>) {
    return this.registration.resendValidation(body.email);
  }
}
