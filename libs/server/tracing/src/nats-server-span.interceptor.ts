import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { SpanKind, context, trace } from '@opentelemetry/api';
import { Observable } from 'rxjs';
import { type HeaderCarrier, endFailed, extractTraceContext, tracer } from './propagation.js';

type NatsContextLike = { getSubject?: () => string; getHeaders?: () => HeaderCarrier | undefined };

/**
 * Runs every NATS handler in a SERVER span named after its subject, under the caller's
 * `traceparent`. `isRefusal` tells a service's deliberate refusal (not a fault) from a failure.
 */
@Injectable()
export class NatsServerSpanInterceptor implements NestInterceptor {
  constructor(private readonly options: { isRefusal?: (error: unknown) => boolean } = {}) {}

  intercept(executionContext: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (executionContext.getType() !== 'rpc') return next.handle();
    const nats = executionContext.switchToRpc().getContext<NatsContextLike | undefined>();
    const subject = nats?.getSubject?.() ?? 'nats';
    const parent = extractTraceContext(nats?.getHeaders?.());
    const span = tracer().startSpan(
      subject,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'messaging.system': 'nats',
          'messaging.destination.name': subject,
          'messaging.operation.type': 'process',
        },
      },
      parent,
    );
    const isFailure = (error: unknown) => !this.options.isRefusal?.(error);
    return new Observable((subscriber) => {
      let ended = false;
      const end = (error?: unknown) => {
        if (ended) return;
        ended = true;
        if (error !== undefined) endFailed(span, error, isFailure);
        span.end();
      };
      const subscription = context.with(trace.setSpan(parent, span), () =>
        next.handle().subscribe({
          next: (value) => subscriber.next(value),
          error: (error: unknown) => {
            end(error);
            subscriber.error(error);
          },
          complete: () => {
            end();
            subscriber.complete();
          },
        }),
      );
      // Also when the caller stops listening after the answer.
      return () => {
        subscription.unsubscribe();
        end();
      };
    });
  }
}
