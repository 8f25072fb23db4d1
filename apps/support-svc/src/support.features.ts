import { ContactModule } from './contact/contact.module.js';
import { FaqModule } from './faq/faq.module.js';
import { IndicationsModule } from './indications/indications.module.js';
import { PeopleModule } from './people/people.module.js';
import { TicketsModule } from './tickets/tickets.module.js';
import { UserDataModule } from './user-data/user-data.module.js';

/**
 * The service's feature modules. They need the platform modules of AppModule (config, clock,
 * database, events, Redis, mail) and nothing else, so the integration suites mount them as they are.
 */
export const supportFeatures = [
  PeopleModule,
  IndicationsModule,
  ContactModule,
  FaqModule,
  TicketsModule,
  UserDataModule,
];
