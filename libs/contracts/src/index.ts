export * from './account.schemas.js';
export * from './user.js';
export * from './errors.js';
export * from './subjects.js';
export * from './identity.commands.js';
export * from './events.js';
export * from './profile-password.rules.js';
export * from './auth.js';
