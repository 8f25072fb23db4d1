export * from './mailer.js';
export * from './mail-delivery.js';
export * from './mail-outbox.entity.js';
export * from './mail-outbox.migration.js';
export * from './mail-outbox.js';
export * from './mail-relay.js';
export * from './mail.module.js';
export * from './html.js';
