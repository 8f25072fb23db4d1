import type { ErrorCode, FieldErrors, ServiceError } from '@encontro/contracts';

/** The one error a service throws on purpose. Only the gateway turns it into HTTP. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }

  toServiceError(): ServiceError {
    return this.errors
      ? { code: this.code, message: this.message, errors: this.errors }
      : { code: this.code, message: this.message };
  }
}
