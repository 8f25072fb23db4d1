import { type ArgumentsHost, Catch, Logger, type RpcExceptionFilter } from '@nestjs/common';
import type { ServiceError } from '@encontro/contracts';
import { genericMessages } from '@encontro/contracts';
import { type Observable, throwError } from 'rxjs';
import { DomainError } from './domain-error.js';

/** Sends a DomainError back over NATS as a ServiceError; anything else becomes INTERNAL (and is logged). */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger(RpcErrorFilter.name);

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    if (exception instanceof DomainError) return throwError(() => exception.toServiceError());
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    const internal: ServiceError = { reason: 'INTERNAL', message: genericMessages.internal };
    return throwError(() => internal);
  }
}
