// How every app's build is started, here as in the image (docker/Dockerfile's ENTRYPOINT): the tracing
// preload first, then dist/main.js. The preload resolves from the working directory: run from the root.
import { join } from 'node:path';

/** `node --import` of @encontro/server-tracing/register: the OpenTelemetry SDK when OTEL_EXPORTER_OTLP_ENDPOINT is set, nothing otherwise. */
export const TRACING_PRELOAD = ['--import', '@encontro/server-tracing/register'];

/** The node arguments that run `apps/<app>/dist/main.js [args…]` from the repository root. */
export function appArgs(root, app, ...args) {
  return [...TRACING_PRELOAD, join(root, 'apps', app, 'dist', 'main.js'), ...args];
}
