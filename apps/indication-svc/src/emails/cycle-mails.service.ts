import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type MailMessage, MailOutbox, emailUnsubscribe } from '@encontro/server-mail';
import { INDICATION_CONFIG, type IndicationConfig } from '../config.js';
import { EmailOptOutsRepository } from '../email-opt-outs/email-opt-outs.repository.js';
import type { Indication } from '../indications/indication.entity.js';
import type { Person } from '../people/person.entity.js';
import type { Winner } from '../winners/winner.entity.js';
import { meetupOf } from '../winners/winners.mapper.js';
import { calendarLink, forumLink } from '@encontro/contracts';
import {
  attendanceMail,
  hostConfirmationLink,
  hostReminderMail,
  hostWonMail,
  newHostMail,
} from './cycle-mail.templates.js';

/**
 * The weekly cycle's e-mails about a winner's meetup, with their links. Each is queued in the mail
 * outbox in the transaction of the change it reports, once: its key names what it is about. They
 * answer the person's own action or give them a role (transactional), except the Friday reminder,
 * which the host may turn off.
 */
@Injectable()
export class CycleMails {
  constructor(
    private readonly mail: MailOutbox,
    @Inject(INDICATION_CONFIG)
    private readonly config: Pick<IndicationConfig, 'PUBLIC_URL' | 'EMAIL_UNSUBSCRIBE_SECRET'>,
    private readonly optOuts: EmailOptOutsRepository,
  ) {}

  /** Friday 00:00: the nominator hosts the winner and confirms it with one click. */
  hostWon(em: EntityManager, host: Person, winner: Winner, indication: Indication): Promise<boolean> {
    const link = hostConfirmationLink(this.config.PUBLIC_URL, winner.hostLinkToken!);
    const message = hostWonMail(host, meetupOf(winner, indication), link);
    return this.queue(em, { key: `host.won:${winner.id}`, kind: 'host.won', refId: winner.id }, message);
  }

  /** Friday 18:00, the host still unconfirmed: the same link again, unless they turned it off. */
  async hostReminder(
    em: EntityManager,
    host: Person,
    winner: Winner,
    indication: Indication,
  ): Promise<boolean> {
    if (await this.optOuts.hasOptedOut(em, host.userId, 'host.selected')) return false;
    const { PUBLIC_URL, EMAIL_UNSUBSCRIBE_SECRET } = this.config;
    const link = hostConfirmationLink(PUBLIC_URL, winner.hostLinkToken!);
    const unsubscribe = emailUnsubscribe(PUBLIC_URL, EMAIL_UNSUBSCRIBE_SECRET, host.userId, 'host.selected');
    const message = hostReminderMail(host, meetupOf(winner, indication), link, unsubscribe);
    return this.queue(
      em,
      { key: `host.reminder:${winner.id}`, kind: 'host.reminder', refId: winner.id },
      message,
    );
  }

  /** Saturday 00:00: the earliest confirmed attendee hosts now, and is sent to the forum. */
  newHost(em: EntityManager, host: Person, winner: Winner, indication: Indication): Promise<boolean> {
    const forum = forumLink(this.config.PUBLIC_URL, winner.indicationId);
    const message = newHostMail(host, meetupOf(winner, indication), forum);
    const key = `host.handover:${winner.id}:${host.userId}`;
    return this.queue(em, { key, kind: 'host.handover', refId: winner.id }, message);
  }

  /** "Eu Vou!": the attendee's calendar link (its token) and the forum's. */
  attendanceConfirmed(
    em: EntityManager,
    attendee: Person,
    winner: Winner,
    indication: Indication,
    calendarToken: string,
  ): Promise<boolean> {
    const message = attendanceMail(
      attendee,
      meetupOf(winner, indication),
      calendarLink(this.config.PUBLIC_URL, indication.id, calendarToken),
      forumLink(this.config.PUBLIC_URL, indication.id),
    );
    const key = `attendance.confirmed:${indication.id}:${attendee.userId}:${calendarToken}`;
    return this.queue(em, { key, kind: 'attendance.confirmed', refId: indication.id }, message);
  }

  private queue(
    em: EntityManager,
    about: { key: string; kind: string; refId: string },
    message: MailMessage,
  ): Promise<boolean> {
    return this.mail.enqueue(em, { ...about, ...message });
  }
}
