import type { User } from '../users/user.entity.js';
import { cannotTargetAdmin, cannotTargetSelf } from './admin-users.errors.js';

/** An administrator blocks or deletes other people, never themselves nor another administrator. */
export function assertAdminMayTarget(actorId: string, target: User): void {
  if (target.id === actorId) throw cannotTargetSelf();
  if (target.isAdmin) throw cannotTargetAdmin();
}
