export * from './bootstrap-service.js';
export * from './service-platform.js';
