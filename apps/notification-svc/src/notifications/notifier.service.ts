import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventEnvelope, NotificationText, NotificationType } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { type MailMessage, MailOutbox } from '@encontro/server-mail';
import { randomUUID } from 'node:crypto';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config.js';
import { PeopleRepository } from '../people/people.repository.js';
import { channelsOf } from '../preferences/preferences.mapper.js';
import { PreferencesRepository } from '../preferences/preferences.repository.js';
import { PushDeliveriesRepository } from '../push/push-deliveries.repository.js';
import { PushRelay } from '../push/push-relay.service.js';
import { PushSubscriptionsRepository } from '../push/push-subscriptions.repository.js';
import { NotificationsRepository } from './notifications.repository.js';

/**
 * Who is told what; `indicationId`: the indication the notification names or links to, kept with it so
 * that its removal takes the notification away (`indication.removed`); `email`: the e-mail of a type
 * that also goes by e-mail, sent when the person left that channel on.
 */
export type Recipient = {
  userId: string;
  text: NotificationText;
  indicationId?: string;
  email?: MailMessage;
  /** A reminder's one-time answer, for its push's actions. */
  actionToken?: string;
};

const HOUR_MS = 60 * 60 * 1000;

/**
 * Turns one event into notifications, in the event's transaction. Exactly once per event and person
 * (the inbox, and the unique key on both); never for a deleted account, nor for someone who now
 * lives in another city than the event's; only on the channels the person left on (in-app and push
 * both off: nothing is stored). A notification with push on is queued for each of the person's
 * devices in the same transaction, up to PUSH_MAX_PER_HOUR pushed notifications per person per
 * rolling hour; a recipient's e-mail goes to the mail outbox in it too, once per event and person.
 */
@Injectable()
export class Notifier {
  private readonly logger = new Logger(Notifier.name);

  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly people: PeopleRepository,
    private readonly preferences: PreferencesRepository,
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly deliveries: PushDeliveriesRepository,
    private readonly relay: PushRelay,
    private readonly mail: MailOutbox,
    private readonly clock: Clock,
    @Inject(NOTIFICATION_CONFIG)
    private readonly config: Pick<NotificationConfig, 'PUSH_MAX_PER_HOUR' | 'NOTIFY_MAX_EVENT_AGE_HOURS'>,
  ) {}

  /**
   * `cityId`: where the event happened, or null when it is about no city (a ticket). A recipient this
   * service never heard of (registered before the stream's oldest event) is taken to live there:
   * what they took part in happened in their city. Returns how many notifications were created.
   */
  async notify(
    em: EntityManager,
    event: Pick<EventEnvelope, 'id' | 'name' | 'occurred_at'>,
    type: NotificationType,
    recipients: readonly Recipient[],
    cityId: string | null,
  ): Promise<number> {
    if (recipients.length === 0 || this.isStale(event)) return 0;
    const byUser = new Map(recipients.map((recipient) => [recipient.userId, recipient]));
    const candidates = [...byUser.keys()];
    const deleted = await this.people.deletedAmong(em, candidates);
    const cities = cityId ? await this.people.citiesOf(em, candidates) : new Map<string, string>();
    const local = candidates.filter(
      (userId) => !deleted.has(userId) && (!cityId || (cities.get(userId) ?? cityId) === cityId),
    );
    const stored = await this.preferences.forType(em, local, type);
    const channels = new Map(local.map((userId) => [userId, channelsOf(stored.get(userId))]));
    const reached = local.filter((userId) => channels.get(userId)!.in_app || channels.get(userId)!.push);
    const pushable = await this.pushable(
      em,
      reached.filter((userId) => channels.get(userId)!.push),
    );
    const now = this.clock.now();
    const created = await this.notifications.insertNew(
      em,
      reached.map((userId) => {
        const { text, indicationId, actionToken } = byUser.get(userId)!;
        return {
          id: randomUUID(),
          eventId: event.id,
          userId,
          type,
          ...text,
          indicationId,
          actionToken,
          pushed: pushable.has(userId),
          createdAt: now,
        };
      }),
    );
    const toPush = created
      .filter((notification) => notification.pushed)
      .map((notification) => notification.id);
    if (toPush.length > 0 && (await this.deliveries.queue(em, toPush)) > 0) this.relay.wakeSoon();
    for (const userId of local) {
      const { email } = byUser.get(userId)!;
      if (email && channels.get(userId)!.email)
        await this.mail.enqueue(em, {
          ...email,
          key: `${type}:${event.id}:${userId}`,
          kind: type,
          refId: userId,
        });
    }
    return created.length;
  }

  /** Of those who want a push: who has a device and is under the hourly cap. */
  private async pushable(em: EntityManager, userIds: string[]): Promise<Set<string>> {
    const subscribed = [...(await this.subscriptions.subscribedAmong(em, userIds))];
    const since = new Date(this.clock.now().getTime() - HOUR_MS);
    const pushed = await this.notifications.pushedSince(em, subscribed, since);
    return new Set(subscribed.filter((userId) => (pushed.get(userId) ?? 0) < this.config.PUSH_MAX_PER_HOUR));
  }

  /**
   * An event older than NOTIFY_MAX_EVENT_AGE_HOURS (the stream replayed to a new consumer, a long
   * outage) is news to no one. Real time on both sides: `occurred_at` is when the outbox stored it.
   * Public so that a trigger can skip gathering recipients (a call to another service) for it.
   */
  isStale(event: Pick<EventEnvelope, 'id' | 'name' | 'occurred_at'>): boolean {
    const age = Date.now() - Date.parse(event.occurred_at);
    if (age <= this.config.NOTIFY_MAX_EVENT_AGE_HOURS * HOUR_MS) return false;
    this.logger.log(`event ${event.name} ${event.id} is ${Math.round(age / HOUR_MS)} h old: nobody notified`);
    return true;
  }
}
