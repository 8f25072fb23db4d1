import { Module } from '@nestjs/common';
import { MailRelay } from './mail-relay.service.js';
import { OutgoingMailsRepository } from './outgoing-mails.repository.js';
import { SupportMail } from './support-mail.service.js';

@Module({ providers: [OutgoingMailsRepository, MailRelay, SupportMail], exports: [SupportMail] })
export class NotificationsModule {}
