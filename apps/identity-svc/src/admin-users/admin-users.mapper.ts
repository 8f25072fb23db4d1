import type { AdminUser } from '@encontro/contracts';
import type { User } from '../users/user.entity.js';
import { toUserDto } from '../users/users.mapper.js';

/** SPEC §3 User in the admin list: the user as the browser sees it, less the city id, plus the block. */
export function toAdminUserDto(user: User): AdminUser {
  const { city_id: _cityId, ...seen } = toUserDto(user);
  return { ...seen, blocked: user.blocked };
}
