import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { weekInstant, weekOf } from '@encontro/contracts';
import {
  type OtlpReceiver,
  type ReceivedSpan,
  SpanKinds,
  startOtlpReceiver,
} from './support/otlp-receiver.js';
import { stackApi } from './support/stack-api.js';
import { type ProcessStack, startProcessStack } from './support/process-stack.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 29's must-show: one vote's trace across processes. The built apps run as `npm start` and the
 * image run them (the tracing preload, then dist/main.js), exporting OTLP/JSON to a receiver this
 * suite starts; auto-instrumentation of ESM cannot run inside jest's VM, so nothing here is in-process.
 */
describe('a vote is one trace: gateway, NATS request, indication-svc and its SQL, then the consumers', () => {
  let receiver: OtlpReceiver;
  let stack: ProcessStack;

  const { api, signIn, knownToIndications, nominate } = stackApi(() => stack);

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    stack = await startProcessStack({
      prefix: 'trace',
      apps: ['identity-svc', 'indication-svc', 'gateway'],
      seed: true,
      objectStorage: true,
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_TRACES_SAMPLER: 'always_on',
        OTEL_BSP_SCHEDULE_DELAY: '200',
      },
    });
  }, 240_000);

  afterAll(async () => {
    await stack?.stopAll();
    await receiver?.stop();
  }, 60_000);

  it('links the consumers of vote.cast to the handler that recorded it, in the trace of the HTTP request', async () => {
    // A Monday two weeks ahead, 10:00 in São Paulo: nominations and votes are open.
    const monday = weekInstant(weekOf(new Date(Date.now() + 14 * DAY)).week, 1, 10);
    expect((await api('/api/dev/clock', { body: { now: monday.toISOString() } })).status).toBe(200);
    const [ana, bruno, admin] = [
      await signIn('ana@example.com'),
      await signIn('bruno@example.com'),
      await signIn('admin@example.com', 'Admin123'),
    ];
    await knownToIndications(ana, bruno);

    const indicationId = await nominate(ana, 'Bar do Rastro');
    const approved = await api(`/api/admin/indications/${indicationId}/approve`, {
      method: 'PUT',
      token: admin,
    });
    expect(approved.status).toBe(200);

    // A browser's own traceparent (sampled) is not trusted: the gateway starts a trace of its own.
    const forgedTraceId = 'f'.repeat(32);
    const voted = await api(`/api/indications/${indicationId}/vote`, {
      method: 'POST',
      token: bruno,
      headers: { traceparent: `00-${forgedTraceId}-${'e'.repeat(16)}-01` },
    });
    expect(voted.status).toBe(200);

    // The gateway's HTTP server span of the vote starts the trace.
    const http = await receiver.waitFor((spans) =>
      spans.find(
        (s) =>
          s.service === 'gateway' &&
          s.kind === SpanKinds.server &&
          String(s.attributes['url.path'] ?? s.attributes['http.target'] ?? '').endsWith(
            `/api/indications/${indicationId}/vote`,
          ),
      ),
    );
    expect(http.traceId).not.toBe(forgedTraceId);
    expect(http.parentSpanId).toBeFalsy();
    const inTrace = (spans: ReceivedSpan[]) => spans.filter((s) => s.traceId === http.traceId);
    const ancestorsOf = (span: ReceivedSpan, spans: ReceivedSpan[]) => {
      const chain: ReceivedSpan[] = [];
      for (let at = span; at.parentSpanId;) {
        const parent = spans.find((s) => s.spanId === at.parentSpanId);
        if (!parent) break;
        chain.push(parent);
        at = parent;
      }
      return chain;
    };

    // The NATS request: a client span in the gateway, under the HTTP span.
    const request = await receiver.waitFor((spans) =>
      inTrace(spans).find(
        (s) =>
          s.service === 'gateway' &&
          s.kind === SpanKinds.client &&
          s.name === 'nats request indication.vote.cast',
      ),
    );
    expect(ancestorsOf(request, inTrace(receiver.spans))).toContainEqual(http);

    // indication-svc handles it in a server span whose parent is the request (traceparent in the NATS headers)…
    const handler = await receiver.waitFor((spans) =>
      inTrace(spans).find(
        (s) =>
          s.service === 'indication-svc' && s.kind === SpanKinds.server && s.name === 'indication.vote.cast',
      ),
    );
    expect(handler.parentSpanId).toBe(request.spanId);
    // …and its SQL (pg spans) runs under it: the vote, its count and its outbox row in one statement.
    const sql = await receiver.waitFor((spans) => {
      const found = inTrace(spans).filter(
        (s) =>
          s.service === 'indication-svc' &&
          s.kind === SpanKinds.client &&
          (s.attributes['db.system.name'] ?? s.attributes['db.system']) === 'postgresql' &&
          ancestorsOf(s, inTrace(spans)).some((a) => a.spanId === handler.spanId),
      );
      return found.some((s) =>
        /insert into .*outbox/is.test(
          String(s.attributes['db.query.text'] ?? s.attributes['db.statement'] ?? ''),
        ),
      )
        ? found
        : undefined;
    });
    expect(sql.length).toBeGreaterThan(0);

    // The outbox relay publishes vote.cast to JetStream in a producer span of the same trace.
    const published = await receiver.waitFor((spans) =>
      inTrace(spans).find(
        (s) =>
          s.service === 'indication-svc' && s.kind === SpanKinds.producer && s.name === 'publish vote.cast',
      ),
    );
    expect(published.parentSpanId).toBe(handler.spanId);

    // vote.cast reaches identity-svc, its one consumer (notification-svc asks for the voters at the reveal):
    // it applies it in a consumer span linked to the handler's span (the outbox row's traceparent, sent in
    // the JetStream headers), with its SQL inside.
    for (const service of ['identity-svc']) {
      const consumer = await receiver.waitFor((spans) =>
        spans.find(
          (s) =>
            s.service === service &&
            s.kind === SpanKinds.consumer &&
            s.name === 'process vote.cast' &&
            s.links.some((link) => link.spanId === handler.spanId),
        ),
      );
      expect(consumer.links).toContainEqual({ traceId: http.traceId, spanId: handler.spanId });
      expect(consumer.traceId).toBe(http.traceId);
      const consumerSql = await receiver.waitFor((spans) =>
        spans.find(
          (s) =>
            s.service === service &&
            (s.attributes['db.system.name'] ?? s.attributes['db.system']) === 'postgresql' &&
            s.parentSpanId === consumer.spanId,
        ),
      );
      expect(consumerSql.traceId).toBe(http.traceId);
    }

    // Every log line written inside a span carries its ids: the gateway's line for this request does.
    expect(stack.output('gateway')).toContain(`"trace_id":"${http.traceId}"`);
  });
});
