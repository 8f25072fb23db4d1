import { notificationMessages } from '@encontro/contracts';
import { UuidParamPipe } from '../http/uuid-param.pipe.js';

/** A notification id in the path: anything but a UUID is the same 404 as someone else's notification. */
export const notificationId = () =>
  new UuidParamPipe('NOTIFICATION_NOT_FOUND', notificationMessages.notFound);
