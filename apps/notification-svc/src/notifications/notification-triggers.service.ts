import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type EventEnvelope,
  type EventPayload,
  type NotificationText,
  cityTimeZone,
  localWhen,
  notificationTexts,
  reminderAnswerPath,
} from '@encontro/contracts';
import { EventConsumer } from '@encontro/server-events';
import { emailUnsubscribe } from '@encontro/server-mail';
import { ActivityRepository } from '../activity/activity.repository.js';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config.js';
import {
  integrityReviewMail,
  meetupReminderMail,
  seatOfferedMail,
} from '../mail/notification-mail.templates.js';
import { PeopleRepository } from '../people/people.repository.js';
import { WeekVotersClient } from '../voters/week-voters.client.js';
import { Notifier, type Recipient } from './notifier.service.js';

/**
 * Who hears of what: each event of the weekly cycle, of the forums, of support and of vote integrity
 * becomes one notification type, with its recipients and its text (always from `notificationTexts`).
 * One that names or links to an indication keeps its id, so that the indication's removal takes it
 * away (ActivityService); `winners.revealed` names only the city, `integrity.review` only the tab.
 */
@Injectable()
export class NotificationTriggers implements OnModuleInit {
  constructor(
    private readonly events: EventConsumer,
    private readonly activity: ActivityRepository,
    private readonly people: PeopleRepository,
    private readonly notifier: Notifier,
    private readonly voters: WeekVotersClient,
    @Inject(NOTIFICATION_CONFIG)
    private readonly config: Pick<NotificationConfig, 'PUBLIC_URL' | 'EMAIL_UNSUBSCRIBE_SECRET'>,
  ) {}

  onModuleInit(): void {
    this.events.on('indication.approved', (payload, em, envelope) =>
      this.toNominator(em, envelope, payload, 'indication.approved', (venue) =>
        notificationTexts['indication.approved'](venue),
      ),
    );
    this.events.on('indication.rejected', (payload, em, envelope) =>
      this.toNominator(em, envelope, payload, 'indication.rejected', (venue) =>
        notificationTexts['indication.rejected'](venue, payload.reason ?? null),
      ),
    );
    this.events.on('week.closed', (payload, em, envelope) => this.weekClosed(em, envelope, payload));
    this.events.on('winner.host_changed', async (payload, em, envelope) => {
      const venue = await this.activity.findVenue(em, payload.indication_id);
      if (!venue) return;
      const genders = await this.people.gendersOf(em, [payload.new_host_id]);
      const gender = genders.get(payload.new_host_id) ?? null;
      const text = notificationTexts['host.handed_over'](venue.name, payload.indication_id, gender);
      const host = { userId: payload.new_host_id, text, indicationId: payload.indication_id };
      await this.notifier.notify(em, envelope, 'host.handed_over', [host], venue.cityId);
    });
    this.events.on('forum.post_created', async (payload, em, envelope) => {
      const venue = await this.activity.findVenue(em, payload.indication_id);
      if (!venue) return;
      const text = notificationTexts['forum.post'](venue.name, payload.indication_id);
      const attendees = await this.activity.attendees(em, payload.indication_id);
      const recipients = attendees
        .filter((userId) => userId !== payload.author_id)
        .map((userId) => ({ userId, text, indicationId: payload.indication_id }));
      await this.notifier.notify(em, envelope, 'forum.post', recipients, venue.cityId);
    });
    this.events.on('ticket.responded', async (payload, em, envelope) => {
      // Events written before the subject was added have nothing to name the ticket by.
      if (!payload.subject) return;
      const text = notificationTexts['ticket.responded'](payload.subject);
      await this.notifier.notify(em, envelope, 'ticket.responded', [{ userId: payload.user_id, text }], null);
    });
    this.events.on('integrity.clusters_held', (payload, em, envelope) =>
      this.clustersHeld(em, envelope, payload),
    );
    this.events.on('seat.offered', (payload, em, envelope) => this.seatOffered(em, envelope, payload));
    this.events.on('meetup.reminder', (payload, em, envelope) => this.meetupReminder(em, envelope, payload));
  }

  private link(path: string): string {
    return `${this.config.PUBLIC_URL.replace(/\/+$/, '')}${path}`;
  }

  private unsubscribe(userId: string, type: 'seat.offered' | 'meetup.reminder') {
    return emailUnsubscribe(this.config.PUBLIC_URL, this.config.EMAIL_UNSUBSCRIBE_SECRET, userId, type);
  }

  /** The first in line hears that a seat is theirs until the offer expires, in the city's time. */
  private async seatOffered(
    em: EntityManager,
    envelope: EventEnvelope,
    payload: EventPayload<'seat.offered'>,
  ): Promise<void> {
    const venue = await this.activity.findVenue(em, payload.indication_id);
    if (!venue) return;
    const until = localWhen(new Date(payload.expires_at), new Date(payload.at), cityTimeZone(venue.cityId));
    const text = notificationTexts['seat.offered'](venue.name, payload.indication_id, until);
    const contact = (await this.people.contactsOf(em, [payload.user_id])).get(payload.user_id);
    const email =
      contact &&
      seatOfferedMail(
        contact,
        venue.name,
        until,
        this.link(text.url),
        this.unsubscribe(contact.userId, 'seat.offered'),
      );
    const person = { userId: payload.user_id, text, indicationId: payload.indication_id, email };
    await this.notifier.notify(em, envelope, 'seat.offered', [person], venue.cityId);
  }

