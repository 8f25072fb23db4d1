import { Module } from '@nestjs/common';
import { SupportMailModule } from '../emails/support-mail.module.js';
import { PeopleModule } from '../people/people.module.js';
import { ContactLimiter } from './contact-limit.js';
import { ContactHandlers } from './contact.handlers.js';
import { ContactRepository } from './contact.repository.js';
import { ContactService } from './contact.service.js';

@Module({
  imports: [PeopleModule, SupportMailModule],
  controllers: [ContactHandlers],
  providers: [ContactRepository, ContactLimiter, ContactService],
})
export class ContactModule {}
