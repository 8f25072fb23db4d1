export * from './outbox.entities.js';
export * from './outbox.migration.js';
export * from './event-bus.options.js';
export * from './jetstream.connection.js';
export * from './outbox.js';
export * from './outbox.relay.js';
export * from './event-consumer.js';
export * from './events.module.js';
