import { notificationRpc } from '@encontro/contracts';
import { userDataExportHandlers } from '@encontro/server-messaging';
import { UserDataService } from './user-data.service.js';

/** One part of GET /api/profile/export. */
export const UserDataHandlers = userDataExportHandlers(notificationRpc.exportUserData, UserDataService);
export type UserDataHandlers = InstanceType<typeof UserDataHandlers>;
