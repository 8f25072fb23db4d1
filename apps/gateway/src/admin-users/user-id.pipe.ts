import { type PipeTransform } from '@nestjs/common';
import { userLifecycleMessages } from '@encontro/contracts';
import { z } from 'zod';
import { ApiError } from '../http/api-error.js';

const uuid = z.string().uuid();

/** A user id in the path: anything but a UUID is a 404, not a bad request. */
export class UserIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    const result = uuid.safeParse(value);
    if (!result.success) throw new ApiError('USER_NOT_FOUND', userLifecycleMessages.userNotFound);
    return result.data;
  }
}
