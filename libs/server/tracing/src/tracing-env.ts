import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Whether this process exports traces: the OpenTelemetry spec's variables name an OTLP endpoint and
 * do not turn the SDK or the trace exporter off. Without an endpoint, no SDK is loaded at all.
 */
export function tracingEnabled(env: NodeJS.ProcessEnv): boolean {
  const endpoint = (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT || '').trim();
  const disabled = (env.OTEL_SDK_DISABLED ?? '').trim().toLowerCase() === 'true';
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '').trim().toLowerCase();
  return endpoint !== '' && !disabled && exporters !== 'none';
}

/**
 * The app a script belongs to, from the nearest package.json above it (`@encontro/indication-svc`
 * → `indication-svc`): `apps/<app>/dist/main.js` here, `/app/dist/main.js` in the image.
 */
export function appNameOf(script: string | undefined): string | undefined {
  if (!script) return undefined;
  let dir = dirname(script);
  for (let depth = 0; depth < 4; depth++) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
      return typeof name === 'string' ? name.replace(/^@[^/]+\//, '') : undefined;
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}

const SDK_KEY = Symbol.for('encontro.tracing.sdk');
type Stoppable = { shutdown(): Promise<void> };

/** Remembers the SDK the preload started (one per process), for `shutdownTracing`. */
export function rememberSdk(sdk: Stoppable): void {
  (globalThis as Record<symbol, unknown>)[SDK_KEY] = sdk;
}

/**
 * Exports the spans still buffered and stops the SDK: the last step of a graceful shutdown. Nothing
 * without tracing.
 */
export async function shutdownTracing(): Promise<void> {
  const sdk = (globalThis as Record<symbol, Stoppable | undefined>)[SDK_KEY];
  if (!sdk) return;
  (globalThis as Record<symbol, unknown>)[SDK_KEY] = undefined;
  await sdk.shutdown().catch(() => undefined);
}
