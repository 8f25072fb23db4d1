import type { ErrorReason, FieldErrors } from '@encontro/contracts';
import { statusForReason } from './error-status.js';

/** An error the gateway itself answers with (bad input, missing token, rate limit…). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  constructor(
    readonly reason: ErrorReason,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.status = statusForReason(reason);
  }
}
