import { type DynamicModule, Module } from '@nestjs/common';
import { MAIL_OPTIONS, Mailer, SmtpMailer, type MailOptions } from './mailer.js';

@Module({})
export class MailModule {
  static forRoot(options: MailOptions): DynamicModule {
    return {
      module: MailModule,
      global: true,
      providers: [
        { provide: MAIL_OPTIONS, useValue: options },
        { provide: Mailer, useClass: SmtpMailer },
      ],
      exports: [Mailer],
    };
  }
}
