import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { UserDataExport } from '@encontro/contracts';
import { profileOf } from '../people/people.mapper.js';
import { UserDataRepository } from './user-data.repository.js';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** support-svc's part of the LGPD export: tickets, contact messages, FAQ votes, what it knows of them. */
@Injectable()
export class UserDataService {
  constructor(
    private readonly orm: MikroORM,
    private readonly userData: UserDataRepository,
  ) {}

  async export(userId: string): Promise<UserDataExport> {
    const em = this.orm.em.fork();
    const person = await this.userData.findPerson(em, userId);
    const tickets = await this.userData.tickets(em, userId);
    const contacts = await this.userData.contactMessages(em, userId, person?.email ?? null);
    const feedback = await this.userData.faqFeedback(em, userId);
    const indications = await this.userData.hostIndications(em, userId);
    return {
      service: 'support-svc',
      data: {
        profile: person ? profileOf(person) : null,
        tickets: tickets.map((t) => ({
          ticket_id: t.id,
          ticket_type: t.ticketType,
          indication_id: t.indicationId ?? null,
          indication_name: t.indicationName ?? null,
          name: t.name,
          email: t.email,
          subject: t.subject,
          message: t.message,
          status: t.status,
          response: t.response ?? null,
          responded_at: iso(t.respondedAt),
          finalized_at: iso(t.finalizedAt),
          created_at: t.createdAt.toISOString(),
        })),
        contact_messages: contacts.map((c) => ({
          contact_id: c.id,
          form: c.form,
          name: c.name,
          email: c.email,
          subject: c.subject,
          message: c.message,
          created_at: c.createdAt.toISOString(),
        })),
        faq_feedback: feedback.map((f) => ({
          question_id: f.questionId,
          helpful: f.helpful,
          updated_at: f.updatedAt.toISOString(),
        })),
        host_indications: indications.map((i) => ({
          indication_id: i.id,
          name: i.name,
          city: i.city,
          status: i.status,
          submitted_at: i.submittedAt.toISOString(),
        })),
      },
    };
  }
}
