import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** OTLP span kinds (opentelemetry-proto's Span.SpanKind). */
export const SpanKinds = { internal: 1, server: 2, client: 3, producer: 4, consumer: 5 } as const;

export type ReceivedSpan = {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  kind: number;
  links: { traceId: string; spanId: string }[];
  attributes: Record<string, unknown>;
};

type AnyValue = {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string | number;
  doubleValue?: number;
  arrayValue?: { values?: AnyValue[] };
};
type KeyValue = { key: string; value?: AnyValue };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind?: number;
  attributes?: KeyValue[];
  links?: { traceId: string; spanId: string }[];
};
type ExportRequest = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: { spans?: OtlpSpan[] }[];
  }[];
};

const valueOf = (value: AnyValue | undefined): unknown =>
  value?.stringValue ??
  value?.boolValue ??
  (value?.intValue !== undefined ? Number(value.intValue) : undefined) ??
  value?.doubleValue ??
  value?.arrayValue?.values?.map(valueOf);

const attributesOf = (list: KeyValue[] | undefined) =>
  Object.fromEntries((list ?? []).map(({ key, value }) => [key, valueOf(value)]));

/** OTLP/JSON ids are hex; accept base64 too (protobuf-style JSON). */
const hexId = (id: string | undefined) =>
  !id ? undefined : /^[0-9a-f]+$/i.test(id) ? id.toLowerCase() : Buffer.from(id, 'base64').toString('hex');

export type OtlpReceiver = {
  /** The base for OTEL_EXPORTER_OTLP_ENDPOINT (the exporter posts to /v1/traces). */
  url: string;
  spans: ReceivedSpan[];
  /** Waits until `find` returns something from the spans received so far. */
  waitFor: <T>(find: (spans: ReceivedSpan[]) => T | undefined, timeoutMs?: number) => Promise<T>;
  stop: () => Promise<void>;
};

/** A tiny OTLP/HTTP receiver of traces in the JSON encoding (OTEL_EXPORTER_OTLP_PROTOCOL=http/json). */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as ExportRequest;
        for (const resourceSpans of body.resourceSpans ?? []) {
          const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '');
          for (const scope of resourceSpans.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              spans.push({
                service,
                traceId: hexId(span.traceId)!,
                spanId: hexId(span.spanId)!,
                parentSpanId: hexId(span.parentSpanId),
                name: span.name,
                kind: span.kind ?? 0,
                links: (span.links ?? []).map((link) => ({
                  traceId: hexId(link.traceId)!,
                  spanId: hexId(link.spanId)!,
                })),
                attributes: attributesOf(span.attributes),
              });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    async waitFor(find, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find(spans);
        if (found !== undefined) return found;
        if (Date.now() > deadline) throw new Error(`no such spans after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
