import { AccountDeletionModule } from './account-deletion/account-deletion.module.js';
import { ActivityModule } from './activity/activity.module.js';
import { AdminUsersModule } from './admin-users/admin-users.module.js';
import { GeoModule } from './geo/geo.module.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';
import { PhotoPurgesModule } from './photo-purges/photo-purges.module.js';
import { ProfileModule } from './profile/profile.module.js';
import { RegistrationModule } from './registration/registration.module.js';
import { SeedModule } from './seed/seed.module.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { UserDataModule } from './user-data/user-data.module.js';

/**
 * The service's feature modules. They need the platform modules of AppModule (config, clock,
 * database, events, Redis, mail) and nothing else, so the integration suites mount them as they are.
 */
export const identityFeatures = [
  GeoModule,
  SessionsModule,
  RegistrationModule,
  PasswordResetModule,
  ProfileModule,
  SeedModule,
  ActivityModule,
  AdminUsersModule,
  AccountDeletionModule,
  PhotoPurgesModule,
  UserDataModule,
];
