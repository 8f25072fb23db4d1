import { identityRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { RegistrationService } from './registration.service.js';

export const RegistrationHandlers = rpcHandlers(
  'RegistrationHandlers',
  identityRpc,
  { registration: RegistrationService },
  {
    register: ({ body, network }, { registration }) => registration.register(body, network),
    /** POST /api/validate-email {token} → {message} */
    validateEmail: async ({ body }, { registration }) => {
      const { message } = await registration.verifyEmail(body.token);
      return { message };
    },
    /** POST /api/auth/verify-email {token, email} → {success, already_verified, message} */
    verifyEmail: ({ body }, { registration }) => registration.verifyEmail(body.token, body.email),
    resendValidation: ({ body }, { registration }) => registration.resendValidation(body.email),
  },
);
export type RegistrationHandlers = InstanceType<typeof RegistrationHandlers>;
