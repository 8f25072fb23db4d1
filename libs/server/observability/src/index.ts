export * from './health.checks.js';
export * from './health.controller.js';
export * from './metrics.controller.js';
export * from './observability.options.js';
export * from './observability.module.js';
export * from './standard-checks.js';
export * from './http-metrics.js';
export * from './mail-metrics.js';
