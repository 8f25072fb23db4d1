export * from './orm.js';
export * from './database.module.js';
