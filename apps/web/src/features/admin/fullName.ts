import type { AdminUser } from './adminTypes';

/** "Bruno Lima": the user's name and surname. */
export const fullName = (u: AdminUser) => `${u.name} ${u.surname}`.trim();
