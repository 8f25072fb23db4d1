import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { AuditPage, AuditQuery, EventPayload } from '@encontro/contracts';
import { PeopleRepository } from '../people/people.repository.js';
import { pageMeta } from '../common/page-meta.util.js';
import { AuditRepository, type NewAuditEntry } from './audit.repository.js';

export const SERVICE_NAME = 'admin-svc';

/** Which service performed an action, from its name (the event carries no sender). */
export function sourceOfAction(action: string): string {
  const [subject] = action.split('.');
  switch (subject) {
    case 'user':
      return 'identity-svc';
    case 'indication':
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

/** The audit log of every admin action: admin-svc's own, and the other services' events. */
@Injectable()
export class AuditService {
  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(AuditRepository) private readonly audit: AuditRepository,
    @Inject(PeopleRepository) private readonly people: PeopleRepository,
  ) {}

  /** admin-svc's own action, inside the action's transaction. */
  async record(em: EntityManager, entry: Omit<NewAuditEntry, 'source'>): Promise<void> {
    await this.audit.write(em, { ...entry, source: SERVICE_NAME }, 'replace');
  }

  /** An admin.action_performed event: once per action id, never over admin-svc's own entry. */
  async recordEvent(em: EntityManager, event: EventPayload<'admin.action_performed'>): Promise<void> {
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
    const { entries, total } = await this.audit.page(em, query);
    const actors = await this.people.findByIds(
      em,
      entries.map((e) => e.actorId),
    );
    return {
      data: entries.map((e) => {
        const actor = actors.get(e.actorId);
        return {
          audit_id: e.id,
          actor_id: e.actorId,
          actor_name: actor && !actor.deleted ? `${actor.name} ${actor.surname}`.trim() : null,
          action: e.action,
          target_type: e.targetType,
          target_id: e.targetId,
          before: e.before ?? null,
          after: e.after ?? null,
          at: e.at.toISOString(),
          source: e.source,
        };
      }),
      meta: pageMeta(total, query.page, query.per_page, entries.length),
    };
  }
}
