import { z } from 'zod';
import { storableString } from './text.js';
import {
  emailOnlySchema,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
  validateEmailSchema,
  verifyEmailSchema,
} from './account.schemas.js';
import { cityResolveCommand } from './city-lookup.js';
import { clientNetworkSchema } from './integrity.schemas.js';
import {
  adminUsersQuerySchema,
  deleteAccountSchema,
  userDataExportCommand,
} from './user-lifecycle.schemas.js';

/** Payloads of the identity subjects: the public body plus what the gateway knows of the caller. */
const actor = z.object({ user_id: z.string().uuid() });
/** The caller's network as the gateway names it (never the address): login throttles and vote-integrity signals. */
const network = clientNetworkSchema.optional();

export const identityCommands = {
  login: z.object({ body: loginSchema, network }),
  logout: z.object({ user_id: z.string().uuid(), jti: z.string(), exp: z.number().int() }),
  me: actor,
  register: z.object({ body: registerSchema, network }),
  validateEmail: z.object({ body: validateEmailSchema }),
  verifyEmail: z.object({ body: verifyEmailSchema }),
  resendValidation: z.object({ body: emailOnlySchema }),
  requestPasswordReset: z.object({ body: emailOnlySchema }),
  resetPassword: z.object({ body: resetPasswordSchema }),
  updateProfile: actor.extend({
    body: profileUpdateSchema,
    /** The token of the call: a password change ends every other session, not this one. */
    jti: z.string().min(1).max(100).optional(),
    network,
  }),
  updatePhoto: actor.extend({ photo_key: storableString().min(1).max(300) }),
  listStates: z.object({}),
  listCities: z.object({ state: storableString().min(1).max(60) }),
  resolveCity: cityResolveCommand,
  adminListUsers: z.object({ query: adminUsersQuerySchema }),
  adminToggleBlock: z.object({ actor_id: z.string().uuid(), user_id: z.string().uuid() }),
  adminDeleteUser: z.object({ actor_id: z.string().uuid(), user_id: z.string().uuid() }),
  deleteOwnAccount: actor.extend(deleteAccountSchema.shape),
  exportUserData: userDataExportCommand,
} as const;

export type IdentityCommand<K extends keyof typeof identityCommands> = z.infer<(typeof identityCommands)[K]>;
