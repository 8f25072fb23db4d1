export * from './clock.js';
export * from './dev-clock.sync.js';
export * from './clock.module.js';
export * from './polling-worker.js';
