import type { EventPayload } from '@encontro/contracts';
import { randomUUID } from 'node:crypto';
import type { User } from '../users/user.entity.js';
import { cannotTargetAdmin, cannotTargetSelf } from './admin-users.errors.js';

/** An administrator blocks or deletes other people, never themselves nor another administrator. */
export function assertAdminMayTarget(actorId: string, target: User): void {
  if (target.id === actorId) throw cannotTargetSelf();
  if (target.isAdmin) throw cannotTargetAdmin();
}

/**
 * The audit entry of an admin action on a user (admin-svc keeps it). Before/after hold the state
 * that changed, never the person's name or e-mail, so the log outlives a deletion without them.
 */
export function userAdminAction(
  actorId: string,
  action: 'user.block' | 'user.unblock' | 'user.delete',
  user: User,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  at: Date,
): EventPayload<'admin.action_performed'> {
  return {
    action_id: randomUUID(),
    actor_id: actorId,
    action,
    target_type: 'user',
    target_id: user.id,
    before,
    after,
    at: at.toISOString(),
  };
}
