import { type ArgumentsHost, Catch, Logger, type RpcExceptionFilter } from '@nestjs/common';
import type { ServiceError } from '@encontro/contracts';
import { genericMessages } from '@encontro/contracts';
import { isRedisUnavailable } from '@encontro/server-redis';
import { type Observable, throwError } from 'rxjs';
import { DomainError } from './domain-error.js';

/**
 * Sends a DomainError back over NATS as a ServiceError; a Redis (or another dependency the service
 * names in `unavailable`, e.g. its database) that is not there right now becomes SERVICE_UNAVAILABLE
 * (the gateway's pt-BR 503: try again); anything else INTERNAL (and is logged).
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger(RpcErrorFilter.name);

  constructor(private readonly unavailable: readonly ((error: unknown) => boolean)[] = []) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    if (exception instanceof DomainError) return throwError(() => exception.toServiceError());
    if (isRedisUnavailable(exception) || this.unavailable.some((check) => check(exception))) {
      this.logger.warn(`dependency unavailable: ${(exception as Error).message}`);
      const unavailable: ServiceError = {
        reason: 'SERVICE_UNAVAILABLE',
        message: genericMessages.unavailable,
      };
      return throwError(() => unavailable);
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    const internal: ServiceError = { reason: 'INTERNAL', message: genericMessages.internal };
    return throwError(() => internal);
  }
}
