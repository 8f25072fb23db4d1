import { describe, expect, it } from '@jest/globals';
import { waitFor } from '@encontro/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { ContactHandlers } from '../../src/contact/contact.handlers.js';
import { FaqHandlers } from '../../src/faq/faq.handlers.js';
import { UserDataHandlers } from '../../src/user-data/user-data.handlers.js';
import { AdminTicketsHandlers } from '../../src/tickets/admin-tickets.handlers.js';
import { TicketsHandlers } from '../../src/tickets/tickets.handlers.js';
import { supportSuite } from '../support/suite.js';
import type { Person } from '../support/support-test-app.js';

describe('support-svc: reply audit, deleted accounts, LGPD export', () => {
  const t = supportSuite('support_lifecycle');
  const adminId = randomUUID();

  const general = (who: Person, subject = 'Dúvida sobre votação') =>
    t.get(TicketsHandlers).createGeneralTicket({
      user_id: who.user_id,
      body: {
        ticket_type: 'general',
        name: `${who.name} ${who.surname}`,
        email: who.email,
        subject,
        message: 'Posso votar duas vezes?',
      },
    });
  const contact = (who: Person, signedIn: boolean) =>
    t.get(ContactHandlers).submitContact({
      body: { name: who.name, email: who.email, subject: 'Parceria', message: 'Olá, equipe!' },
      client_key: randomBytes(16).toString('base64url'),
      ...(signedIn ? { user_id: who.user_id } : {}),
    });
  const faqCounts = () =>
    t.sql<{ helpful_count: number }>(`select helpful_count from ${t.table('faq_questions')} where id = 1`);

  it('leaves exactly one audit entry when an administrator answers a ticket', async () => {
    const ana = await t.person();
    const { ticket } = await general(ana);
    await t.get(AdminTicketsHandlers).adminRespond({
      user_id: adminId,
      ticket_id: ticket.ticket_id,
      body: { response: 'Não, uma por semana.' },
    });
    const audits = await t.sql<{ payload: Record<string, unknown> }>(
      `select payload from ${t.table('outbox')} where name = 'admin.action_performed' and payload->>'target_id' = ?`,
      [ticket.ticket_id],
    );
    expect(audits.map((row) => row.payload)).toEqual([
      {
        action_id: expect.any(String),
        actor_id: adminId,
        action: 'ticket.respond',
        target_type: 'ticket',
        target_id: ticket.ticket_id,
        before: { status: 'open' },
        after: { status: 'responded' },
        at: expect.any(String),
      },
    ]);
  });

  it('exports their tickets, contact messages, FAQ votes and host indications', async () => {
    const bia = await t.person({ name: 'Bia' });
    const { ticket } = await general(bia, 'Exportação');
    await contact(bia, false);
    await t.get(FaqHandlers).faqFeedback({ user_id: bia.user_id, faq_id: '2', body: { helpful: false } });
    const indication = await t.indication(bia, 'Bar da Bia');

    const exported = await t.get(UserDataHandlers).export({ user_id: bia.user_id });
    expect(exported).toEqual({
      service: 'support-svc',
      data: {
        profile: { name: 'Bia', surname: 'Souza', email: bia.email, city: bia.city, state: bia.state },
        tickets: [
          expect.objectContaining({ ticket_id: ticket.ticket_id, subject: 'Exportação', status: 'open' }),
        ],
        contact_messages: [expect.objectContaining({ email: bia.email, subject: 'Parceria' })],
        faq_feedback: [{ question_id: 2, helpful: false, updated_at: expect.any(String) }],
        host_indications: [expect.objectContaining({ indication_id: indication.id, name: 'Bar da Bia' })],
      },
    });
  });

  it('forgets a host indication once indication-svc removed it', async () => {
    const caio = await t.person({ name: 'Caio' });
    const indication = await t.indication(caio);
    await t.publish('indication.removed', {
      indication_id: indication.id,
      user_id: caio.user_id,
      previous_status: 'pending',
      week: '2026-W47',
      city_id: '3550308',
      at: new Date().toISOString(),
      photos: [],
    });
    await waitFor(
      async () =>
        (await t.sql(`select 1 from ${t.table('host_indications')} where id = ?`, [indication.id])).length ===
        0,
    );
  });

  it('on user.deleted: deletes their tickets and FAQ votes, anonymises their contact messages, leaves others alone', async () => {
    const leaver = await t.person({ name: 'Saindo', surname: 'Daqui' });
    const stayer = await t.person({ name: 'Fica' });
    const { ticket } = await general(leaver);
    const indication = await t.indication(leaver, 'Bar de quem sai');
    await t.get(TicketsHandlers).createHostTicket({
      user_id: leaver.user_id,
      body: { ticket_type: 'host', indication_id: indication.id, subject: 'Horário', message: 'Mudou?' },
    });
    const kept = (await general(stayer)).ticket;
    await t
      .get(AdminTicketsHandlers)
      .adminRespond({ user_id: adminId, ticket_id: ticket.ticket_id, body: { response: 'Respondido.' } });
    await t.mailbox.waitFor(leaver.email);
    await waitFor(
      async () =>
        (
          await t.sql(`select 1 from ${t.table('mail_outbox')} where ref_id = ? and sent_at is not null`, [
            ticket.ticket_id,
          ])
        ).length === 1,
    );
    await contact(leaver, true);
    await contact(leaver, false);
    await contact(stayer, true);
    await t.get(FaqHandlers).faqFeedback({ user_id: leaver.user_id, faq_id: '1', body: { helpful: true } });
    const [counted] = await faqCounts();

    await t.publish('user.deleted', { user_id: leaver.user_id, by: 'admin', at: new Date().toISOString() });
    await waitFor(
      async () =>
        (await t.sql(`select 1 from ${t.table('users')} where id = ?`, [leaver.user_id])).length === 0,
    );

    expect(await t.sql(`select 1 from ${t.table('tickets')} where user_id = ?`, [leaver.user_id])).toEqual(
      [],
    );
    expect(await t.sql(`select 1 from ${t.table('tickets')} where id = ?`, [kept.ticket_id])).toHaveLength(1);
    expect(
      await t.sql(`select 1 from ${t.table('mail_outbox')} where ref_id = ?`, [ticket.ticket_id]),
    ).toEqual([]);
    expect(
      await t.sql(`select 1 from ${t.table('faq_feedback')} where user_id = ?`, [leaver.user_id]),
    ).toEqual([]);
    expect(await faqCounts()).toEqual([counted]);
    expect(
      await t.sql(`select 1 from ${t.table('host_indications')} where user_id = ?`, [leaver.user_id]),
    ).toEqual([]);
    const anonymised = await t.sql<{
      name: string;
      email: string;
      user_id: string | null;
    }>(
      `select name, email, user_id from ${t.table('contact_messages')} where subject = 'Parceria' and name = 'Usuário removido'`,
    );
    expect(anonymised).toEqual([
      { name: 'Usuário removido', email: '', user_id: null },
      { name: 'Usuário removido', email: '', user_id: null },
    ]);
    expect(
      await t.sql(`select 1 from ${t.table('contact_messages')} where email = ?`, [leaver.email]),
    ).toEqual([]);
    expect(
      await t.sql(`select 1 from ${t.table('contact_messages')} where user_id = ?`, [stayer.user_id]),
    ).toHaveLength(1);
    expect(await t.get(UserDataHandlers).export({ user_id: leaver.user_id })).toEqual({
      service: 'support-svc',
      data: { profile: null, tickets: [], contact_messages: [], faq_feedback: [], host_indications: [] },
    });
  });
});
