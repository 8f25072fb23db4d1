export * from './bootstrap-service.js';
export * from './service-platform.js';
export * from './global-value.module.js';
export * from './service-app.js';
