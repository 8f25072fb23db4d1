import type { ErrorReason, FieldErrors, RefusalDetailsOf, ServiceError } from '@encontro/contracts';

/**
 * The one error a service throws on purpose: the rule that refused, never an HTTP status. A reason
 * that declares public details in contracts (`refusalDetailsSchemas`) carries them, typed by it.
 */
export class DomainError<R extends ErrorReason = ErrorReason> extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly reason: R,
    message: string,
    readonly errors?: FieldErrors,
    readonly details?: RefusalDetailsOf<R>,
  ) {
    super(message);
  }

  toServiceError(): ServiceError {
    return {
      reason: this.reason,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.details ? { details: this.details } : {}),
    };
  }
}
