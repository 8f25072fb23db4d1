import type { EventPayload } from '@encontro/contracts';
import { randomUUID } from 'node:crypto';

export type AdminAction = {
  actorId: string;
  /** e.g. `user.block`, `indication.approve`, `post.delete` */
  action: string;
  targetType: string;
  targetId: string;
  /** What the action changed (on an account: never its name or e-mail, the log outlives a deletion). */
  before: unknown;
  after: unknown;
  at: Date;
  /** admin-svc's own id when the action began there (a delete from a report): the log keeps one entry. */
  actionId?: string;
};

/**
 * The `admin.action_performed` event of an admin action on a service's data, added to its outbox in
 * the transaction of the change (admin-svc keeps the audit log).
 */
export function adminActionPerformed(a: AdminAction): EventPayload<'admin.action_performed'> {
  return {
    action_id: a.actionId ?? randomUUID(),
    actor_id: a.actorId,
    action: a.action,
    target_type: a.targetType,
    target_id: a.targetId,
    before: a.before,
    after: a.after,
    at: a.at.toISOString(),
  };
}
