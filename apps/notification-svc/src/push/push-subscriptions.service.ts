import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  type PushPublicKey,
  type PushSubscriptionInput,
  type PushSubscriptionSaved,
  notificationMessages,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config.js';
import { isP256PublicKey } from './p256-key.util.js';
import { isEndpointHostAllowed } from './push-endpoint-hosts.js';
import { endpointInvalid, keysInvalid } from './push.errors.js';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.js';
import { VAPID_KEYS, type VapidKeys } from './vapid-keys.js';

/** Devices a person keeps at most: a new one beyond it replaces their oldest. */
export const MAX_SUBSCRIPTIONS_PER_PERSON = 10;

/** The devices a person receives pushes on. */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly clock: Clock,
    @Inject(VAPID_KEYS) private readonly vapid: VapidKeys,
    @Inject(NOTIFICATION_CONFIG)
    private readonly config: Pick<NotificationConfig, 'PUSH_ALLOW_HTTP_ENDPOINTS' | 'PUSH_ENDPOINT_HOSTS'>,
  ) {}

  publicKey(): PushPublicKey {
    return { public_key: this.vapid.publicKey };
  }

  async subscribe(
    userId: string,
    subscription: PushSubscriptionInput,
    userAgent: string | null,
  ): Promise<PushSubscriptionSaved> {
    if (!this.acceptsEndpoint(subscription.endpoint)) throw endpointInvalid();
    if (!isP256PublicKey(subscription.keys.p256dh)) throw keysInvalid();
    await this.orm.em.fork().transactional(async (em) => {
      await this.subscriptions.upsert(em, {
        userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        userAgent,
        at: this.clock.now(),
      });
      await this.subscriptions.keepNewest(em, userId, MAX_SUBSCRIPTIONS_PER_PERSON);
    });
    return { message: notificationMessages.subscribed };
  }

  /** Only the caller's own endpoint goes; an unknown one gets the same answer. */
  async unsubscribe(userId: string, endpoint: string): Promise<PushSubscriptionSaved> {
    await this.subscriptions.removeOwn(this.orm.em.fork(), userId, endpoint);
    return { message: notificationMessages.unsubscribed };
  }

  /**
   * Only the push services of PUSH_ENDPOINT_HOSTS, over https on its default port (we POST to whatever a
   * subscription names); plain http and another port only for a local test push service.
   */
  private acceptsEndpoint(endpoint: string): boolean {
    const { protocol, hostname, port } = new URL(endpoint);
    const local = this.config.PUSH_ALLOW_HTTP_ENDPOINTS;
    return (
      (protocol === 'https:' || (protocol === 'http:' && local)) &&
      (port === '' || local) &&
      isEndpointHostAllowed(this.config.PUSH_ENDPOINT_HOSTS, hostname)
    );
  }
}
