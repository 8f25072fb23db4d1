import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type AdminTicketPage,
  type AdminTicketsQuery,
  type GeneralTicketRequest,
  type HostTicketRequest,
  type TicketCreated,
  type TicketFinalized,
  type TicketList,
  type TicketResponded,
  type UserTicketsQuery,
  supportMessages,
  pageMeta,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { randomUUID } from 'node:crypto';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { SupportMail } from '../emails/support-mail.service.js';
import { userNotFound } from '../people/people.errors.js';
import { PeopleRepository } from '../people/people.repository.js';
import {
  alreadyFinalized,
  alreadyResponded,
  notOwnIndication,
  notYetResponded,
  ticketNotFound,
} from './tickets.errors.js';
import { toAdminTicketDto, toTicketDto } from './tickets.mapper.js';
import { type NewTicket, TicketsRepository } from './tickets.repository.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class TicketsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly tickets: TicketsRepository,
    private readonly people: PeopleRepository,
    private readonly indications: IndicationsRepository,
    private readonly mail: SupportMail,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  /** A general ticket: the reply goes to the e-mail the form carried. */
  async createGeneral(userId: string, body: GeneralTicketRequest): Promise<TicketCreated> {
    return this.open(this.orm.em.fork(), {
      ticketType: 'general',
      userId,
      indicationId: null,
      indicationName: null,
      name: body.name,
      email: body.email.toLowerCase(),
      subject: body.subject,
      message: body.message,
    });
  }

  /**
   * A host ticket about an indication the caller hosts now (their own, or one handed over to them);
   * the reply goes to the account's e-mail.
   */
  async createHost(userId: string, body: HostTicketRequest): Promise<TicketCreated> {
    const em = this.orm.em.fork();
    const indication = await this.indications.findById(em, body.indication_id);
    if (!indication || indication.userId !== userId) throw notOwnIndication();
    const person = await this.people.findById(em, userId);
    if (!person) throw userNotFound();
    return this.open(em, {
      ticketType: 'host',
      userId,
      indicationId: indication.id,
      indicationName: indication.name,
      name: `${person.name} ${person.surname}`.trim(),
      email: person.email,
      subject: body.subject,
      message: body.message,
    });
  }

  /** Only the caller's own tickets, ever. */
  async listForUser(userId: string, query: UserTicketsQuery): Promise<TicketList> {
    const tickets = await this.tickets.listForUser(this.orm.em.fork(), userId, query);
    return { tickets: tickets.map(toTicketDto) };
  }

  /** The caller closes one of their host tickets once it has been answered. */
  async finalizeHost(userId: string, ticketId: string): Promise<TicketFinalized> {
    if (!uuidPattern.test(ticketId)) throw ticketNotFound();
    return this.orm.em.fork().transactional(async (em) => {
      const ticket = await this.tickets.findForUpdate(em, ticketId.toLowerCase());
      if (!ticket || ticket.userId !== userId || ticket.ticketType !== 'host') throw ticketNotFound();
      if (ticket.status === 'finalized') throw alreadyFinalized();
      if (ticket.status === 'open') throw notYetResponded();
      const now = this.clock.now();
      ticket.status = 'finalized';
      ticket.finalizedAt = now;
      this.outbox.add(em, 'ticket.finalized', {
        ticket_id: ticket.id,
        ticket_type: ticket.ticketType,
        user_id: ticket.userId,
        finalized_at: now.toISOString(),
      });
      return { message: supportMessages.ticketFinalized, ticket: toTicketDto(ticket) };
    });
  }

  async adminList(query: AdminTicketsQuery): Promise<AdminTicketPage> {
    const em = this.orm.em.fork();
    const { tickets, total, exact } = await this.tickets.adminPage(em, query);
    const people = new Map(
      (
        await this.people.findByIds(
          em,
          tickets.map((t) => t.userId),
        )
      ).map((p) => [p.id, p]),
    );
    return {
      data: tickets.map((t) => toAdminTicketDto(t, people.get(t.userId))),
      ...pageMeta({ total, exact }, query.page, query.per_page, tickets.length),
    };
  }

  /**
   * The one reply a ticket gets: afterwards it is read-only. The e-mail to the user, the
   * `ticket.responded` event and the audit entry (`admin.action_performed`) are stored in the same
   * transaction.
   */
  async respond(adminId: string, ticketId: string, response: string): Promise<TicketResponded> {
    if (!uuidPattern.test(ticketId)) throw ticketNotFound();
    const em = this.orm.em.fork();
    const ticket = await em.transactional(async (tx) => {
      const found = await this.tickets.findForUpdate(tx, ticketId.toLowerCase());
      if (!found) throw ticketNotFound();
      if (found.status !== 'open') throw alreadyResponded();
      const now = this.clock.now();
      found.status = 'responded';
      found.response = response;
      found.respondedAt = now;
      found.respondedBy = adminId;
      await this.mail.sendTicketReply(tx, found.id, {
        ticketType: found.ticketType,
        name: found.name,
        email: found.email,
        subject: found.subject,
        message: found.message,
        response,
        indicationName: found.indicationName ?? null,
        createdAt: found.createdAt,
      });
      this.outbox.add(tx, 'ticket.responded', {
        ticket_id: found.id,
        ticket_type: found.ticketType,
        user_id: found.userId,
        subject: found.subject,
        responded_by: adminId,
        responded_at: now.toISOString(),
      });
      this.outbox.add(tx, 'admin.action_performed', {
        action_id: randomUUID(),
        actor_id: adminId,
        action: 'ticket.respond',
        target_type: 'ticket',
        target_id: found.id,
        before: { status: 'open' },
        after: { status: 'responded' },
        at: now.toISOString(),
      });
      return found;
    });
    const person = await this.people.findById(em, ticket.userId);
    return { message: supportMessages.responseSent, ticket: toAdminTicketDto(ticket, person) };
  }

  /** Stores a new ticket, opened now, with its `ticket.created` event in the same flush. */
  private async open(em: EntityManager, data: Omit<NewTicket, 'createdAt'>): Promise<TicketCreated> {
    const ticket = this.tickets.add(em, { ...data, createdAt: this.clock.now() });
    this.outbox.add(em, 'ticket.created', {
      ticket_id: ticket.id,
      ticket_type: ticket.ticketType,
      user_id: ticket.userId,
      indication_id: ticket.indicationId ?? null,
      subject: ticket.subject,
      created_at: ticket.createdAt.toISOString(),
    });
    await em.flush();
    return { message: supportMessages.ticketCreated, ticket: toTicketDto(ticket) };
  }
}
