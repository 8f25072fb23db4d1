import { forumRpc } from '@encontro/contracts';
import { userDataExportHandlers } from '@encontro/server-messaging';
import { UserDataService } from './user-data.service.js';

/** The LGPD export: {service: 'forum-svc', data: {posts, comments, memories, participations, checkins}} */
export const UserDataHandlers = userDataExportHandlers(forumRpc.exportUserData, UserDataService);
export type UserDataHandlers = InstanceType<typeof UserDataHandlers>;
