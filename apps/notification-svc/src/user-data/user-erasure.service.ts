import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EventConsumer } from '@encontro/server-events';
import { MailOutbox } from '@encontro/server-mail';
import { ActivityRepository } from '../activity/activity.repository.js';
import { NotificationsRepository } from '../notifications/notifications.repository.js';
import { PeopleRepository } from '../people/people.repository.js';
import { PreferencesRepository } from '../preferences/preferences.repository.js';
import { PushSubscriptionsRepository } from '../push/push-subscriptions.repository.js';

/**
 * What a deleted account leaves in notification-svc: nothing but the fact that it was deleted, so that
 * events arriving afterwards create nothing for it.
 */
@Injectable()
export class UserErasure implements OnModuleInit {
  private readonly logger = new Logger(UserErasure.name);

  constructor(
    private readonly events: EventConsumer,
    private readonly notifications: NotificationsRepository,
    private readonly preferences: PreferencesRepository,
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly activity: ActivityRepository,
    private readonly people: PeopleRepository,
    private readonly mail: MailOutbox,
  ) {}

  onModuleInit(): void {
    this.events.on('user.deleted', async (payload, em) => {
      const userId = payload.user_id;
      const notifications = await this.notifications.eraseUser(em, userId);
      const devices = await this.subscriptions.eraseUser(em, userId);
      await this.preferences.eraseUser(em, userId);
      await this.activity.eraseUser(em, userId);
      await this.people.markDeleted(em, userId, new Date(payload.at));
      // An admin's alerts by e-mail, sent (with their address) or still waiting.
      await this.mail.deleteAbout(em, [userId]);
      this.logger.log(`user ${userId} erased: ${notifications} notification(s), ${devices} device(s)`);
    });
  }
}
