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
import {
  clockAt,
  expectNotCalled,
  expectRefusal,
  ormForking,
  serviceUnderTest,
} from '@encontro/testing/unit';
import {
  hostIndicationFactory,
  hostTicketFactory,
  ticketFactory,
  personFactory,
} from '../../test/support/factories.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { SupportMail } from '../emails/support-mail.service.js';
import { userNotFound } from '../people/people.errors.js';
import { PeopleRepository } from '../people/people.repository.js';
import type { Ticket } from './ticket.entity.js';
import { TicketsRepository } from './tickets.repository.js';
import { TicketsService } from './tickets.service.js';

const NOW = new Date('2026-11-24T15:30:00Z');
const RESPONDED_AT = new Date('2026-11-21T12:00:00Z');
/** The answer to a ticket the caller may not see: the same whether it is missing, another's or malformed. */
const expectNotFound = (work: Promise<unknown>) => expectRefusal(work, 'TICKET_NOT_FOUND', m.ticketNotFound);

const general = (overrides: Partial<GeneralTicketRequest> = {}): GeneralTicketRequest => ({
  ticket_type: 'general',
  name: 'Ana Souza',
  email: 'Ana.Souza@Example.com',
  subject: 'Dúvida sobre a votação',
  message: 'Como funciona o desempate?',
  ...overrides,
});

