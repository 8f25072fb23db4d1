export * from './load-config.js';
export * from './nats-connection.js';
