import { FastifyOtelInstrumentation } from '@fastify/otel';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { register as registerEsmHooks, supportsSyncHooks } from 'import-in-the-middle/register-hooks.mjs';
import { register as registerAsyncHooks } from 'node:module';
import { rememberSdk } from './tracing-env.js';

/** Paths that probes and scrapers call every few seconds: never traced. */
const UNTRACED_PATHS = /^\/(health|metrics)(\/|\?|$)/;

/** Packages the app imports from ESM that an instrumentation patches: only these go through the ESM hook. */
const HOOKED_MODULES = ['pg', 'pg-pool', 'ioredis', 'http', 'https', 'node:http', 'node:https'];

/**
 * Starts the OpenTelemetry Node SDK: OTLP export, sampler, propagators and batch settings from the
 * standard `OTEL_*` variables; spans of HTTP (in and out), Fastify, Postgres and Redis. A query or a
 * Redis command outside a traced request (pollers, relays) makes no span of its own.
 */
export function startTracing(options: { serviceName: string }): NodeSDK {
  // Traces only: the apps' metrics are Prometheus's, and their logs go to stdout.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  if (supportsSyncHooks()) registerEsmHooks({ include: HOOKED_MODULES });
  else
    registerAsyncHooks('import-in-the-middle/hook.mjs', import.meta.url, {
      data: { include: HOOKED_MODULES },
    });

  const sdk = new NodeSDK({
    serviceName: options.serviceName,
    // No global propagator: HTTP neither trusts a client's traceparent nor sends one out; our own hops
    // (NATS, the outbox, JetStream) carry it with propagation.ts's propagator.
    textMapPropagator: null,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(request.url ?? ''),
        requireParentforOutgoingSpans: true,
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        ignorePaths: ({ url }) => UNTRACED_PATHS.test(url),
      }),
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  rememberSdk(sdk);
  return sdk;
}
