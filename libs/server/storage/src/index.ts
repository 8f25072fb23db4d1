export * from './object-storage.js';
export * from './photo.js';
