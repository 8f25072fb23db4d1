import { eventEntities } from '@encontro/server-events';
import { mailEntities } from '@encontro/server-mail';
import { ContactMessage } from './contact/contact-message.entity.js';
import { FaqFeedback } from './faq/faq-feedback.entity.js';
import { FaqQuestion } from './faq/faq-question.entity.js';
import { HostIndication } from './indications/host-indication.entity.js';
import { Ticket } from './tickets/ticket.entity.js';
import { Person } from './people/person.entity.js';

export const supportEntities = [
  ...eventEntities,
  ...mailEntities,
  Person,
  HostIndication,
  ContactMessage,
  FaqQuestion,
  FaqFeedback,
  Ticket,
];
