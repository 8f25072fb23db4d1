import { type PipeTransform } from '@nestjs/common';
import { fieldErrorsFromIssues } from '@encontro/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error.js';

/** Validates a body, query or param with the contract schema: 422 with per-field pt-BR messages. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    // No body at all reads as an empty object; a JSON `null` is a body, and not an object.
    const result = this.schema.safeParse(value === undefined ? {} : value);
    if (result.success) return result.data;
    const { message, errors } = fieldErrorsFromIssues(result.error.issues);
    throw new ApiError('VALIDATION_FAILED', message, errors);
  }
}
