export * from './propagation.js';
export * from './nats-server-span.interceptor.js';
export { appNameOf, shutdownTracing, tracingEnabled } from './tracing-env.js';
