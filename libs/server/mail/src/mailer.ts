import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';

export type MailMessage = { to: string; subject: string; html: string; text: string; replyTo?: string };

/** Port for outgoing e-mail; SMTP in every environment (maildev locally, a relay in the cluster). */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}

export const MAIL_OPTIONS = Symbol('MAIL_OPTIONS');
export type MailOptions = { smtpUrl: string; from: string };

@Injectable()
export class SmtpMailer extends Mailer {
  private readonly logger = new Logger(SmtpMailer.name);
  private readonly transport: Transporter;

  constructor(@Inject(MAIL_OPTIONS) private readonly options: MailOptions) {
    super();
    this.transport = nodemailer.createTransport(options.smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.options.from, ...message });
    this.logger.log(`mail "${message.subject}" sent`);
  }
}
