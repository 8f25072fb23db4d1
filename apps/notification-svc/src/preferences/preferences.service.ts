import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type EmailUnsubscribed,
  type NotificationPreferences,
  type NotificationPreferencesSaved,
  type NotificationPreferencesUpdate,
  type NotificationType,
  notificationMessages,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { verifyUnsubscribeToken } from '@encontro/server-mail';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config.js';
import { PeopleRepository } from '../people/people.repository.js';
import { unsubscribeLinkInvalid } from './preferences.errors.js';
import { type ChannelsByType, channelsByType, emailOptOut } from './preferences.mapper.js';
import { PreferencesRepository } from './preferences.repository.js';

type Changes = NotificationPreferencesUpdate['preferences'];

/**
 * Which channels each type reaches a person on. Whenever the set of e-mails they turned off changes,
 * `notification.preferences_changed` carries the whole new list to the services that send them.
 */
@Injectable()
export class PreferencesService {
  constructor(
    private readonly orm: MikroORM,
    private readonly preferences: PreferencesRepository,
    private readonly people: PeopleRepository,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    @Inject(NOTIFICATION_CONFIG)
    private readonly config: Pick<NotificationConfig, 'EMAIL_UNSUBSCRIBE_SECRET'>,
  ) {}

  async get(userId: string): Promise<NotificationPreferences> {
    return { preferences: channelsByType(await this.preferences.ofUser(this.orm.em.fork(), userId)) };
  }

  async update(userId: string, changes: Changes): Promise<NotificationPreferencesSaved> {
    const preferences = await this.orm.em.fork().transactional((em) => this.change(em, userId, changes));
    return { message: notificationMessages.preferencesSaved, preferences };
  }

  /** The one-click link of an e-mail: that type's e-mail goes off, no sign-in needed. */
  async emailUnsubscribe(token: string): Promise<EmailUnsubscribed> {
    const claim = verifyUnsubscribeToken(this.config.EMAIL_UNSUBSCRIBE_SECRET, token);
    if (!claim) throw unsubscribeLinkInvalid();
    await this.orm.em.fork().transactional(async (em) => {
      // A deleted account keeps nothing here: its old e-mail's link changes nothing.
      if (await this.people.isDeleted(em, claim.userId)) return;
      await this.change(em, claim.userId, { [claim.type]: { email: false } });
    });
    return { message: notificationMessages.unsubscribedByEmail, type: claim.type };
  }

  private async change(em: EntityManager, userId: string, changes: Changes): Promise<ChannelsByType> {
    await this.preferences.lock(em, userId);
    const before = channelsByType(await this.preferences.ofUser(em, userId));
    const after: ChannelsByType = { ...before };
    const now = this.clock.now();
    for (const [type, channels] of Object.entries(changes) as [NotificationType, object | undefined][]) {
      if (!channels) continue;
      after[type] = { ...before[type], ...channels };
      await this.preferences.save(em, userId, type, after[type], now);
    }
    const optOut = emailOptOut(after);
    if (optOut.join() !== emailOptOut(before).join())
      this.outbox.add(em, 'notification.preferences_changed', {
        user_id: userId,
        email_opt_out: optOut,
        at: now.toISOString(),
      });
    return after;
  }
}
