import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import { REQUEST_ID_HEADER, requestContext, requestIdFrom } from './request-context.js';

type HeaderBag = { get?: (name: string) => string | undefined } | Record<string, unknown> | undefined;

function headerValue(headers: HeaderBag, name: string): unknown {
  if (!headers) return undefined;
  if (typeof headers.get === 'function') return (headers.get as (n: string) => string | undefined)(name);
  return (headers as Record<string, unknown>)[name];
}

/**
 * Runs every handler (HTTP or NATS) inside a request context: the id comes from the
 * `x-request-id` header (HTTP, NATS) or is made here.
 */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const requestId = requestIdFrom(this.incomingId(context));
    return new Observable((subscriber) =>
      requestContext.run({ requestId }, () => next.handle().subscribe(subscriber)),
    );
  }

  private incomingId(context: ExecutionContext): unknown {
    if (context.getType() === 'http') {
      const request = context.switchToHttp().getRequest<{ id?: string }>();
      return request.id;
    }
    if (context.getType() === 'rpc') {
      const rpc = context.switchToRpc().getContext<{ getHeaders?: () => HeaderBag }>();
      return headerValue(rpc?.getHeaders?.(), REQUEST_ID_HEADER);
    }
    return undefined;
  }
}
