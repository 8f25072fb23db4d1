import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { context, trace } from '@opentelemetry/api';
import { tracer } from '@encontro/server-tracing';
import { automock } from '@encontro/testing/unit';
import { type InMemoryTracing, startInMemoryTracing } from '@encontro/testing/tracing';
import { randomUUID } from 'node:crypto';
import { Outbox } from './outbox.js';
import { OutboxRelay } from './outbox.relay.js';

describe(Outbox.name, () => {
  let tracing: InMemoryTracing;
  beforeAll(() => {
    tracing = startInMemoryTracing();
  });
  afterAll(() => tracing.stop());

  const verified = () => ({ user_id: randomUUID(), verified_at: new Date().toISOString() });
  const relay = () => {
    const mock = automock(OutboxRelay);
    mock.wakeSoon.mockReturnValue(undefined);
    return mock;
  };

  it('stores the traceparent of the span that records an event, for its consumers to link to', () => {
    const outbox = new Outbox(relay());
    const span = tracer().startSpan('identity.email.verify');
    const event = context.with(trace.setSpan(context.active(), span), () =>
      outbox.prepare('user.verified', verified()),
    );
    span.end();
    const { traceId, spanId } = span.spanContext();
    expect(event.traceparent).toBe(`00-${traceId}-${spanId}-01`);
  });

  it('stores no traceparent for an event recorded outside a trace', () => {
    const outbox = new Outbox(relay());
    expect(outbox.prepare('user.verified', verified()).traceparent).toBeNull();
  });
});
