import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REMOVED_USER_NAME } from '@encontro/contracts';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { FaqFeedback } from '../faq/faq-feedback.entity.js';
import { HostIndication } from '../indications/host-indication.entity.js';
import { Person } from '../people/person.entity.js';
import { Tables } from '../tables.js';
import { Ticket } from '../tickets/ticket.entity.js';

/**
 * Everything support-svc holds about one person, to export or erase it. Every method works in the
 * caller's unit of work (`em`).
 */
@Injectable()
export class UserDataRepository {
  constructor(private readonly tables: Tables) {}

  findPerson(em: EntityManager, userId: string): Promise<Person | null> {
    return em.findOne(Person, { id: userId });
  }

  tickets(em: EntityManager, userId: string): Promise<Ticket[]> {
    return em.find(Ticket, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** The messages they sent signed in, or signed out with their account's e-mail. */
  contactMessages(em: EntityManager, userId: string, email: string | null): Promise<ContactMessage[]> {
    return em.find(
      ContactMessage,
      email ? { $or: [{ userId }, { email: email.toLowerCase() }] } : { userId },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
  }

  faqFeedback(em: EntityManager, userId: string): Promise<FaqFeedback[]> {
    return em.find(FaqFeedback, { userId }, { orderBy: { questionId: 'asc' } });
  }

  hostIndications(em: EntityManager, userId: string): Promise<HostIndication[]> {
    return em.find(HostIndication, { userId }, { orderBy: { submittedAt: 'asc', id: 'asc' } });
  }

  /**
   * Their tickets (with the reply e-mails already sent about them) are deleted; their contact
   * messages stay for the team's history without who sent them; their FAQ votes are deleted (the
   * questions' counts stay); what was known of them and their indications is deleted.
   */
  async erase(em: EntityManager, userId: string): Promise<{ tickets: number; contacts: number }> {
    const person = await this.findPerson(em, userId);
    const email = person?.email.toLowerCase() ?? null;
    const tickets = await em.execute<{ id: string }[]>(
      `delete from ${this.tables.tickets} where user_id = ? returning id`,
      [userId],
    );
    const contacts = await em.execute<{ id: string }[]>(
      `update ${this.tables.contactMessages} set name = ?, email = '', user_id = null
       where user_id = ? or (?::text is not null and lower(email) = ?) returning id`,
      [REMOVED_USER_NAME, userId, email, email],
    );
    const refs = [...tickets, ...contacts].map((row) => row.id);
    if (refs.length)
      await em.execute(
        `delete from ${this.tables.mailOutbox}
         where status = 'sent' and ref_id = any(string_to_array(?, ','))`,
        [refs.join(',')],
      );
    await em.nativeDelete(FaqFeedback, { userId });
    await em.nativeDelete(HostIndication, { userId });
    await em.nativeDelete(Person, { id: userId });
    return { tickets: tickets.length, contacts: contacts.length };
  }
}
