import { cityMatchListSchema } from './city-lookup.js';
import { identityCommands } from './identity.commands.js';
import { rpc } from './rpc.js';
import { messageResponseSchema, photoPurgeAnswers, photoPurgeCommands } from './shared.rpc-schemas.js';
import {
  cityListSchema,
  loginResponseSchema,
  stateListSchema,
  successResponseSchema,
  userAnswerSchema,
} from './user.js';
import {
  adminUserPageSchema,
  adminUserToggledSchema,
  photoUpdatedSchema,
  userDataExportSchema,
} from './user-lifecycle.schemas.js';

/** identity-svc: accounts, sessions, e-mail verification, password reset, profile, states and cities, admin users. */
export const identityRpc = {
  login: rpc('identity.session.create', {
    request: identityCommands.login,
    response: loginResponseSchema,
    errorsUnder: 'body',
  }),
  logout: rpc('identity.session.revoke', {
    request: identityCommands.logout,
    response: messageResponseSchema,
  }),
  me: rpc('identity.user.get', { request: identityCommands.me, response: userAnswerSchema }),
  register: rpc('identity.user.register', {
    request: identityCommands.register,
    response: messageResponseSchema,
    errorsUnder: 'body',
  }),
  validateEmail: rpc('identity.email.validate', {
    request: identityCommands.validateEmail,
    response: messageResponseSchema,
    errorsUnder: 'body',
  }),
  verifyEmail: rpc('identity.email.verify', {
    request: identityCommands.verifyEmail,
    response: successResponseSchema,
    errorsUnder: 'body',
  }),
  resendValidation: rpc('identity.email.resend', {
    request: identityCommands.resendValidation,
    response: successResponseSchema,
    errorsUnder: 'body',
  }),
  requestPasswordReset: rpc('identity.password.request-reset', {
    request: identityCommands.requestPasswordReset,
    response: successResponseSchema,
    errorsUnder: 'body',
  }),
  resetPassword: rpc('identity.password.reset', {
    request: identityCommands.resetPassword,
    response: successResponseSchema,
    errorsUnder: 'body',
  }),
  /** A password change ends every other session of the account (not the one making it: `jti`). */
  updateProfile: rpc('identity.profile.update', {
    request: identityCommands.updateProfile,
    response: userAnswerSchema,
    errorsUnder: 'body',
  }),
  /** The gateway stored the new photo; it removes the one this answer says was replaced. */
  updatePhoto: rpc('identity.profile.photo', {
    request: identityCommands.updatePhoto,
    response: photoUpdatedSchema,
  }),
  listStates: rpc('identity.geo.states', { request: identityCommands.listStates, response: stateListSchema }),
  listCities: rpc('identity.geo.cities', { request: identityCommands.listCities, response: cityListSchema }),
  resolveCity: rpc('identity.geo.city-resolve', {
    request: identityCommands.resolveCity,
    response: cityMatchListSchema,
  }),
  adminListUsers: rpc('identity.admin-user.list', {
    caller: 'admin',
    request: identityCommands.adminListUsers,
    response: adminUserPageSchema,
    errorsUnder: 'query',
  }),
  adminToggleBlock: rpc('identity.admin-user.toggle-block', {
    caller: 'admin',
    request: identityCommands.adminToggleBlock,
    response: adminUserToggledSchema,
  }),
  /** Both deletions queue the person's photo prefixes in photo_purges, emptied by the gateway. */
  adminDeleteUser: rpc('identity.admin-user.delete', {
    caller: 'admin',
    request: identityCommands.adminDeleteUser,
    response: messageResponseSchema,
  }),
  deleteOwnAccount: rpc('identity.account.delete', {
    caller: 'user',
    request: identityCommands.deleteOwnAccount,
    response: messageResponseSchema,
  }),
  exportUserData: rpc('identity.user-data.export', {
    caller: 'user',
    request: identityCommands.exportUserData,
    response: userDataExportSchema,
  }),
  claimPhotoPurges: rpc('identity.photo-purge.claim', {
    request: photoPurgeCommands.claim,
    response: photoPurgeAnswers.claim,
  }),
  confirmPhotoPurges: rpc('identity.photo-purge.confirm', {
    request: photoPurgeCommands.confirm,
    response: photoPurgeAnswers.confirm,
  }),
} as const;
