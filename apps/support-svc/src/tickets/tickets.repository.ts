import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminTicketsQuery, UserTicketsQuery } from '@encontro/contracts';
import { COUNT_AT_MOST, countedPage, foldedSearch } from '@encontro/server-database';
import { randomUUID } from 'node:crypto';
import { Tables } from '../tables.js';
import { ticketSearchTexts } from './admin-search.util.js';
import { Ticket } from './ticket.entity.js';

export type NewTicket = Pick<
  Ticket,
  | 'ticketType'
  | 'userId'
  | 'indicationId'
  | 'indicationName'
  | 'name'
  | 'email'
  | 'subject'
  | 'message'
  | 'createdAt'
>;

/** Tickets. Every method works in the caller's unit of work. */
@Injectable()
export class TicketsRepository {
  constructor(private readonly tables: Tables) {}

  /** Stages a new open ticket; it is inserted on the next flush. */
  add(em: EntityManager, data: NewTicket): Ticket {
    return em.create(Ticket, {
      id: randomUUID(),
      ...data,
      status: 'open',
      response: null,
      respondedAt: null,
      respondedBy: null,
      finalizedAt: null,
    });
  }

  /** The ticket, locked until the transaction ends (one reply, one finalisation). */
  findForUpdate(em: EntityManager, id: string): Promise<Ticket | null> {
    return em.findOne(Ticket, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  findById(em: EntityManager, id: string): Promise<Ticket | null> {
    return em.findOne(Ticket, { id });
  }

  /** The user's own tickets, newest first. */
  listForUser(em: EntityManager, userId: string, filter: UserTicketsQuery): Promise<Ticket[]> {
    return em.find(
      Ticket,
      {
        userId,
        ...(filter.type ? { ticketType: filter.type } : {}),
        ...(filter.status ? { status: filter.status } : {}),
      },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
  }

  /**
   * One page of the admin list, newest first, and the total (up to COUNT_AT_MOST). Search covers the
   * subject, the message, the name and e-mail the ticket carried and the account's full name, e-mail
   * and city (`foldedSearch`). Dates are days of America/Sao_Paulo, both ends included.
   */
  async adminPage(
    em: EntityManager,
    query: AdminTicketsQuery,
  ): Promise<{ tickets: Ticket[]; total: number; exact: boolean }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.type) {
      where.push('t.ticket_type = ?');
      params.push(query.type);
    }
    if (query.status === 'responded') where.push(`t.status in ('responded', 'finalized')`);
    else if (query.status) {
      where.push('t.status = ?');
      params.push(query.status);
    }
    if (query.date_from) {
      where.push(`t.created_at >= (?::date)::timestamp at time zone 'America/Sao_Paulo'`);
      params.push(query.date_from);
    }
    if (query.date_to) {
      where.push(`t.created_at < (?::date + 1)::timestamp at time zone 'America/Sao_Paulo'`);
      params.push(query.date_to);
    }
    if (query.search) {
      const search = foldedSearch(
        {
          own: ticketSearchTexts.tickets,
          related: [
            {
              column: 't.user_id',
              table: this.tables.users,
              key: 'id',
              texts: ticketSearchTexts.users,
            },
          ],
        },
        query.search,
      );
      where.push(search.sql);
      params.push(...search.params);
    }
    const from = `${this.tables.tickets} t`;
    const { rows, total, exact } = await countedPage<{ id: string }>(em, {
      from,
      where,
      params,
      select: 't.id',
      orderBy: 't.created_at desc, t.id desc',
      page: { number: query.page, size: query.per_page },
      countAtMost: COUNT_AT_MOST,
    });
    if (rows.length === 0) return { tickets: [], total, exact };
    const byId = new Map(
      (await em.find(Ticket, { id: { $in: rows.map((r) => r.id) } })).map((t) => [t.id, t]),
    );
    return { tickets: rows.map((r) => byId.get(r.id)!).filter(Boolean), total, exact };
  }
}
