import { ConfigurableModuleBuilder, Module } from '@nestjs/common';
import { MailOutbox } from './mail-outbox.js';
import { MailRelay } from './mail-relay.js';
import { MAIL_OPTIONS, Mailer, SmtpMailer, type MailOptions } from './mailer.js';

/**
 * SMTP plus the service's durable mail outbox and its relay. Needs DatabaseModule, and the service
 * lists `mailEntities`, `mailOutboxMigration` and `mailOutboxHeadersMigration` in its schema.
 */
const { ConfigurableModuleClass } = new ConfigurableModuleBuilder<MailOptions>({
  optionsInjectionToken: MAIL_OPTIONS,
})
  .setClassMethodName('forRoot')
  .setExtras({}, (definition) => ({ ...definition, global: true }))
  .build();

@Module({
  providers: [{ provide: Mailer, useClass: SmtpMailer }, MailRelay, MailOutbox],
  exports: [Mailer, MailOutbox, MailRelay],
})
export class MailModule extends ConfigurableModuleClass {}
