import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditQuery } from '@encontro/contracts';
import type { AdminAction } from '@encontro/server-events';
import { Tables } from '../tables.js';
import { AuditEntry } from './audit-entry.entity.js';

/** An admin action as the log keeps it: its id, and the service that did it. */
export type NewAuditEntry = Omit<AdminAction, 'actionId'> & { id: string; source: string };

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The audit log. Every method works in the caller's unit of work. */
@Injectable()
export class AuditRepository {
  constructor(private readonly tables: Tables) {}

  /**
   * Writes an entry. `replace`: admin-svc's own record of an action wins over the owning service's
   * event carrying the same id, whichever arrives first; an event never overwrites an entry.
   */
  async write(em: EntityManager, entry: NewAuditEntry, mode: 'replace' | 'keep'): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `insert into ${this.tables.auditLog}
         (id, actor_id, action, target_type, target_id, before, after, at, source, recorded_at)
       values (?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, now())
       on conflict (id) do ${
         mode === 'replace'
           ? `update set actor_id = excluded.actor_id, action = excluded.action,
                target_type = excluded.target_type, target_id = excluded.target_id,
                before = excluded.before, after = excluded.after, at = excluded.at, source = excluded.source`
           : 'nothing'
       } returning id`,
      [
        entry.id,
        entry.actorId,
        entry.action,
        entry.targetType,
        entry.targetId.slice(0, 100),
        json(entry.before),
        json(entry.after),
        entry.at,
        entry.source,
      ],
    );
    return rows.length > 0;
  }

  /** Serialises audit writes about one item until the transaction ends. */
  async lockTarget(em: EntityManager, targetType: string, targetId: string): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`audit:${targetType}:${targetId}`]);
  }

  /** Whether an entry of `action` on the item records a deletion it made (not one of content already gone). */
  async hasDeletingEntry(
    em: EntityManager,
    action: string,
    targetType: string,
    targetId: string,
  ): Promise<boolean> {
    const rows = await em.execute(
      `select 1 from ${this.tables.auditLog}
        where action = ? and target_type = ? and target_id = ?
          and coalesce(after ->> 'already_gone', 'false') <> 'true'
        limit 1`,
      [action, targetType, targetId],
    );
    return rows.length > 0;
  }

  async removeEntries(
    em: EntityManager,
    action: string,
    targetType: string,
    targetId: string,
    keepId: string,
  ): Promise<void> {
    await em.execute(
      `delete from ${this.tables.auditLog} where action = ? and target_type = ? and target_id = ? and id <> ?`,
      [action, targetType, targetId, keepId],
    );
  }

  /** One page, newest first; `action` ending in '.' is a prefix ('report.'). */
  async page(em: EntityManager, query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
    const where: Record<string, unknown> = {};
    if (query.actor) where.actorId = query.actor;
    if (query.action)
      where.action = query.action.endsWith('.') ? { $like: `${escapeLike(query.action)}%` } : query.action;
    const [entries, total] = await em.findAndCount(AuditEntry, where, {
      orderBy: { at: 'desc', id: 'desc' },
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    });
    return { entries, total };
  }
}
