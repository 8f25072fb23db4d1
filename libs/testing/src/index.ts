export * from './env.js';
export * from './unique.js';
export * from './test-database.js';
export * from './test-event-bus.js';
export * from './wait-for.js';
export * from './nats-server.js';
export * from './mailbox.js';
