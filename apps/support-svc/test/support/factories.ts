import { randomUUID } from 'node:crypto';
import { anaSouza, defineFactory } from '@encontro/testing';
import type { ContactMessage } from '../../src/contact/contact-message.entity.js';
import type { FaqFeedback } from '../../src/faq/faq-feedback.entity.js';
import type { FaqQuestion } from '../../src/faq/faq-question.entity.js';
import type { HostIndication } from '../../src/indications/host-indication.entity.js';
import type { Person } from '../../src/people/person.entity.js';
import type { Ticket } from '../../src/tickets/ticket.entity.js';

/** Data for unit tests: plain entities as the repositories return them, each overridable. */

const CREATED = new Date('2026-11-20T13:00:00Z');

/** A person as identity-svc last described them. */
export const personFactory = defineFactory<Person>(() => ({
  id: randomUUID(),
  ...anaSouza(),
  state: 'SP',
  city: 'São Paulo',
  isAdmin: false,
  updatedAt: new Date('2026-11-01T12:00:00Z'),
}));

/** An indication the user hosts (they nominated it), approved. */
export const hostIndicationFactory = defineFactory<HostIndication>(() => ({
  id: randomUUID(),
  userId: randomUUID(),
  name: 'Bar do Encontro',
  city: 'São Paulo',
  state: 'SP',
  status: 'active',
  submittedAt: new Date('2026-11-17T12:00:00Z'),
}));

/** An open general ticket; `ticketType: 'host'` with an indication for a host one. */
export const ticketFactory = defineFactory<Ticket>(() => ({
  id: randomUUID(),
  ticketType: 'general',
  userId: randomUUID(),
  indicationId: null,
  indicationName: null,
  name: 'Ana Souza',
  email: 'ana@example.com',
  subject: 'Dúvida sobre a votação',
  message: 'Como funciona o desempate?',
  status: 'open',
  response: null,
  respondedAt: null,
  respondedBy: null,
  finalizedAt: null,
  createdAt: CREATED,
}));

/** A host ticket about `indication`, by its host. */
export function hostTicketFactory(indication: HostIndication, overrides: Partial<Ticket> = {}): Ticket {
  return ticketFactory({
    ticketType: 'host',
    userId: indication.userId,
    indicationId: indication.id,
    indicationName: indication.name,
    subject: 'Horário do encontro',
    message: 'Posso mudar para as 20h?',
    ...overrides,
  });
}

/** A question of the FAQ with no votes yet. */
export const faqQuestionFactory = defineFactory<FaqQuestion>(() => ({
  id: 1,
  category: 'geral',
  position: 1,
  question: 'O que é o Encontro?',
  answer: 'Uma votação semanal que escolhe onde a cidade se encontra.',
  helpfulCount: 0,
  notHelpfulCount: 0,
}));

/** One person's vote on one question. */
export const faqFeedbackFactory = defineFactory<FaqFeedback>(() => ({
  questionId: 1,
  userId: randomUUID(),
  helpful: true,
  createdAt: CREATED,
  updatedAt: CREATED,
}));

/** A message of the new contact form, sent signed out. */
export const contactMessageFactory = defineFactory<ContactMessage>(() => ({
  id: randomUUID(),
  form: 'contact',
  name: 'Ana Souza',
  email: 'ana@example.com',
  subject: 'Parceria',
  message: 'Tenho um bar e gostaria de participar.',
  userId: null,
  localDay: '2026-11-20',
  createdAt: CREATED,
}));
