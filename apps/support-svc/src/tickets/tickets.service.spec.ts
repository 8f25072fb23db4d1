import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AdminTicketsQuery,
  type EventName,
  type GeneralTicketRequest,
  type HostTicketRequest,
  eventPayloads,
  supportMessages as m,
} from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import { automock, type Mocked, clockAt, ormForking } from '@encontro/testing';
import {
  hostIndicationFactory,
  hostTicketFactory,
  ticketFactory,
  personFactory,
} from '../../test/support/factories.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { SupportMail } from '../notifications/support-mail.service.js';
import { userNotFound } from '../people/people.errors.js';
import { PeopleRepository } from '../people/people.repository.js';
import type { Ticket } from './ticket.entity.js';
import { TicketsRepository } from './tickets.repository.js';
import { TicketsService } from './tickets.service.js';

const NOW = new Date('2026-11-24T15:30:00Z');
const RESPONDED_AT = new Date('2026-11-21T12:00:00Z');
const notFound = { reason: 'TICKET_NOT_FOUND', message: m.ticketNotFound };

const general = (overrides: Partial<GeneralTicketRequest> = {}): GeneralTicketRequest => ({
  ticket_type: 'general',
  name: 'Ana Souza',
  email: 'Ana.Souza@Example.com',
  subject: 'Dúvida sobre a votação',
  message: 'Como funciona o desempate?',
  ...overrides,
});

