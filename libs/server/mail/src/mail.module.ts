import { type DynamicModule, Module } from '@nestjs/common';
import { MailOutbox } from './mail-outbox.js';
import { MailRelay } from './mail-relay.js';
import { MAIL_OPTIONS, Mailer, SmtpMailer, type MailOptions } from './mailer.js';

/**
 * SMTP plus the service's durable mail outbox and its relay. Needs DatabaseModule, and the service
 * lists `mailEntities`, `mailOutboxMigration` and `mailOutboxHeadersMigration` in its schema.
 */
@Module({})
export class MailModule {
  static forRoot(options: MailOptions): DynamicModule {
    return {
      module: MailModule,
      global: true,
      providers: [
        { provide: MAIL_OPTIONS, useValue: options },
        { provide: Mailer, useClass: SmtpMailer },
        MailRelay,
        MailOutbox,
      ],
      exports: [Mailer, MailOutbox, MailRelay],
    };
  }
}
