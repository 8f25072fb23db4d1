import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MailOutbox } from '@encontro/server-mail';
import { serviceUnderTest } from '@encontro/testing/unit';
import {
  contactMessageFactory,
  hostIndicationFactory,
  hostTicketFactory,
  ticketFactory,
} from '../../test/support/factories.js';
import type { Ticket } from '../tickets/ticket.entity.js';
import { SupportMail } from './support-mail.service.js';

const CONTACT_EMAIL = 'contato@encontro.example';
const PUBLIC_URL = 'https://encontro.example';

describe(SupportMail.name, () => {
  const t = serviceUnderTest(SupportMail, () => ({
    outbox: MailOutbox,
    config: { CONTACT_EMAIL, PUBLIC_URL },
  }));
  const tx = { inTransaction: true } as unknown as EntityManager;
  /** An e-mail with these fields was queued in the caller's transaction. */
  const expectQueued = (fields: Partial<Parameters<MailOutbox['enqueue']>[1]>) =>
    expect(t.outbox.enqueue).toHaveBeenCalledWith(tx, expect.objectContaining(fields));

  beforeEach(() => {
    t.outbox.enqueue.mockResolvedValue(true);
  });

  describe('a contact message', () => {
    const contact = contactMessageFactory({ email: 'ana@example.com', subject: 'parceria' });
    const forward = {
      form: 'legacy' as const,
      name: contact.name,
      email: contact.email,
      subject: contact.subject,
      message: contact.message,
      receivedAt: contact.createdAt,
    };

    it('goes to the platform’s contact address, replying to the sender, in the caller’s transaction', async () => {
      await t.sut.forwardContact(tx, contact.id, forward);

      expect(t.outbox.enqueue).toHaveBeenCalledTimes(1);
      expectQueued({
        to: CONTACT_EMAIL,
        replyTo: 'ana@example.com',
        subject: '[Contato] Parceria',
      });
    });

    it('is one logical e-mail per message, named by its id', async () => {
      await t.sut.forwardContact(tx, contact.id, forward);

      expectQueued({
        key: `contact_forward:${contact.id}`,
        kind: 'contact_forward',
        refId: contact.id,
      });
    });
  });

  describe('a ticket reply', () => {
    const reply = (ticket = ticketFactory()) => ({
      ticketType: ticket.ticketType,
      name: ticket.name,
      email: ticket.email,
      subject: ticket.subject,
      message: ticket.message,
      response: 'Em caso de empate vence a mais antiga.',
      indicationName: ticket.indicationName ?? null,
      createdAt: ticket.createdAt,
    });
    /** The text of the e-mail that answers `ticket`. */
    const replyText = async (ticket: Ticket) => {
      await t.sut.sendTicketReply(tx, ticket.id, reply(ticket));
      return t.outbox.enqueue.mock.calls[0]![1].text;
    };

    it('goes to the address of the ticket, once per ticket', async () => {
      const ticket = ticketFactory({ email: 'ana.form@example.com' });

      await t.sut.sendTicketReply(tx, ticket.id, reply(ticket));

      expectQueued({
        key: `ticket_reply:${ticket.id}`,
        kind: 'ticket_reply',
        refId: ticket.id,
        to: 'ana.form@example.com',
        subject: `Resposta ao seu ticket: ${ticket.subject}`,
      });
    });

    it('links a general ticket to Meus Tickets on the public address', async () => {
      expect(await replyText(ticketFactory())).toContain(`${PUBLIC_URL}/support/ticket`);
    });

    it('links a host ticket to the host-support page, where it can be finalised', async () => {
      const text = await replyText(hostTicketFactory(hostIndicationFactory({ name: 'Bar do Zé' })));

      expect(text).toContain(`${PUBLIC_URL}/host-support`);
      expect(text).toContain('sobre a indicação "Bar do Zé"');
    });
  });
});
