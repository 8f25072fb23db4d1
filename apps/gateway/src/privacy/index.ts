import { AdminUsersController } from '../admin-users/admin-users.controller.js';
import { PhotoJanitor } from './photo-janitor.js';
import { PrivacyController } from './privacy.controller.js';
import { StoredPhotos } from './stored-photos.js';

/** The account's life beyond sign-up: the admin's users tab and LGPD self-service. */
export const userLifecycleControllers = [AdminUsersController, PrivacyController];
export const userLifecycleProviders = [StoredPhotos, PhotoJanitor];
