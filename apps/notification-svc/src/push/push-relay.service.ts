import { Inject, Injectable, Logger } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { notificationActions } from '@encontro/contracts';
import { PollingService, PollingWorker } from '@encontro/server-clock';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config.js';
import { type DueDelivery, PushDeliveriesRepository } from './push-deliveries.repository.js';
import { type PushOutcome, pushOutcome } from './push-outcome.util.js';
import { PushFailure, PushSender } from './push-sender.js';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.js';

/**
 * What a push carries (the service worker reads it): `{ id, type, title, body, url }`, and for a type
 * with actions (a reminder) its buttons and what they answer with, `data: { indication_id, token }`.
 */
export function pushPayload(delivery: DueDelivery): Record<string, unknown> {
  const base = {
    id: delivery.notification_id,
    type: delivery.type,
    title: delivery.title,
    body: delivery.body,
    url: delivery.url,
  };
  const actions = notificationActions[delivery.type];
  if (!actions || !delivery.action_token || !delivery.indication_id) return base;
  return { ...base, actions, data: { indication_id: delivery.indication_id, token: delivery.action_token } };
}

/** Deliveries sent together in one pass (and one transaction). */
const BATCH = 50;

/**
 * Sends the committed push deliveries. A batch is claimed with FOR UPDATE SKIP LOCKED, so relays on
 * several replicas never send the same one; its pushes go out together and each row is settled in
 * the same transaction (a crash mid-send rolls the claim back: the push is sent again, at least
 * once). Expired subscriptions (404/410) are deleted; 429, 5xx and network errors are retried with
 * back-off; anything else is dropped and logged.
 */
@Injectable()
export class PushRelay extends PollingService {
  private readonly logger = new Logger(PushRelay.name);
  protected readonly worker: PollingWorker;

  constructor(
    private readonly orm: MikroORM,
    private readonly deliveries: PushDeliveriesRepository,
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly sender: PushSender,
    @Inject(NOTIFICATION_CONFIG)
    private readonly config: Pick<
      NotificationConfig,
      'PUSH_POLL_INTERVAL_MS' | 'PUSH_FIRST_RETRY_MS' | 'PUSH_MAX_ATTEMPTS'
    >,
  ) {
    super();
    this.worker = new PollingWorker({
      name: 'push relay',
      job: 'push_relay',
      intervalMs: config.PUSH_POLL_INTERVAL_MS,
      pass: () => this.sendBatch(),
      log: this.logger,
    });
  }

  /** From inside the transaction that queued pushes: send them once it has committed. */
  wakeSoon(): void {
    this.worker.wakeSoon(50);
  }

  /** Sends up to `limit` due deliveries; returns how many were attempted. */
  sendBatch(limit = BATCH): Promise<number> {
    return this.orm.em.fork().transactional(async (em) => {
      const due = await this.deliveries.claimDue(em, limit);
      const outcomes = await Promise.all(due.map((delivery) => this.attempt(delivery)));
      for (const [index, delivery] of due.entries()) await this.settle(em, delivery, outcomes[index]!);
      return due.length;
    });
  }

  private async attempt(delivery: DueDelivery): Promise<{ outcome: PushOutcome; error?: string }> {
    const payload = JSON.stringify(pushPayload(delivery));
    try {
      await this.sender.send(
        { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
        payload,
      );
      return { outcome: { kind: 'sent' } };
    } catch (error) {
      const statusCode = error instanceof PushFailure ? error.statusCode : undefined;
      const outcome = pushOutcome(statusCode, delivery.attempts + 1, {
        firstRetryMs: this.config.PUSH_FIRST_RETRY_MS,
        maxAttempts: this.config.PUSH_MAX_ATTEMPTS,
      });
      return { outcome, error: String((error as Error)?.message ?? error) };
    }
  }

  private async settle(
    em: EntityManager,
    delivery: DueDelivery,
    { outcome, error }: { outcome: PushOutcome; error?: string },
  ): Promise<void> {
    const attempts = delivery.attempts + 1;
    switch (outcome.kind) {
      case 'sent':
        return this.deliveries.remove(em, delivery.id);
      case 'gone':
        this.logger.log(`push subscription ${delivery.subscription_id} expired (${error}): removed`);
        return this.subscriptions.remove(em, delivery.subscription_id);
      case 'retry':
        this.logger.warn(
          `push ${delivery.id} failed (attempt ${attempts}), next in ${Math.round(outcome.inMs / 1000)} s: ${error}`,
        );
        return this.deliveries.retryLater(em, delivery.id, attempts, error ?? '', outcome.inMs);
      case 'dropped':
        this.logger.error(`push ${delivery.id} dropped after ${attempts} attempt(s): ${error}`);
        return this.deliveries.remove(em, delivery.id);
    }
  }
}