describe(TicketsService.name, () => {
  let tickets: Mocked<TicketsRepository>;
  let people: Mocked<PeopleRepository>;
  let indications: Mocked<IndicationsRepository>;
  let mail: Mocked<SupportMail>;
  let outbox: Mocked<Outbox>;
  let flush: jest.Mock<() => Promise<void>>;
  let em: EntityManager;
  let service: TicketsService;
  /** The unit of work inside `transactional`, told apart from the fork it runs on. */
  const tx = { inTransaction: true } as unknown as EntityManager;
  const admin = personFactory({ isAdmin: true });
  const user = personFactory({ name: 'Bruno', surname: 'Lima', email: 'bruno@example.com' });
  const indication = hostIndicationFactory({ userId: user.id, name: 'Bar do Zé' });

  /** The payload of the one event `name` written, checked against its contract. */
  const announced = (name: EventName) => {
    const calls = outbox.add.mock.calls.filter(([, n]) => n === name);
    expect(calls).toHaveLength(1);
    return eventPayloads[name].parse(calls[0]![2]);
  };

  beforeEach(() => {
    tickets = automock(TicketsRepository);
    people = automock(PeopleRepository);
    indications = automock(IndicationsRepository);
    mail = automock(SupportMail);
    outbox = automock(Outbox);
    tickets.add.mockImplementation(
      (_em, data) => ({ ...ticketFactory(), ...data, status: 'open' }) as Ticket,
    );
    outbox.add.mockReturnValue('event');
    mail.sendTicketReply.mockResolvedValue(undefined);
    flush = jest.fn(() => Promise.resolve());
    em = {
      flush,
      transactional: (work: (tx: EntityManager) => unknown) => work(tx),
    } as unknown as EntityManager;
    service = new TicketsService(ormForking(em), tickets, people, indications, mail, outbox, clockAt(NOW));
  });

  describe('a general ticket', () => {
    it('opens it with the name and e-mail the form carried, the e-mail in lower case', async () => {
      const result = await service.createGeneral(user.id, general());

      expect(tickets.add).toHaveBeenCalledWith(em, {
        ticketType: 'general',
        userId: user.id,
        indicationId: null,
        indicationName: null,
        name: 'Ana Souza',
        email: 'ana.souza@example.com',
        subject: 'Dúvida sobre a votação',
        message: 'Como funciona o desempate?',
        createdAt: NOW,
      });
      expect(result).toMatchObject({
        message: m.ticketCreated,
        ticket: {
          ticket_type: 'general',
          status: 'open',
          responded: false,
          indication: null,
          created_at: NOW.toISOString(),
        },
      });
    });

    it('announces ticket.created in the same flush as the ticket', async () => {
      const { ticket } = await service.createGeneral(user.id, general());

      expect(announced('ticket.created')).toEqual({
        ticket_id: ticket.ticket_id,
        ticket_type: 'general',
        user_id: user.id,
        indication_id: null,
        subject: 'Dúvida sobre a votação',
        created_at: NOW.toISOString(),
      });
      expect(outbox.add).toHaveBeenCalledWith(em, 'ticket.created', expect.anything());
      expect(flush).toHaveBeenCalledTimes(1);
      expect(outbox.add.mock.invocationCallOrder[0]).toBeLessThan(flush.mock.invocationCallOrder[0]!);
    });
  });

  describe('a host ticket', () => {
    const body = (overrides: Partial<HostTicketRequest> = {}): HostTicketRequest => ({
      ticket_type: 'host',
      indication_id: indication.id,
      subject: 'Horário do encontro',
      message: 'Posso mudar para as 20h?',
      ...overrides,
    });

    beforeEach(() => {
      indications.findById.mockResolvedValue(indication);
      people.findById.mockResolvedValue(user);
    });

    it('opens it about an indication the caller hosts, replying to the account’s name and e-mail', async () => {
      const result = await service.createHost(user.id, body());

      expect(indications.findById).toHaveBeenCalledWith(em, indication.id);
      expect(tickets.add).toHaveBeenCalledWith(em, {
        ticketType: 'host',
        userId: user.id,
        indicationId: indication.id,
        indicationName: 'Bar do Zé',
        name: 'Bruno Lima',
        email: 'bruno@example.com',
        subject: 'Horário do encontro',
        message: 'Posso mudar para as 20h?',
        createdAt: NOW,
      });
      expect(result).toMatchObject({
        message: m.ticketCreated,
        ticket: {
          ticket_type: 'host',
          indication: { indication_id: indication.id, name: 'Bar do Zé' },
          status: 'open',
        },
      });
      expect(flush).toHaveBeenCalledTimes(1);
    });

    it('announces ticket.created naming the indication', async () => {
      await service.createHost(user.id, body());

      expect(announced('ticket.created')).toMatchObject({
        ticket_type: 'host',
        user_id: user.id,
        indication_id: indication.id,
      });
    });

    it('uses the first name alone when the account has no surname', async () => {
      people.findById.mockResolvedValue({ ...user, surname: '' });

      await service.createHost(user.id, body());

      expect(tickets.add).toHaveBeenCalledWith(em, expect.objectContaining({ name: 'Bruno' }));
    });

    it('refuses an indication someone else hosts, naming the field, and stores nothing', async () => {
      indications.findById.mockResolvedValue({ ...indication, userId: admin.id });

      await expect(service.createHost(user.id, body())).rejects.toMatchObject({
        reason: 'NOT_OWN_INDICATION',
        message: m.notOwnIndication,
        errors: { indication_id: [m.notOwnIndication] },
      });
      expect(tickets.add).not.toHaveBeenCalled();
      expect(outbox.add).not.toHaveBeenCalled();
      expect(flush).not.toHaveBeenCalled();
    });

    it('refuses an indication it does not know with the same answer', async () => {
      indications.findById.mockResolvedValue(null);

      await expect(service.createHost(user.id, body())).rejects.toMatchObject({
        reason: 'NOT_OWN_INDICATION',
        message: m.notOwnIndication,
      });
      expect(people.findById).not.toHaveBeenCalled();
      expect(tickets.add).not.toHaveBeenCalled();
    });

    it('accepts an indication whatever its approval status, rejected included', async () => {
      indications.findById.mockResolvedValue({ ...indication, status: 'rejected' });

      await expect(service.createHost(user.id, body())).resolves.toMatchObject({ message: m.ticketCreated });
      expect(tickets.add).toHaveBeenCalledTimes(1);
    });

    it('refuses while identity-svc has not yet described the account, storing nothing', async () => {
      people.findById.mockResolvedValue(null);
      const { message } = userNotFound();

      await expect(service.createHost(user.id, body())).rejects.toMatchObject({
        reason: 'USER_NOT_FOUND',
        message,
      });
      expect(tickets.add).not.toHaveBeenCalled();
      expect(outbox.add).not.toHaveBeenCalled();
    });
  });

  describe('the user’s list', () => {
    it('reads only the caller’s tickets with the filter given, answered ones marked responded', async () => {
      const answered = ticketFactory({
        userId: user.id,
        status: 'responded',
        response: 'Em caso de empate vence a mais antiga.',
        respondedAt: RESPONDED_AT,
      });
      tickets.listForUser.mockResolvedValue([answered, ticketFactory({ userId: user.id })]);

      const result = await service.listForUser(user.id, { status: undefined, type: 'general' });

      expect(tickets.listForUser).toHaveBeenCalledWith(em, user.id, { status: undefined, type: 'general' });
      expect(result.tickets.map((t) => [t.ticket_id, t.responded, t.responded_at])).toEqual([
        [answered.id, true, RESPONDED_AT.toISOString()],
        [expect.any(String), false, null],
      ]);
    });
  });

  describe('finalisation of a host ticket', () => {
    let ticket: Ticket;

    beforeEach(() => {
      ticket = hostTicketFactory(indication, {
        status: 'responded',
        response: 'Pode sim.',
        respondedAt: RESPONDED_AT,
        respondedBy: admin.id,
      });
      tickets.findForUpdate.mockResolvedValue(ticket);
    });

    it('closes a responded host ticket of the caller and announces ticket.finalized', async () => {
      const result = await service.finalizeHost(user.id, ticket.id);

      expect(tickets.findForUpdate).toHaveBeenCalledWith(tx, ticket.id);
      expect(ticket).toMatchObject({ status: 'finalized', finalizedAt: NOW });
      expect(result).toMatchObject({
        message: m.ticketFinalized,
        ticket: {
          ticket_id: ticket.id,
          status: 'finalized',
          finalized_at: NOW.toISOString(),
          responded: true,
        },
      });
      expect(announced('ticket.finalized')).toEqual({
        ticket_id: ticket.id,
        ticket_type: 'host',
        user_id: user.id,
        finalized_at: NOW.toISOString(),
      });
      expect(outbox.add).toHaveBeenCalledWith(tx, 'ticket.finalized', expect.anything());
    });

    it('reads a ticket id in capitals as the same ticket', async () => {
      await service.finalizeHost(user.id, ticket.id.toUpperCase());

      expect(tickets.findForUpdate).toHaveBeenCalledWith(tx, ticket.id);
      expect(ticket.status).toBe('finalized');
    });

    it('answers not found for an id that is not a UUID, without reading', async () => {
      await expect(service.finalizeHost(user.id, 'abc')).rejects.toMatchObject(notFound);
      expect(tickets.findForUpdate).not.toHaveBeenCalled();
    });

    it('answers not found for an unknown ticket', async () => {
      tickets.findForUpdate.mockResolvedValue(null);

      await expect(service.finalizeHost(user.id, ticket.id)).rejects.toMatchObject(notFound);
      expect(outbox.add).not.toHaveBeenCalled();
    });

    it('answers not found for another user’s ticket, leaving it as it was', async () => {
      await expect(service.finalizeHost(admin.id, ticket.id)).rejects.toMatchObject(notFound);
      expect(ticket).toMatchObject({ status: 'responded', finalizedAt: null });
      expect(outbox.add).not.toHaveBeenCalled();
    });

    it('answers not found for a general ticket: only host tickets are finalised by their user', async () => {
      tickets.findForUpdate.mockResolvedValue({ ...ticket, ticketType: 'general' });

      await expect(service.finalizeHost(user.id, ticket.id)).rejects.toMatchObject(notFound);
      expect(outbox.add).not.toHaveBeenCalled();
    });

    it('refuses a ticket not yet answered', async () => {
      ticket.status = 'open';

      await expect(service.finalizeHost(user.id, ticket.id)).rejects.toMatchObject({
        reason: 'TICKET_NOT_RESPONDED',
        message: m.finalizeOnlyResponded,
      });
      expect(ticket).toMatchObject({ status: 'open', finalizedAt: null });
      expect(outbox.add).not.toHaveBeenCalled();
    });

    it('refuses a ticket finalised already, keeping its first date', async () => {
      const first = new Date('2026-11-22T10:00:00Z');
      Object.assign(ticket, { status: 'finalized', finalizedAt: first });

      await expect(service.finalizeHost(user.id, ticket.id)).rejects.toMatchObject({
        reason: 'TICKET_ALREADY_FINALIZED',
        message: m.alreadyFinalized,
      });
      expect(ticket.finalizedAt).toBe(first);
      expect(outbox.add).not.toHaveBeenCalled();
    });
  });

  describe('the administrators’ list', () => {
    const query = (overrides: Partial<AdminTicketsQuery> = {}): AdminTicketsQuery => ({
      page: 1,
      per_page: 10,
      ...overrides,
    });

    it('tells the rows of a page, the total and the last page', async () => {
      const page = [ticketFactory({ userId: user.id }), ticketFactory({ userId: user.id })];
      tickets.adminPage.mockResolvedValue({ tickets: page, total: 22 });
      people.findByIds.mockResolvedValue([user]);

      const result = await service.adminList(query({ page: 3, status: 'open' }));

      expect(tickets.adminPage).toHaveBeenCalledWith(em, query({ page: 3, status: 'open' }));
      expect(people.findByIds).toHaveBeenCalledWith(em, [user.id, user.id]);
      expect(result).toMatchObject({ total: 22, page: 3, per_page: 10, last_page: 3, from: 21, to: 22 });
      expect(result.data.map((t) => t.ticket_id)).toEqual(page.map((t) => t.id));
    });

    it('shows the account as identity-svc described it, and the contact the form carried', async () => {
      const ticket = ticketFactory({ userId: user.id, name: 'Outro Nome', email: 'outro@example.com' });
      tickets.adminPage.mockResolvedValue({ tickets: [ticket], total: 1 });
      people.findByIds.mockResolvedValue([user]);

      const { data } = await service.adminList(query());

      expect(data[0]).toMatchObject({
        message_type: 'general',
        user: { name: 'Bruno', surname: 'Lima', email: 'bruno@example.com', city: 'São Paulo', state: 'SP' },
        contact: { name: 'Outro Nome', email: 'outro@example.com' },
      });
    });

    it('stands the ticket’s own name and e-mail in for an account it does not know', async () => {
      const ticket = ticketFactory({ name: 'Carla Dias', email: 'carla@example.com' });
      tickets.adminPage.mockResolvedValue({ tickets: [ticket], total: 1 });
      people.findByIds.mockResolvedValue([]);

      const { data } = await service.adminList(query());

      expect(data[0]!.user).toEqual({
        name: 'Carla Dias',
        surname: '',
        email: 'carla@example.com',
        city: '',
        state: '',
      });
    });

    it('answers an empty list as page 1 of 1, from and to null', async () => {
      tickets.adminPage.mockResolvedValue({ tickets: [], total: 0 });
      people.findByIds.mockResolvedValue([]);

      await expect(service.adminList(query({ page: 4, per_page: 20 }))).resolves.toEqual({
        data: [],
        total: 0,
        page: 4,
        per_page: 20,
        last_page: 1,
        from: null,
        to: null,
      });
    });
  });

  describe('the administrator’s reply', () => {
    const RESPONSE = 'Em caso de empate vence a indicação mais antiga.';
    let ticket: Ticket;

    beforeEach(() => {
      ticket = ticketFactory({ userId: user.id, email: 'ana.form@example.com' });
      tickets.findForUpdate.mockResolvedValue(ticket);
      people.findById.mockResolvedValue(user);
    });

    it('records the one reply, by whom and when, and answers with the admin view', async () => {
      const result = await service.respond(admin.id, ticket.id, RESPONSE);

      expect(tickets.findForUpdate).toHaveBeenCalledWith(tx, ticket.id);
      expect(ticket).toMatchObject({
        status: 'responded',
        response: RESPONSE,
        respondedAt: NOW,
        respondedBy: admin.id,
      });
      expect(people.findById).toHaveBeenCalledWith(em, user.id);
      expect(result).toMatchObject({
        message: m.responseSent,
        ticket: {
          ticket_id: ticket.id,
          responded: true,
          response: RESPONSE,
          responded_at: NOW.toISOString(),
          status: 'responded',
          user: { email: 'bruno@example.com' },
        },
      });
    });

    it('e-mails the reply to the address the ticket carried, in the reply’s transaction', async () => {
      await service.respond(admin.id, ticket.id, RESPONSE);

      expect(mail.sendTicketReply).toHaveBeenCalledTimes(1);
      expect(mail.sendTicketReply).toHaveBeenCalledWith(tx, ticket.id, {
        ticketType: 'general',
        name: ticket.name,
        email: 'ana.form@example.com',
        subject: ticket.subject,
        message: ticket.message,
        response: RESPONSE,
        indicationName: null,
        createdAt: ticket.createdAt,
      });
    });

    it('names the indication in the e-mail about a host ticket', async () => {
      tickets.findForUpdate.mockResolvedValue(hostTicketFactory(indication));

      await service.respond(admin.id, ticket.id, RESPONSE);

      expect(mail.sendTicketReply).toHaveBeenCalledWith(
        tx,
        expect.any(String),
        expect.objectContaining({ ticketType: 'host', indicationName: 'Bar do Zé' }),
      );
    });

    it('announces ticket.responded with the ticket’s subject and leaves an audit entry in the same transaction', async () => {
      await service.respond(admin.id, ticket.id, RESPONSE);

      expect(announced('ticket.responded')).toEqual({
        ticket_id: ticket.id,
        ticket_type: 'general',
        user_id: user.id,
        subject: ticket.subject,
        responded_by: admin.id,
        responded_at: NOW.toISOString(),
      });
      expect(announced('admin.action_performed')).toEqual({
        action_id: expect.any(String),
        actor_id: admin.id,
        action: 'ticket.respond',
        target_type: 'ticket',
        target_id: ticket.id,
        before: { status: 'open' },
        after: { status: 'responded' },
        at: NOW.toISOString(),
      });
      expect(outbox.add.mock.calls.map(([unit]) => unit)).toEqual([tx, tx]);
    });

    it('refuses a second reply: a ticket answered once is read-only', async () => {
      const first = { status: 'responded', response: 'Primeira.', respondedBy: user.id } as const;
      Object.assign(ticket, first);

      await expect(service.respond(admin.id, ticket.id, RESPONSE)).rejects.toMatchObject({
        reason: 'TICKET_ALREADY_RESPONDED',
        message: m.alreadyResponded,
      });
      expect(ticket).toMatchObject(first);
      expect(mail.sendTicketReply).not.toHaveBeenCalled();
      expect(outbox.add).not.toHaveBeenCalled();
    });

    it('refuses a reply to a finalised ticket the same way', async () => {
      ticket.status = 'finalized';

      await expect(service.respond(admin.id, ticket.id, RESPONSE)).rejects.toMatchObject({
        reason: 'TICKET_ALREADY_RESPONDED',
        message: m.alreadyResponded,
      });
      expect(mail.sendTicketReply).not.toHaveBeenCalled();
    });

    it('answers not found for an unknown ticket, sending nothing', async () => {
      tickets.findForUpdate.mockResolvedValue(null);

      await expect(service.respond(admin.id, ticket.id, RESPONSE)).rejects.toMatchObject(notFound);
      expect(mail.sendTicketReply).not.toHaveBeenCalled();
      expect(outbox.add).not.toHaveBeenCalled();
    });

    it('answers not found for an id that is not a UUID, without reading', async () => {
      await expect(service.respond(admin.id, '42', RESPONSE)).rejects.toMatchObject(notFound);
      expect(tickets.findForUpdate).not.toHaveBeenCalled();
    });
  });
});
