import { type PipeTransform } from '@nestjs/common';
import { indicationMessages } from '@encontro/contracts';
import { z } from 'zod';
import { ApiError } from '../http/api-error.js';

const uuid = z.string().uuid();

/** An indication (or forum) id in the path: anything but a UUID is a 404, not a bad request. */
export class IndicationIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    const result = uuid.safeParse(value);
    if (!result.success) throw new ApiError('INDICATION_NOT_FOUND', indicationMessages.indicationNotFound);
    return result.data;
  }
}
