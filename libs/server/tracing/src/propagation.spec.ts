import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import { type InMemoryTracing, startInMemoryTracing } from '@encontro/testing/tracing';
import { defer, firstValueFrom } from 'rxjs';
import { NatsServerSpanInterceptor } from './nats-server-span.interceptor.js';
import {
  TRACEPARENT_HEADER,
  currentTraceparent,
  extractTraceContext,
  headersOf,
  inEventSpan,
  inNatsRequestSpan,
  inPublishSpan,
  injectTraceContext,
  spanContextOf,
  tracer,
} from './propagation.js';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

describe('trace propagation', () => {
  let tracing: InMemoryTracing;
  beforeAll(() => {
    tracing = startInMemoryTracing();
  });
  afterAll(() => tracing.stop());
  beforeEach(() => tracing.reset());

  /** Runs fn inside a fresh span (the request a gateway or a handler would be serving). */
  const inRequest = <T>(fn: () => T): { result: T; traceId: string; spanId: string } => {
    const span = tracer().startSpan('request');
    try {
      const result = context.with(trace.setSpan(context.active(), span), fn);
      return { result, ...span.spanContext() };
    } finally {
      span.end();
    }
  };

  it('writes the active span as a W3C traceparent and reads it back as the remote parent', () => {
    const carrier: Record<string, string> = {};
    const { traceId, spanId } = inRequest(() => injectTraceContext(headersOf(carrier)));
    expect(carrier[TRACEPARENT_HEADER]).toBe(`00-${traceId}-${spanId}-01`);

    const extracted = trace.getSpanContext(extractTraceContext(headersOf(carrier)));
    expect(extracted).toMatchObject({ traceId, spanId, isRemote: true });
  });

  it('has no traceparent outside a span, and ignores a malformed one', () => {
    expect(currentTraceparent()).toBeNull();
    expect(spanContextOf('00-not-a-trace-01')).toBeUndefined();
    expect(spanContextOf(null)).toBeUndefined();
    expect(trace.getSpanContext(extractTraceContext(headersOf({ traceparent: 'junk' })))).toBeUndefined();
  });

  it('gives an outbox row the traceparent of the span that records the event', () => {
    const { result, traceId, spanId } = inRequest(() => currentTraceparent());
    expect(result).toMatch(TRACEPARENT);
    expect(result).toBe(`00-${traceId}-${spanId}-01`);
    expect(result!.length).toBeLessThanOrEqual(55);
  });

  it("sends a NATS request in a client span under the caller's, whose context goes in the headers", async () => {
    const carrier: Record<string, string> = {};
    const { result, traceId, spanId } = inRequest(() =>
      inNatsRequestSpan('indication.vote.cast', headersOf(carrier), async () => 'answer'),
    );
    expect(await result).toBe('answer');
    const [client] = tracing.spans().filter((s) => s.name === 'nats request indication.vote.cast');
    expect(client).toMatchObject({ kind: SpanKind.CLIENT });
    expect(client!.spanContext().traceId).toBe(traceId);
    expect(client!.parentSpanContext?.spanId).toBe(spanId);
    expect(carrier[TRACEPARENT_HEADER]).toBe(`00-${traceId}-${client!.spanContext().spanId}-01`);
  });

  it("keeps a service's refusal apart from a failure on the client span", async () => {
    const refusal = { reason: 'ALREADY_VOTED', message: 'Você já votou nesta semana.' };
    await expect(
      inNatsRequestSpan(
        'indication.vote.cast',
        headersOf({}),
        () => Promise.reject(refusal),
        () => false,
      ),
    ).rejects.toBe(refusal);
    await expect(
      inNatsRequestSpan('indication.vote.cast', headersOf({}), () => Promise.reject(new Error('timeout'))),
    ).rejects.toThrow('timeout');
    const [refused, failed] = tracing.spans();
    expect(refused!.status.code).toBe(SpanStatusCode.UNSET);
    expect(refused!.attributes['encontro.refusal']).toBe('ALREADY_VOTED');
    expect(failed!.status.code).toBe(SpanStatusCode.ERROR);
  });

  it("runs a NATS handler in a server span named after its subject, under the caller's traceparent", async () => {
    const caller = inRequest(() => currentTraceparent());
    let activeInHandler: string | undefined;
    const execution = {
      getType: () => 'rpc',
      switchToRpc: () => ({
        getContext: () => ({
          getSubject: () => 'indication.vote.cast',
          getHeaders: () => headersOf({ traceparent: caller.result! }),
        }),
      }),
    } as unknown as ExecutionContext;
    const next: CallHandler = {
      handle: () =>
        defer(async () => {
          activeInHandler = trace.getActiveSpan()?.spanContext().spanId;
          return 'answer';
        }),
    };
    const interceptor = new NatsServerSpanInterceptor();
    expect(await firstValueFrom(interceptor.intercept(execution, next))).toBe('answer');

    const [server] = tracing.spans().filter((s) => s.name === 'indication.vote.cast');
    expect(server).toMatchObject({ kind: SpanKind.SERVER });
    expect(server!.spanContext().traceId).toBe(caller.traceId);
    expect(server!.parentSpanContext?.spanId).toBe(caller.spanId);
    expect(activeInHandler).toBe(server!.spanContext().spanId);
  });

  it("applies an event in a consumer span linked to its origin's span, and publishes it in the origin's trace", async () => {
    const origin = inRequest(() => currentTraceparent());
    const event = { id: 'e1', name: 'vote.cast', subject: 'evt.vote.cast', traceparent: origin.result };
    let activeInHandler: string | undefined;
    await inPublishSpan(event, async () => undefined);
    await inEventSpan(event, async () => {
      activeInHandler = trace.getActiveSpan()?.spanContext().spanId;
    });

    const publish = tracing.spans().find((s) => s.name === 'publish vote.cast')!;
    expect(publish).toMatchObject({ kind: SpanKind.PRODUCER });
    expect(publish.parentSpanContext?.spanId).toBe(origin.spanId);
    const consumer = tracing.spans().find((s) => s.name === 'process vote.cast')!;
    expect(consumer).toMatchObject({ kind: SpanKind.CONSUMER });
    expect(consumer.links.map((link) => link.context)).toEqual([
      expect.objectContaining({ traceId: origin.traceId, spanId: origin.spanId }),
    ]);
    expect(consumer.spanContext().traceId).toBe(origin.traceId);
    expect(activeInHandler).toBe(consumer.spanContext().spanId);
  });

  it('publishes an event recorded outside any trace without a span', async () => {
    await inPublishSpan({ id: 'e2', name: 'week.closed', subject: 'evt.week.closed' }, async () => undefined);
    expect(tracing.spans()).toEqual([]);
  });
});
