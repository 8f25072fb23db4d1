import type { ErrorReason, FieldErrors, ServiceError } from '@encontro/contracts';

/** The one error a service throws on purpose: the rule that refused, never an HTTP status. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly reason: ErrorReason,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }

  toServiceError(): ServiceError {
    return this.errors
      ? { reason: this.reason, message: this.message, errors: this.errors }
      : { reason: this.reason, message: this.message };
  }
}
