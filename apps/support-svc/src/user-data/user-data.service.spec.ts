import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ormForking, serviceUnderTest } from '@encontro/testing/unit';
import {
  contactMessageFactory,
  faqFeedbackFactory,
  hostIndicationFactory,
  hostTicketFactory,
  personFactory,
} from '../../test/support/factories.js';
import { UserDataRepository } from './user-data.repository.js';
import { UserDataService } from './user-data.service.js';

describe(UserDataService.name, () => {
  const em = {} as EntityManager;
  const t = serviceUnderTest(UserDataService, () => ({
    orm: ormForking(em),
    userData: UserDataRepository,
  }));
  const user = personFactory({ email: 'Ana@Example.com' });
  const indication = hostIndicationFactory({ userId: user.id, status: 'rejected' });
  const ticket = hostTicketFactory(indication, {
    status: 'finalized',
    response: 'Pode sim.',
    respondedAt: new Date('2026-11-21T12:00:00Z'),
    finalizedAt: new Date('2026-11-22T12:00:00Z'),
  });
  const contact = contactMessageFactory({ userId: null, email: 'ana@example.com', form: 'legacy' });
  const vote = faqFeedbackFactory({ userId: user.id, questionId: 3, helpful: false });

  beforeEach(() => {
    t.userData.findPerson.mockResolvedValue(user);
    t.userData.tickets.mockResolvedValue([ticket]);
    t.userData.contactMessages.mockResolvedValue([contact]);
    t.userData.faqFeedback.mockResolvedValue([vote]);
    t.userData.hostIndications.mockResolvedValue([indication]);
  });

  it('exports what support-svc knows of the person', async () => {
    const { service: from, data } = await t.sut.export(user.id);

    expect(from).toBe('support-svc');
    expect(data.profile).toEqual({
      name: user.name,
      surname: user.surname,
      email: 'Ana@Example.com',
      city: user.city,
      state: user.state,
    });
  });

  it('exports their tickets with the reply and its dates', async () => {
    const { data } = await t.sut.export(user.id);

    expect(t.userData.tickets).toHaveBeenCalledWith(em, user.id);
    expect(data.tickets).toEqual([
      {
        ticket_id: ticket.id,
        ticket_type: 'host',
        indication_id: indication.id,
        indication_name: indication.name,
        name: ticket.name,
        email: ticket.email,
        subject: ticket.subject,
        message: ticket.message,
        status: 'finalized',
        response: 'Pode sim.',
        responded_at: '2026-11-21T12:00:00.000Z',
        finalized_at: '2026-11-22T12:00:00.000Z',
        created_at: ticket.createdAt.toISOString(),
      },
    ]);
  });

  it('exports the contact messages sent signed in or with the account’s e-mail, client address included', async () => {
    const { data } = await t.sut.export(user.id);

    expect(t.userData.contactMessages).toHaveBeenCalledWith(em, user.id, 'Ana@Example.com');
    expect(data.contact_messages).toEqual([
      {
        contact_id: contact.id,
        form: 'legacy',
        name: contact.name,
        email: 'ana@example.com',
        subject: contact.subject,
        message: contact.message,
        created_at: contact.createdAt.toISOString(),
      },
    ]);
  });

  it('exports their FAQ votes and the indications they host, whatever their status', async () => {
    const { data } = await t.sut.export(user.id);

    expect(data.faq_feedback).toEqual([
      { question_id: 3, helpful: false, updated_at: vote.updatedAt.toISOString() },
    ]);
    expect(data.host_indications).toEqual([
      {
        indication_id: indication.id,
        name: indication.name,
        city: indication.city,
        status: 'rejected',
        submitted_at: indication.submittedAt.toISOString(),
      },
    ]);
  });

  it('exports no profile, and only the messages sent signed in, for a person it never heard of', async () => {
    t.userData.findPerson.mockResolvedValue(null);

    const { data } = await t.sut.export(user.id);

    expect(data.profile).toBeNull();
    expect(t.userData.contactMessages).toHaveBeenCalledWith(em, user.id, null);
  });
});
