import { userLifecycleMessages } from '@encontro/contracts';
import { UuidParamPipe } from '../http/uuid-param.pipe.js';

/** A user id in the path: anything but a UUID is a 404, not a bad request. */
export class UserIdPipe extends UuidParamPipe {
  constructor() {
    super('USER_NOT_FOUND', userLifecycleMessages.userNotFound);
  }
}
