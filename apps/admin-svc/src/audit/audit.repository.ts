import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type AuditQuery, SYSTEM_ACTOR_ID, systemActorName } from '@encontro/contracts';
import { COUNT_AT_MOST, countedPage, escapeLike, foldedMatch, foldedSearch } from '@encontro/server-database';
import type { AdminAction } from '@encontro/server-events';
import { adminSearchTexts } from '../common/admin-search.util.js';
import { Tables } from '../tables.js';
import { AuditEntry } from './audit-entry.entity.js';

/** An admin action as the log keeps it: its id, and the service that did it. */
export type NewAuditEntry = Omit<AdminAction, 'actionId'> & { id: string; source: string };

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * SQL and its parameters: the entry (`a`) of `log` was made by a person of `people` whose folded full name
 * matches `term`. The log's actors are a few admins: their distinct ids (a loose scan of
 * `audit_log_actor_idx`) are looked up in people, not each of the log's entries (34,000 lookups at
 * scale, ~300 ms), nor every person whose name matches (a common surname: 100,000 of a million).
 */
export function actorsNamed(log: string, people: string, term: string): { sql: string; params: string[] } {
  const named = foldedSearch({ own: [adminSearchTexts.people[0]] }, term);
  return {
    sql: `a.actor_id in (
      with recursive actors as (
        (select actor_id from ${log} order by actor_id limit 1)
        union all
        select (select l.actor_id from ${log} l where l.actor_id > actors.actor_id order by l.actor_id limit 1)
          from actors where actors.actor_id is not null)
      select x.actor_id from actors x join ${people} p on p.id = x.actor_id where ${named.sql})`,
    params: named.params,
  };
}

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

  /**
   * One page, newest first; `action` ending in '.' is a prefix ('report.'). The admin's name is
   * searched folded, as the log names them ('Sistema' for the system); days are São Paulo's, both
   * ends included.
   */
  async page(
    em: EntityManager,
    query: AuditQuery,
  ): Promise<{ entries: AuditEntry[]; total: number; exact: boolean }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const equal = (column: string, value: unknown) => {
      where.push(`${column} = ?`);
      params.push(value);
    };
    if (query.actor) equal('a.actor_id', query.actor);
    if (query.action?.endsWith('.')) {
      where.push('a.action like ?');
      params.push(`${escapeLike(query.action)}%`);
    } else if (query.action) equal('a.action', query.action);
    if (query.target_type) equal('a.target_type', query.target_type);
    if (query.target_id) equal('a.target_id', query.target_id);
    if (query.date_from) {
      where.push(`a.at >= (?::date)::timestamp at time zone 'America/Sao_Paulo'`);
      params.push(query.date_from);
    }
    if (query.date_to) {
      where.push(`a.at < (?::date + 1)::timestamp at time zone 'America/Sao_Paulo'`);
      params.push(query.date_to);
    }
    if (query.actor_name) {
      // The system is named, not a person: its branch is the actor id, when its name matches.
      const system = foldedMatch([`'${systemActorName}'`], query.actor_name);
      const person = actorsNamed(this.tables.auditLog, this.tables.people, query.actor_name);
      where.push(`((${system.sql} and a.actor_id = '${SYSTEM_ACTOR_ID}') or ${person.sql})`);
      params.push(...system.params, ...person.params);
    }
    const from = `${this.tables.auditLog} a`;
    const { rows, total, exact } = await countedPage<{ id: string }>(em, {
      from,
      where,
      params,
      select: 'a.id',
      orderBy: 'a.at desc, a.id desc',
      page: { number: query.page, size: query.per_page },
      countAtMost: COUNT_AT_MOST,
    });
    const byId = new Map(
      (rows.length ? await em.find(AuditEntry, { id: { $in: rows.map((r) => r.id) } }) : []).map((e) => [
        e.id,
        e,
      ]),
    );
    return {
      entries: rows.map((r) => byId.get(r.id)).filter((e): e is AuditEntry => e !== undefined),
      total,
      exact,
    };
  }
}
