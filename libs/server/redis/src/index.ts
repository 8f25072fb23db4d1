export * from './redis.module.js';
export * from './redis-unavailable.js';
