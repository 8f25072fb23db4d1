export * from './orm.js';
export * from './database.module.js';
export * from './schema-tables.js';
export * from './text-search.js';
export * from './search-page.js';
export * from './database-unavailable.js';
