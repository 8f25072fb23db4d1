import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PeopleModule } from '../people/people.module.js';
import { ContactLimiter } from './contact-limit.js';
import { ContactHandlers } from './contact.handlers.js';
import { ContactRepository } from './contact.repository.js';
import { ContactService } from './contact.service.js';

@Module({
  imports: [PeopleModule, NotificationsModule],
  controllers: [ContactHandlers],
  providers: [ContactRepository, ContactLimiter, ContactService],
})
export class ContactModule {}
