// The preload every app starts with: `node --import @encontro/server-tracing/register dist/main.js`.
// ESM auto-instrumentation needs its loader hook and the SDK in place before the app's first import,
// so this runs before main.js is even loaded. Without an OTLP endpoint it loads nothing more.
import { appNameOf, tracingEnabled } from './tracing-env.js';

if (tracingEnabled(process.env)) {
  const { startTracing } = await import('./sdk.js');
  startTracing({ serviceName: process.env.OTEL_SERVICE_NAME || appNameOf(process.argv[1]) || 'encontro' });
}