  /**
   * A confirmed person's reminder that asks: its push carries "Vou sim" / "Não vou mais" answered with
   * the event's one-time token, its e-mail the same two answers as links.
   */
  private async meetupReminder(
    em: EntityManager,
    envelope: EventEnvelope,
    payload: EventPayload<'meetup.reminder'>,
  ): Promise<void> {
    const venue = await this.activity.findVenue(em, payload.indication_id);
    if (!venue) return;
    const when = localWhen(new Date(payload.starts_at), new Date(payload.at), payload.time_zone);
    const text = notificationTexts['meetup.reminder'](venue.name, payload.indication_id, when);
    const contact = (await this.people.contactsOf(em, [payload.user_id])).get(payload.user_id);
    const answer = (reply: 'going' | 'not_going') =>
      this.link(reminderAnswerPath(payload.indication_id, payload.action_token, reply));
    const email =
      contact &&
      meetupReminderMail(
        contact,
        venue.name,
        when,
        { going: answer('going'), notGoing: answer('not_going'), forum: this.link(text.url) },
        this.unsubscribe(contact.userId, 'meetup.reminder'),
      );
    const person = {
      userId: payload.user_id,
      text,
      indicationId: payload.indication_id,
      email,
      actionToken: payload.action_token,
    };
    await this.notifier.notify(em, envelope, 'meetup.reminder', [person], venue.cityId);
  }

  /**
   * Every admin, whatever their city, hears in the app and by e-mail which clusters indication-svc put
   * under review by itself, with the Integridade tab on that city and week.
   */
  private async clustersHeld(
    em: EntityManager,
    envelope: EventEnvelope,
    payload: EventPayload<'integrity.clusters_held'>,
  ): Promise<void> {
    if (payload.clusters.length === 0) return;
    const text = notificationTexts['integrity.review'](payload);
    const link = `${this.config.PUBLIC_URL.replace(/\/+$/, '')}${text.url}`;
    const admins = await this.people.admins(em);
    const recipients = admins.map((admin) => ({
      userId: admin.userId,
      text,
      email: integrityReviewMail(
        admin,
        payload,
        link,
        emailUnsubscribe(
          this.config.PUBLIC_URL,
          this.config.EMAIL_UNSUBSCRIBE_SECRET,
          admin.userId,
          'integrity.review',
        ),
      ),
    }));
    await this.notifier.notify(em, envelope, 'integrity.review', recipients, null);
  }

  /** The venue's name comes from its indication.submitted; a rejection's text adds the admin's reason. */
  private async toNominator(
    em: EntityManager,
    envelope: EventEnvelope,
    payload: EventPayload<'indication.approved'>,
    type: 'indication.approved' | 'indication.rejected',
    textOf: (venue: string) => NotificationText,
  ): Promise<void> {
    const venue = await this.activity.findVenue(em, payload.indication_id);
    if (!venue) return;
    const text = textOf(venue.name);
    const nominator = { userId: venue.userId, text, indicationId: payload.indication_id };
    await this.notifier.notify(em, envelope, type, [nominator], payload.city_id);
  }

  /**
   * Each winner's host hears that they host (and, already told, not again that winners are out);
   * everyone else who nominated, voted (indication-svc tells who, as the votes stand) or confirmed
   * attendance in the city that week hears of the winners (a week without winners reveals nothing;
   * Notifier leaves out deleted accounts and who moved away). The city's earlier weeks are then
   * forgotten. The voters are asked first: should indication-svc not answer, the event fails before
   * anything is written, and comes again.
   */
  private async weekClosed(
    em: EntityManager,
    envelope: EventEnvelope,
    payload: EventPayload<'week.closed'>,
  ): Promise<void> {
    // A stale replay tells nobody: no call to indication-svc for it (nor a failure while it is down).
    const voters =
      payload.winners.length > 0 && !this.notifier.isStale(envelope)
        ? await this.voters.of(payload.city_id, payload.week)
        : [];
    // Each host in the form they chose ('anfitriã' for F).
    const genders = await this.people.gendersOf(
      em,
      payload.winners.map((winner) => winner.host_id),
    );
    const hosts = payload.winners.map((winner) => ({
      userId: winner.host_id,
      text: notificationTexts['host.selected'](winner.name, genders.get(winner.host_id) ?? null),
      indicationId: winner.indication_id,
    }));
    await this.notifier.notify(em, envelope, 'host.selected', hosts, payload.city_id);
    if (hosts.length > 0) await this.revealWinners(em, envelope, payload, hosts, voters);
    await this.activity.pruneBefore(em, payload.city_id, payload.week);
  }

  private async revealWinners(
    em: EntityManager,
    envelope: EventEnvelope,
    payload: EventPayload<'week.closed'>,
    hosts: readonly Recipient[],
    voters: readonly string[],
  ): Promise<void> {
    const hostIds = new Set(hosts.map((host) => host.userId));
    const text = notificationTexts['winners.revealed'](payload.city);
    const recorded = await this.activity.cityParticipants(em, payload.week, payload.city_id);
    const others = [...new Set([...recorded, ...voters])]
      .filter((userId) => !hostIds.has(userId))
      .map((userId) => ({ userId, text }));
    await this.notifier.notify(em, envelope, 'winners.revealed', others, payload.city_id);
  }
}
