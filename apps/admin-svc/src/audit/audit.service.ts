import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type AuditPage,
  type AuditQuery,
  type EventPayload,
  SYSTEM_ACTOR_ID,
  moderationActions,
  pageMeta,
  systemActorName,
} from '@encontro/contracts';
import { PeopleRepository } from '../people/people.repository.js';
import { AuditRepository, type NewAuditEntry } from './audit.repository.js';

export const SERVICE_NAME = 'admin-svc';

/** Which service performed an action, from its name (the event carries no sender). */
export function sourceOfAction(action: string): string {
  const [subject] = action.split('.');
  switch (subject) {
    case 'user':
      return 'identity-svc';
    case 'indication':
    case 'integrity':
      return 'indication-svc';
    case 'post':
    case 'comment':
    case 'forum':
      return 'forum-svc';
    case 'ticket':
      return 'support-svc';
    default:
      return SERVICE_NAME;
  }
}

/**
 * How the owning service names the deletion that admin-svc's `report.delete_content` asked for: an
 * item is deleted once, so both records describe the same admin click.
 */
const ownerDeletion: Record<string, string> = {
  post: 'post.delete',
  comment: 'comment.delete',
  indication: 'indication.delete',
};

/** A delete-content entry of a click that found the item already gone (`after.already_gone`). */
const deletedNothing = (after: unknown): boolean =>
  typeof after === 'object' && after !== null && (after as { already_gone?: unknown }).already_gone === true;

/** Who the log names: the system for what no person did, else the admin unless their account is gone. */
function actorName(actorId: string, actor: { name: string; surname: string; deleted: boolean } | undefined) {
  if (actorId === SYSTEM_ACTOR_ID) return systemActorName;
  return actor && !actor.deleted ? `${actor.name} ${actor.surname}`.trim() : null;
}

/** The audit log of every admin action: admin-svc's own, and the other services' events. */
@Injectable()
export class AuditService {
  constructor(
    private readonly orm: MikroORM,
    private readonly audit: AuditRepository,
    private readonly people: PeopleRepository,
  ) {}

  /**
   * admin-svc's own action, inside the action's transaction. A delete-content entry also replaces
   * the owning service's record of that deletion if it came first under another id.
   */
  async record(em: EntityManager, entry: Omit<NewAuditEntry, 'source'>): Promise<void> {
    const owner =
      entry.action === moderationActions.reportDeleteContent ? ownerDeletion[entry.targetType] : undefined;
    // A click on content already gone deleted nothing: an owner's record of the item is another deletion.
    if (owner && !deletedNothing(entry.after)) {
      await this.audit.lockTarget(em, entry.targetType, entry.targetId);
      await this.audit.removeEntries(em, owner, entry.targetType, entry.targetId, entry.id);
    }
    await this.audit.write(em, { ...entry, source: SERVICE_NAME }, 'replace');
  }

  /**
   * An admin.action_performed event: once per action id, never over admin-svc's own entry — nor
   * next to it, when it is the owning service's side of a delete-content (docs/decisions.md).
   */
  async recordEvent(em: EntityManager, event: EventPayload<'admin.action_performed'>): Promise<void> {
    if (ownerDeletion[event.target_type] === event.action) {
      await this.audit.lockTarget(em, event.target_type, event.target_id);
      if (
        await this.audit.hasDeletingEntry(
          em,
          moderationActions.reportDeleteContent,
          event.target_type,
          event.target_id,
        )
      )
        return;
    }
    await this.audit.write(
      em,
      {
        id: event.action_id,
        actorId: event.actor_id,
        action: event.action,
        targetType: event.target_type,
        targetId: event.target_id,
        before: event.before,
        after: event.after,
        at: new Date(event.at),
        source: sourceOfAction(event.action),
      },
      'keep',
    );
  }

  async list(query: AuditQuery): Promise<AuditPage> {
    const em = this.orm.em.fork();
    const { entries, total, exact } = await this.audit.page(em, query);
    const actors = await this.people.findByIds(
      em,
      entries.map((e) => e.actorId),
    );
    return {
      data: entries.map((e) => ({
        audit_id: e.id,
        actor_id: e.actorId,
        actor_name: actorName(e.actorId, actors.get(e.actorId)),
        action: e.action,
        target_type: e.targetType,
        target_id: e.targetId,
        before: e.before ?? null,
        after: e.after ?? null,
        at: e.at.toISOString(),
        source: e.source,
      })),
      meta: pageMeta({ total, exact }, query.page, query.per_page, entries.length),
    };
  }
}