describe(TicketsService.name, () => {
  let flush: jest.Mock<() => Promise<void>>;
  let em: EntityManager;
  /** The unit of work inside `transactional`, told apart from the fork it runs on. */
  const tx = { inTransaction: true } as unknown as EntityManager;
  beforeEach(() => {
    flush = jest.fn(() => Promise.resolve());
    em = {
      flush,
      transactional: (work: (tx: EntityManager) => unknown) => work(tx),
    } as unknown as EntityManager;
  });
  const t = serviceUnderTest(TicketsService, () => ({
    orm: ormForking(em),
    tickets: TicketsRepository,
    people: PeopleRepository,
    indications: IndicationsRepository,
    mail: SupportMail,
    outbox: Outbox,
    clock: clockAt(NOW),
  }));
  const admin = personFactory({ isAdmin: true });
  const user = personFactory({ name: 'Bruno', surname: 'Lima', email: 'bruno@example.com' });
  const indication = hostIndicationFactory({ userId: user.id, name: 'Bar do Zé' });

  /** The payload of the one event `name` written, checked against its contract. */
  const announced = (name: EventName) => {
    const calls = t.outbox.add.mock.calls.filter(([, n]) => n === name);
    expect(calls).toHaveLength(1);
    return eventPayloads[name].parse(calls[0]![2]);
  };

  beforeEach(() => {
    t.tickets.add.mockImplementation(
      (_em, data) => ({ ...ticketFactory(), ...data, status: 'open' }) as Ticket,
    );
    t.outbox.add.mockReturnValue('event');
    t.mail.sendTicketReply.mockResolvedValue(undefined);
  });

  describe('a general ticket', () => {
    it('opens it with the name and e-mail the form carried, the e-mail in lower case', async () => {
      const result = await t.sut.createGeneral(user.id, general());

      expect(t.tickets.add).toHaveBeenCalledWith(em, {
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
      const { ticket } = await t.sut.createGeneral(user.id, general());

      expect(announced('ticket.created')).toEqual({
        ticket_id: ticket.ticket_id,
        ticket_type: 'general',
        user_id: user.id,
        indication_id: null,
        subject: 'Dúvida sobre a votação',
        created_at: NOW.toISOString(),
      });
      expect(t.outbox.add).toHaveBeenCalledWith(em, 'ticket.created', expect.anything());
      expect(flush).toHaveBeenCalledTimes(1);
      expect(t.outbox.add.mock.invocationCallOrder[0]).toBeLessThan(flush.mock.invocationCallOrder[0]!);
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
      t.indications.findById.mockResolvedValue(indication);
      t.people.findById.mockResolvedValue(user);
    });

    it('opens it about an indication the caller hosts, replying to the account’s name and e-mail', async () => {
      const result = await t.sut.createHost(user.id, body());

      expect(t.indications.findById).toHaveBeenCalledWith(em, indication.id);
      expect(t.tickets.add).toHaveBeenCalledWith(em, {
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
      await t.sut.createHost(user.id, body());

      expect(announced('ticket.created')).toMatchObject({
        ticket_type: 'host',
        user_id: user.id,
        indication_id: indication.id,
      });
    });

    it('uses the first name alone when the account has no surname', async () => {
      t.people.findById.mockResolvedValue({ ...user, surname: '' });

      await t.sut.createHost(user.id, body());

      expect(t.tickets.add).toHaveBeenCalledWith(em, expect.objectContaining({ name: 'Bruno' }));
    });

    it('refuses an indication someone else hosts, naming the field, and stores nothing', async () => {
      t.indications.findById.mockResolvedValue({ ...indication, userId: admin.id });

      await expectRefusal(t.sut.createHost(user.id, body()), 'NOT_OWN_INDICATION', m.notOwnIndication, {
        indication_id: [m.notOwnIndication],
      });
      expectNotCalled(t.tickets.add, t.outbox.add, flush);
    });

    it('refuses an indication it does not know with the same answer', async () => {
      t.indications.findById.mockResolvedValue(null);

      await expectRefusal(t.sut.createHost(user.id, body()), 'NOT_OWN_INDICATION', m.notOwnIndication);
      expectNotCalled(t.people.findById, t.tickets.add);
    });

    it('accepts an indication whatever its approval status, rejected included', async () => {
      t.indications.findById.mockResolvedValue({ ...indication, status: 'rejected' });

      await expect(t.sut.createHost(user.id, body())).resolves.toMatchObject({ message: m.ticketCreated });
      expect(t.tickets.add).toHaveBeenCalledTimes(1);
    });

    it('refuses while identity-svc has not yet described the account, storing nothing', async () => {
      t.people.findById.mockResolvedValue(null);
      const { message } = userNotFound();

      await expectRefusal(t.sut.createHost(user.id, body()), 'USER_NOT_FOUND', message);
      expectNotCalled(t.tickets.add, t.outbox.add);
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
      t.tickets.listForUser.mockResolvedValue([answered, ticketFactory({ userId: user.id })]);

      const result = await t.sut.listForUser(user.id, { status: undefined, type: 'general' });

      expect(t.tickets.listForUser).toHaveBeenCalledWith(em, user.id, { status: undefined, type: 'general' });
      expect(result.tickets.map((row) => [row.ticket_id, row.responded, row.responded_at])).toEqual([
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
      t.tickets.findForUpdate.mockResolvedValue(ticket);
    });

    it('closes a responded host ticket of the caller and announces ticket.finalized', async () => {
      const result = await t.sut.finalizeHost(user.id, ticket.id);

      expect(t.tickets.findForUpdate).toHaveBeenCalledWith(tx, ticket.id);
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
      expect(t.outbox.add).toHaveBeenCalledWith(tx, 'ticket.finalized', expect.anything());
    });

    it('reads a ticket id in capitals as the same ticket', async () => {
      await t.sut.finalizeHost(user.id, ticket.id.toUpperCase());

      expect(t.tickets.findForUpdate).toHaveBeenCalledWith(tx, ticket.id);
      expect(ticket.status).toBe('finalized');
    });

    it('answers not found for an id that is not a UUID, without reading', async () => {
      await expectNotFound(t.sut.finalizeHost(user.id, 'abc'));
      expect(t.tickets.findForUpdate).not.toHaveBeenCalled();
    });

    it('answers not found for an unknown ticket', async () => {
      t.tickets.findForUpdate.mockResolvedValue(null);

      await expectNotFound(t.sut.finalizeHost(user.id, ticket.id));
      expect(t.outbox.add).not.toHaveBeenCalled();
    });

    it('answers not found for another user’s ticket, leaving it as it was', async () => {
      await expectNotFound(t.sut.finalizeHost(admin.id, ticket.id));
      expect(ticket).toMatchObject({ status: 'responded', finalizedAt: null });
      expect(t.outbox.add).not.toHaveBeenCalled();
    });

    it('answers not found for a general ticket: only host tickets are finalised by their user', async () => {
      t.tickets.findForUpdate.mockResolvedValue({ ...ticket, ticketType: 'general' });

      await expectNotFound(t.sut.finalizeHost(user.id, ticket.id));
      expect(t.outbox.add).not.toHaveBeenCalled();
    });

    it('refuses a ticket not yet answered', async () => {
      ticket.status = 'open';

      await expectRefusal(
        t.sut.finalizeHost(user.id, ticket.id),
        'TICKET_NOT_RESPONDED',
        m.finalizeOnlyResponded,
      );
      expect(ticket).toMatchObject({ status: 'open', finalizedAt: null });
      expect(t.outbox.add).not.toHaveBeenCalled();
    });

    it('refuses a ticket finalised already, keeping its first date', async () => {
      const first = new Date('2026-11-22T10:00:00Z');
      Object.assign(ticket, { status: 'finalized', finalizedAt: first });

      await expectRefusal(
        t.sut.finalizeHost(user.id, ticket.id),
        'TICKET_ALREADY_FINALIZED',
        m.alreadyFinalized,
      );
      expect(ticket.finalizedAt).toBe(first);
      expect(t.outbox.add).not.toHaveBeenCalled();
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
      t.tickets.adminPage.mockResolvedValue({ tickets: page, total: 22, exact: true });
      t.people.findByIds.mockResolvedValue([user]);

      const result = await t.sut.adminList(query({ page: 3, status: 'open' }));

      expect(t.tickets.adminPage).toHaveBeenCalledWith(em, query({ page: 3, status: 'open' }));
      expect(t.people.findByIds).toHaveBeenCalledWith(em, [user.id, user.id]);
      expect(result).toMatchObject({
        total: 22,
        page: 3,
        per_page: 10,
        last_page: 3,
        total_exact: true,
        from: 21,
        to: 22,
      });
      expect(result.data.map((row) => row.ticket_id)).toEqual(page.map((row) => row.id));
    });

    it('shows the account as identity-svc described it, and the contact the form carried', async () => {
      const ticket = ticketFactory({ userId: user.id, name: 'Outro Nome', email: 'outro@example.com' });
      t.tickets.adminPage.mockResolvedValue({ tickets: [ticket], total: 1, exact: true });
      t.people.findByIds.mockResolvedValue([user]);

      const { data } = await t.sut.adminList(query());

      expect(data[0]).toMatchObject({
        message_type: 'general',
        user: { name: 'Bruno', surname: 'Lima', email: 'bruno@example.com', city: 'São Paulo', state: 'SP' },
        contact: { name: 'Outro Nome', email: 'outro@example.com' },
      });
    });

    it('stands the ticket’s own name and e-mail in for an account it does not know', async () => {
      const ticket = ticketFactory({ name: 'Carla Dias', email: 'carla@example.com' });
      t.tickets.adminPage.mockResolvedValue({ tickets: [ticket], total: 1, exact: true });
      t.people.findByIds.mockResolvedValue([]);

      const { data } = await t.sut.adminList(query());

      expect(data[0]!.user).toEqual({
        name: 'Carla Dias',
        surname: '',
        email: 'carla@example.com',
        city: '',
        state: '',
      });
    });

    it('answers an empty list as page 1 of 1, from and to null', async () => {
      t.tickets.adminPage.mockResolvedValue({ tickets: [], total: 0, exact: true });
      t.people.findByIds.mockResolvedValue([]);

      await expect(t.sut.adminList(query({ page: 4, per_page: 20 }))).resolves.toEqual({
        data: [],
        total: 0,
        page: 4,
        per_page: 20,
        last_page: 1,
        total_exact: true,
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
      t.tickets.findForUpdate.mockResolvedValue(ticket);
      t.people.findById.mockResolvedValue(user);
    });

    it('records the one reply, by whom and when, and answers with the admin view', async () => {
      const result = await t.sut.respond(admin.id, ticket.id, RESPONSE);

      expect(t.tickets.findForUpdate).toHaveBeenCalledWith(tx, ticket.id);
      expect(ticket).toMatchObject({
        status: 'responded',
        response: RESPONSE,
        respondedAt: NOW,
        respondedBy: admin.id,
      });
      expect(t.people.findById).toHaveBeenCalledWith(em, user.id);
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
      await t.sut.respond(admin.id, ticket.id, RESPONSE);

      expect(t.mail.sendTicketReply).toHaveBeenCalledTimes(1);
      expect(t.mail.sendTicketReply).toHaveBeenCalledWith(tx, ticket.id, {
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
      t.tickets.findForUpdate.mockResolvedValue(hostTicketFactory(indication));

      await t.sut.respond(admin.id, ticket.id, RESPONSE);

      expect(t.mail.sendTicketReply).toHaveBeenCalledWith(
        tx,
        expect.any(String),
        expect.objectContaining({ ticketType: 'host', indicationName: 'Bar do Zé' }),
      );
    });

    it('announces ticket.responded with the ticket’s subject and leaves an audit entry in the same transaction', async () => {
      await t.sut.respond(admin.id, ticket.id, RESPONSE);

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
      expect(t.outbox.add.mock.calls.map(([unit]) => unit)).toEqual([tx, tx]);
    });

    it('refuses a second reply: a ticket answered once is read-only', async () => {
      const first = { status: 'responded', response: 'Primeira.', respondedBy: user.id } as const;
      Object.assign(ticket, first);

      await expectRefusal(
        t.sut.respond(admin.id, ticket.id, RESPONSE),
        'TICKET_ALREADY_RESPONDED',
        m.alreadyResponded,
      );
      expect(ticket).toMatchObject(first);
      expectNotCalled(t.mail.sendTicketReply, t.outbox.add);
    });

    it('refuses a reply to a finalised ticket the same way', async () => {
      ticket.status = 'finalized';

      await expectRefusal(
        t.sut.respond(admin.id, ticket.id, RESPONSE),
        'TICKET_ALREADY_RESPONDED',
        m.alreadyResponded,
      );
      expect(t.mail.sendTicketReply).not.toHaveBeenCalled();
    });

    it('answers not found for an unknown ticket, sending nothing', async () => {
      t.tickets.findForUpdate.mockResolvedValue(null);

      await expectNotFound(t.sut.respond(admin.id, ticket.id, RESPONSE));
      expectNotCalled(t.mail.sendTicketReply, t.outbox.add);
    });

    it('answers not found for an id that is not a UUID, without reading', async () => {
      await expectNotFound(t.sut.respond(admin.id, '42', RESPONSE));
      expect(t.tickets.findForUpdate).not.toHaveBeenCalled();
    });
  });
});
