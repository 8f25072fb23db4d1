import { eventEntities } from '@encontro/server-events';
import { mailEntities } from '@encontro/server-mail';
import { AccountToken } from './account-tokens/account-token.entity.js';
import { WeeklyActivity } from './activity/weekly-activity.entity.js';
import { KnownNetwork } from './sessions/known-network.entity.js';
import { User } from './users/user.entity.js';

export const identityEntities = [
  ...eventEntities,
  ...mailEntities,
  User,
  AccountToken,
  WeeklyActivity,
  KnownNetwork,
];
