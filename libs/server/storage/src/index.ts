export * from './object-storage.js';
export * from './photo.js';
export * from './photo-purge-queue.js';
export * from './photo-purges.migration.js';
