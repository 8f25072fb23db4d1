import { ContactModule } from './contact/contact.module.js';
import { FaqModule } from './faq/faq.module.js';
import { IndicationsModule } from './indications/indications.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { TicketsModule } from './tickets/tickets.module.js';
import { UsersModule } from './users/users.module.js';

/**
 * The service's feature modules. They need the platform modules of AppModule (config, clock,
 * database, events, Redis, mail) and nothing else, so the integration suites mount them as they are.
 */
export const supportFeatures = [
  UsersModule,
  IndicationsModule,
  ContactModule,
  FaqModule,
  TicketsModule,
  PrivacyModule,
];
