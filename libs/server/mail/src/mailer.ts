import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailDelivery } from './mail-delivery.js';

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** Extra header lines, sent as given (the one-click unsubscribe of a non-transactional e-mail). */
  headers?: Record<string, string>;
};

/** Port for outgoing e-mail; SMTP in every environment (maildev locally, a relay in the cluster). */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}

export const MAIL_OPTIONS = Symbol('MAIL_OPTIONS');
export type MailOptions = {
  smtpUrl: string;
  from: string;
  /** The outbox relay's timing; defaults in `defaultMailDelivery`. */
  delivery?: Partial<MailDelivery>;
};

@Injectable()
export class SmtpMailer extends Mailer {
  private readonly logger = new Logger(SmtpMailer.name);
  private readonly transport: Transporter;

  constructor(@Inject(MAIL_OPTIONS) private readonly options: MailOptions) {
    super();
    // The relay holds the e-mail's row lock while sending: a server that does not answer must fail
    // the attempt in seconds (nodemailer waits up to 2 minutes by default), not hold it for minutes.
    this.transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.options.from, ...message });
    this.logger.log(`mail "${message.subject}" sent`);
  }
}
