import { identityRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { PasswordResetService } from './password-reset.service.js';

/** Both public pairs (request-password-reset / auth/forgot-password, reset-password / auth/reset-password) land here. */
export const PasswordResetHandlers = rpcHandlers(
  'PasswordResetHandlers',
  identityRpc,
  { passwordReset: PasswordResetService },
  {
    requestPasswordReset: ({ body }, { passwordReset }) => passwordReset.request(body.email),
    resetPassword: ({ body }, { passwordReset }) => passwordReset.reset(body),
  },
);
export type PasswordResetHandlers = InstanceType<typeof PasswordResetHandlers>;
