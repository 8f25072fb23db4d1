export * from './domain-error.js';
export * from './parse-command.js';
export * from './rpc-error.filter.js';
export * from './nats-transport.js';
export * from './service-client.js';
export * from './rpc.decorator.js';
export * from './user-data-export.handlers.js';
export * from './rpc-handlers.js';
