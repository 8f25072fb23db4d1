import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { ContactMessage } from './contact-message.entity.js';

export type NewContactMessage = Omit<ContactMessage, 'id'>;

/** Contact messages. Every method works in the caller's unit of work. */
@Injectable()
export class ContactRepository {
  /** Stages a message; it is inserted on the next flush. */
  add(em: EntityManager, data: NewContactMessage): ContactMessage {
    return em.create(ContactMessage, { id: randomUUID(), ...data });
  }
}
