import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SUPPORT_CONFIG, type SupportConfig } from '../config.js';
import { MailRelay } from './mail-relay.service.js';
import { OutgoingMailsRepository } from './outgoing-mails.repository.js';
import {
  type ContactForward,
  type TicketReply,
  contactForwardMail,
  ticketReplyMail,
} from './support-mail.templates.js';

/**
 * The support e-mails, queued in the caller's transaction: a stored contact message or ticket reply
 * always has its e-mail stored with it, and the relay sends it (at least once).
 */
@Injectable()
export class SupportMail {
  constructor(
    @Inject(OutgoingMailsRepository) private readonly mails: OutgoingMailsRepository,
    @Inject(MailRelay) private readonly relay: MailRelay,
    @Inject(SUPPORT_CONFIG) private readonly config: Pick<SupportConfig, 'CONTACT_EMAIL' | 'PUBLIC_URL'>,
  ) {}

  /** Every contact message goes to the platform's contact address; replying answers the sender. */
  forwardContact(em: EntityManager, contactId: string, contact: ContactForward): void {
    this.mails.enqueue(
      em,
      'contact_forward',
      contactId,
      contactForwardMail(this.config.CONTACT_EMAIL, contact),
    );
    this.relay.wakeSoon();
  }

  /** The administrator's reply goes to the ticket's address. */
  sendTicketReply(em: EntityManager, ticketId: string, ticket: TicketReply): void {
    this.mails.enqueue(em, 'ticket_reply', ticketId, ticketReplyMail(this.config.PUBLIC_URL, ticket));
    this.relay.wakeSoon();
  }
}
