import type { EventPayload, User as UserDto } from '@encontro/contracts';
import type { User } from './user.entity.js';

/** What other services keep of a user (event-carried state). */
export function toUserSnapshot(user: User): EventPayload<'user.profile_updated'> {
  return {
    user_id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    state: user.state,
    city: user.city,
    city_id: user.cityId,
    gender: user.gender ?? null,
    photo: user.photo ?? null,
    is_admin: user.isAdmin,
  };
}

/** The user as the browser sees it (SPEC §3): the snapshot plus what only the owner sees. */
export function toUserDto(user: User): UserDto {
  return {
    ...toUserSnapshot(user),
    email_verified: user.emailVerifiedAt != null,
    last_confirmed_indication_id: user.lastConfirmedIndicationId ?? null,
    last_voted_indication_id: user.lastVotedIndicationId ?? null,
    created_at: user.createdAt.toISOString(),
  };
}
