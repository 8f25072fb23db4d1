import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type MailMessage, MailOutbox } from '@encontro/server-mail';
import { SUPPORT_CONFIG, type SupportConfig } from '../config.js';
import {
  type ContactForward,
  type TicketReply,
  contactForwardMail,
  ticketReplyMail,
} from './support-mail.templates.js';

/**
 * The support e-mails, stored in the mail outbox by the caller's transaction: a stored contact
 * message or ticket reply always has its e-mail stored with it, and the relay sends it (at least
 * once). One contact message or one ticket reply is one logical e-mail.
 */
@Injectable()
export class SupportMail {
  constructor(
    private readonly outbox: MailOutbox,
    @Inject(SUPPORT_CONFIG) private readonly config: Pick<SupportConfig, 'CONTACT_EMAIL' | 'PUBLIC_URL'>,
  ) {}

  /** Every contact message goes to the platform's contact address; replying answers the sender. */
  async forwardContact(em: EntityManager, contactId: string, contact: ContactForward): Promise<void> {
    await this.enqueue(
      em,
      'contact_forward',
      contactId,
      contactForwardMail(this.config.CONTACT_EMAIL, contact),
    );
  }

  /** The administrator's reply (a ticket gets one) goes to the ticket's address. */
  async sendTicketReply(em: EntityManager, ticketId: string, ticket: TicketReply): Promise<void> {
    await this.enqueue(em, 'ticket_reply', ticketId, ticketReplyMail(this.config.PUBLIC_URL, ticket));
  }

  /** One logical e-mail per kind and item: its key is `<kind>:<id>`. */
  private async enqueue(em: EntityManager, kind: string, refId: string, message: MailMessage): Promise<void> {
    await this.outbox.enqueue(em, { key: `${kind}:${refId}`, kind, refId, ...message });
  }
}
