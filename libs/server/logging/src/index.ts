export * from './request-context.js';
export * from './logger.js';
export * from './request-context.interceptor.js';
export * from './redact-url.js';
