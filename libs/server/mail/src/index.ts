export * from './mailer.js';
export * from './mail.module.js';
export * from './html.js';
