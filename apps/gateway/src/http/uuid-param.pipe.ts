import { type PipeTransform } from '@nestjs/common';
import type { ErrorReason } from '@encontro/contracts';
import { z } from 'zod';
import { ApiError } from './api-error.js';

const uuid = z.string().uuid();

/**
 * An id in the path: anything but a UUID is a 404 with the item's reason and pt-BR message, not a
 * bad request. `lowercase` passes the id on in lower case (the forum routes do).
 */
export class UuidParamPipe implements PipeTransform<unknown, string> {
  constructor(
    private readonly reason: ErrorReason,
    private readonly notFound: string,
    private readonly options: { lowercase?: boolean } = {},
  ) {}

  transform(value: unknown): string {
    const result = uuid.safeParse(value);
    if (!result.success) throw new ApiError(this.reason, this.notFound);
    return this.options.lowercase ? result.data.toLowerCase() : result.data;
  }
}
