import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { context, trace } from '@opentelemetry/api';
import { type InMemoryTracing, startInMemoryTracing } from '@encontro/testing/tracing';
import { createLogger } from './logger.js';

describe('log lines and traces', () => {
  let tracing: InMemoryTracing;
  beforeAll(() => {
    tracing = startInMemoryTracing();
  });
  afterAll(() => tracing.stop());

  it('carry the trace and span ids of the active span, and none outside one', () => {
    const lines: Record<string, unknown>[] = [];
    const destination = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const logger = createLogger({ service: 'test-svc', level: 'info', destination });
    const span = trace.getTracer('test').startSpan('indication.vote.cast');
    context.with(trace.setSpan(context.active(), span), () => logger.info('inside'));
    span.end();
    logger.info('outside');
    const { traceId, spanId } = span.spanContext();
    expect(lines[0]).toMatchObject({ msg: 'inside', trace_id: traceId, span_id: spanId });
    expect(lines[1]).not.toHaveProperty('trace_id');
  });
});
