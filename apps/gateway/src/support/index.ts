import { AdminSupportController } from './admin-support.controller.js';
import { ContactController } from './contact.controller.js';
import { FaqController } from './faq.controller.js';
import { TicketsController } from './tickets.controller.js';

/** support-svc's routes (SPEC §7 "Last encounter, support" and the admin's support tickets). */
export const supportControllers = [
  ContactController,
  FaqController,
  TicketsController,
  AdminSupportController,
];
