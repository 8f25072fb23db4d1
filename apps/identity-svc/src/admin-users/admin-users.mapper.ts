import type { AdminUser } from '@encontro/contracts';
import type { User } from '../users/user.entity.js';

/** SPEC §3 User in the admin list. */
export function toAdminUserDto(user: User): AdminUser {
  return {
    user_id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    state: user.state,
    city: user.city,
    gender: user.gender ?? null,
    photo: user.photo ?? null,
    is_admin: user.isAdmin,
    last_voted_indication_id: user.lastVotedIndicationId ?? null,
    last_confirmed_indication_id: user.lastConfirmedIndicationId ?? null,
    blocked: user.blocked,
    email_verified: user.emailVerifiedAt != null,
    created_at: user.createdAt.toISOString(),
  };
}
