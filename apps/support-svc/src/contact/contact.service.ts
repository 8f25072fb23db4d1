import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  type ContactRateLimit,
  type ContactRateLimitQuery,
  type ContactRequest,
  type ContactResponse,
  contactFormOf,
  supportMessages,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { SUPPORT_CONFIG, type SupportConfig } from '../config.js';
import { SupportMail } from '../emails/support-mail.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import { ContactLimiter, type Sender } from './contact-limit.js';
import { ContactRepository } from './contact.repository.js';
import { dailyLimitReached } from './contact.errors.js';
import { localDay, secondsUntilNextLocalDay } from './local-day.util.js';

/** `clientKey`: the gateway's keyed hash of the caller's address. */
export type ContactCaller = { clientKey: string; userId?: string };

@Injectable()
export class ContactService {
  constructor(
    private readonly orm: MikroORM,
    private readonly messages: ContactRepository,
    private readonly people: PeopleRepository,
    private readonly limiter: ContactLimiter,
    private readonly mail: SupportMail,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    @Inject(SUPPORT_CONFIG) private readonly config: Pick<SupportConfig, 'CONTACT_DAILY_LIMIT'>,
  ) {}

  /**
   * Stores the message, its copy to the platform's contact address and its `contact.received`
   * event in one transaction. The day's count is taken first, atomically, and given back if storing fails.
   */
  async submit(body: ContactRequest, caller: ContactCaller): Promise<ContactResponse> {
    const form = contactFormOf(body);
    const now = this.clock.now();
    const day = localDay(now);
    const limit = this.config.CONTACT_DAILY_LIMIT;
    const sender: Sender = { email: body.email, clientKey: caller.clientKey };

    const reservation = await this.limiter.reserve(day, sender, limit);
    if (!reservation.allowed) throw dailyLimitReached();
    try {
      await this.orm.em.fork().transactional(async (em) => {
        const message = this.messages.add(em, {
          form,
          name: body.name,
          email: body.email.toLowerCase(),
          subject: body.subject,
          message: body.message,
          userId: caller.userId ?? null,
          localDay: day,
          createdAt: now,
        });
        await this.mail.forwardContact(em, message.id, {
          form,
          name: message.name,
          email: message.email,
          subject: message.subject,
          message: message.message,
          receivedAt: now,
        });
        this.outbox.add(em, 'contact.received', {
          contact_id: message.id,
          form,
          user_id: message.userId ?? null,
          subject: message.subject,
          received_at: now.toISOString(),
        });
      });
    } catch (error) {
      await this.limiter.release(day, sender).catch(() => undefined);
      throw error;
    }
    return {
      message: form === 'legacy' ? supportMessages.legacyContactSent : supportMessages.contactSent,
      attemptsRemaining: Math.max(0, limit - reservation.count),
    };
  }

  /** The sender is the client address plus the e-mail given, else the signed-in user's e-mail. */
  async rateLimit(query: ContactRateLimitQuery, caller: ContactCaller): Promise<ContactRateLimit> {
    const now = this.clock.now();
    let email = query.email;
    if (!email && caller.userId)
      email = (await this.people.findById(this.orm.em.fork(), caller.userId))?.email;
    const used = await this.limiter.used(localDay(now), { email, clientKey: caller.clientKey });
    const attemptsRemaining = Math.max(0, this.config.CONTACT_DAILY_LIMIT - used);
    return {
      can_submit: attemptsRemaining > 0,
      attemptsRemaining,
      timeRemaining: secondsUntilNextLocalDay(now),
    };
  }
}
