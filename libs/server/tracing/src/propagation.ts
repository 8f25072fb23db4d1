import {
  type Attributes,
  type Context,
  type Link,
  ROOT_CONTEXT,
  type Span,
  type SpanContext,
  SpanKind,
  type SpanOptions,
  SpanStatusCode,
  context,
  trace,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';

/** The W3C header that carries a span's context: `00-<trace id>-<span id>-<flags>`, 55 characters. */
export const TRACEPARENT_HEADER = 'traceparent';
const TRACEPARENT_PATTERN = /^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/;

/** Headers read and written by name: NATS's MsgHdrs, or `headersOf(record)`. */
export type HeaderCarrier = {
  get?(name: string): string | undefined | null;
  set?(name: string, value: string): void;
};

const getter = {
  get: (carrier: HeaderCarrier, key: string) => carrier.get?.(key) || undefined,
  keys: () => [TRACEPARENT_HEADER, 'tracestate'],
};
const setter = { set: (carrier: HeaderCarrier, key: string, value: string) => carrier.set?.(key, value) };

/**
 * Trace context crosses only our own hops — NATS requests, outbox rows, JetStream messages — with this
 * propagator. The global one, which the HTTP instrumentation uses, is none (sdk.ts): a browser cannot
 * choose our trace ids or force sampling, and push services and S3 are sent no traceparent.
 */
const traceContext = new W3CTraceContextPropagator();

/** A plain record seen as headers (what an outbox row or a test holds). */
export function headersOf(record: Record<string, string | null | undefined>): HeaderCarrier {
  return {
    get: (name) => record[name] ?? undefined,
    set: (name, value) => {
      record[name] = value;
    },
  };
}

/** Writes the context's `traceparent` (and `tracestate`) into the headers; nothing when no span context is active. */
export function injectTraceContext(headers: HeaderCarrier, from: Context = context.active()): void {
  traceContext.inject(from, headers, setter);
}

/** The context a caller sent in its headers, as the parent of what this process does for it. */
export function extractTraceContext(
  headers: HeaderCarrier | undefined,
  base: Context = ROOT_CONTEXT,
): Context {
  return headers ? traceContext.extract(base, headers, getter) : base;
}

/** The active span's `traceparent`, for an outbox row: null without one (or without an SDK). */
export function currentTraceparent(from: Context = context.active()): string | null {
  const carrier: Record<string, string> = {};
  injectTraceContext(headersOf(carrier), from);
  const value = carrier[TRACEPARENT_HEADER];
  return value && TRACEPARENT_PATTERN.test(value) ? value : null;
}

/** The span context a stored `traceparent` names, or undefined. */
export function spanContextOf(traceparent: string | null | undefined): SpanContext | undefined {
  if (!traceparent || !TRACEPARENT_PATTERN.test(traceparent)) return undefined;
  return trace.getSpanContext(extractTraceContext(headersOf({ [TRACEPARENT_HEADER]: traceparent })));
}

export const tracer = () => trace.getTracer('@encontro/server-tracing');

/**
 * Runs `fn` in a new span under `parent`, ended when its promise settles. A rejection marks the span
 * failed unless `isFailure` says it is an answer (a refusal is not a fault).
 */
export async function inSpan<T>(
  name: string,
  options: SpanOptions,
  parent: Context,
  fn: (span: Span) => Promise<T>,
  isFailure: (error: unknown) => boolean = () => true,
): Promise<T> {
  const span = tracer().startSpan(name, options, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => fn(span));
  } catch (error) {
    endFailed(span, error, isFailure);
    throw error;
  } finally {
    span.end();
  }
}

/** Records why a span ended in error: a failure (status ERROR), or a refusal kept as an attribute. */
export function endFailed(span: Span, error: unknown, isFailure: (error: unknown) => boolean): void {
  if (!span.isRecording()) return;
  const reason = (error as { reason?: unknown; error?: { reason?: unknown } } | null) ?? {};
  const code = reason.reason ?? reason.error?.reason;
  if (typeof code === 'string') span.setAttribute('encontro.refusal', code);
  if (isFailure(error)) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({
      code: SpanStatusCode.ERROR,
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * A request from this process over NATS: a CLIENT span `nats request <subject>` under the active
 * one, whose context goes into the request's headers.
 */
export function inNatsRequestSpan<T>(
  subject: string,
  headers: HeaderCarrier,
  fn: () => Promise<T>,
  isFailure?: (error: unknown) => boolean,
): Promise<T> {
  const options: SpanOptions = {
    kind: SpanKind.CLIENT,
    attributes: {
      'messaging.system': 'nats',
      'messaging.destination.name': subject,
      'messaging.operation.name': 'request',
    },
  };
  return inSpan(
    `nats request ${subject}`,
    options,
    context.active(),
    () => {
      injectTraceContext(headers);
      return fn();
    },
    isFailure,
  );
}

/** What the relay and the consumer know of an event. */
export type ConsumedEvent = { id: string; name: string; subject: string; traceparent?: string | null };

/**
 * Applies one event in a CONSUMER span `process <event>`. The span links to the span that recorded
 * the event (its `traceparent`), and continues that trace: the event's effects sit in the same trace
 * as the request that caused them, and follow its sampling decision.
 */
export function inEventSpan<T>(event: ConsumedEvent, fn: () => Promise<T>): Promise<T> {
  const origin = spanContextOf(event.traceparent);
  const links: Link[] = origin ? [{ context: origin }] : [];
  const attributes: Attributes = {
    'messaging.system': 'nats',
    'messaging.destination.name': event.subject,
    'messaging.operation.type': 'process',
    'messaging.message.id': event.id,
  };
  const parent = origin ? trace.setSpanContext(ROOT_CONTEXT, origin) : ROOT_CONTEXT;
  return inSpan(`process ${event.name}`, { kind: SpanKind.CONSUMER, links, attributes }, parent, fn);
}

/**
 * The relay's publication of a recorded event: a PRODUCER span `publish <event>` in the trace of
 * the span that recorded it (its start shows how long the event waited in the outbox). An event
 * recorded outside any trace is published without a span.
 */
export function inPublishSpan<T>(event: ConsumedEvent, fn: () => Promise<T>): Promise<T> {
  const origin = spanContextOf(event.traceparent);
  if (!origin) return fn();
  const attributes: Attributes = {
    'messaging.system': 'nats',
    'messaging.destination.name': event.subject,
    'messaging.operation.type': 'send',
    'messaging.message.id': event.id,
  };
  const parent = trace.setSpanContext(ROOT_CONTEXT, origin);
  return inSpan(`publish ${event.name}`, { kind: SpanKind.PRODUCER, attributes }, parent, fn);
}

/** Runs `fn` outside any trace: work that a request only wakes (a relay pass) is not part of it. */
export function detachedFromTrace<T>(fn: () => T): T {
  return context.with(ROOT_CONTEXT, fn);
}
