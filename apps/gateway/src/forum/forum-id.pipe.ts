import { type PipeTransform } from '@nestjs/common';
import type { ErrorReason } from '@encontro/contracts';
import { z } from 'zod';
import { ApiError } from '../http/api-error.js';

const uuid = z.string().uuid();

/** A forum, post or comment id in the path: anything but a UUID is a 404 with the item's pt-BR message. */
export class UuidParamPipe implements PipeTransform<unknown, string> {
  constructor(
    private readonly reason: ErrorReason,
    private readonly notFound: string,
  ) {}

  transform(value: unknown): string {
    const result = uuid.safeParse(value);
    if (!result.success) throw new ApiError(this.reason, this.notFound);
    return result.data.toLowerCase();
  }
}
