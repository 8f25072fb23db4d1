import type { ErrorCode } from '@encontro/contracts';

/** The one place where a service error code becomes an HTTP status (SPEC §8). */
export function statusForCode(code: ErrorCode): number {
  switch (code) {
    case 'VALIDATION_FAILED':
    case 'EMAIL_NOT_VERIFIED':
      return 422;
    case 'INVALID_CREDENTIALS':
    case 'UNAUTHENTICATED':
      return 401;
    case 'USER_BLOCKED':
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'EMAIL_TAKEN':
    case 'CONFLICT':
      return 409;
    case 'RATE_LIMITED':
      return 429;
    case 'SERVICE_UNAVAILABLE':
      return 503;
    case 'INTERNAL':
      return 500;
    default: {
      const unknownCode: never = code;
      throw new Error(`unmapped error code ${String(unknownCode)}`);
    }
  }
}
