import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type ForumRemoved, forumPushSubject, forumRemovedSubject } from '@encontro/contracts';
import { Clock, PollingService, PollingWorker } from '@encontro/server-clock';
import { natsAuthOf, natsConnectionOptions } from '@encontro/server-config';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { FORUM_CONFIG, type ForumConfig } from '../config.js';
import { ForumsRepository } from '../forums/forums.repository.js';
import { UpdatesRepository } from './updates.repository.js';

/**
 * Announces every committed update on core NATS (`<prefix>.forum.<forum id>`) for the gateways'
 * SSE streams. Like the outbox relay it reads the table, so an update is pushed only once its
 * transaction has committed, whoever wrote it (a request or an event consumer); rows are claimed
 * with SKIP LOCKED, so replicas never push the same one together. Writers call wake() after commit;
 * a sweep catches the rest. Pushes are best effort: polling and Last-Event-ID replay read the table.
 * Removed forums are announced the same way (`<prefix>.forum-removed`), so gateways end their streams.
 */
@Injectable()
export class PushRelay extends PollingService {
  private nc?: Promise<NatsConnection>;
  protected readonly worker: PollingWorker;

  constructor(
    private readonly orm: MikroORM,
    private readonly updates: UpdatesRepository,
    private readonly forums: ForumsRepository,
    private readonly clock: Clock,
    @Inject(FORUM_CONFIG)
    private readonly config: Pick<
      ForumConfig,
      'NATS_URL' | 'NATS_USER' | 'NATS_PASSWORD' | 'PUSH_SUBJECT_PREFIX' | 'PUSH_SWEEP_MS'
    >,
  ) {
    super();
    this.worker = new PollingWorker({
      name: 'push relay',
      intervalMs: config.PUSH_SWEEP_MS,
      pass: () => this.pushBatch(),
      log: new Logger(PushRelay.name),
    });
  }

  /** Push now (call after the transaction that wrote updates has committed). */
  wake(): void {
    void this.worker.wake();
  }

  /** Push shortly (from inside a transaction, e.g. an event consumer's, that commits right after). */
  wakeSoon(delayMs = 50): void {
    this.worker.wakeSoon(delayMs);
  }

  private connection(): Promise<NatsConnection> {
    this.nc ??= connect({
      ...natsConnectionOptions(this.config.NATS_URL, natsAuthOf(this.config)),
      name: 'forum-svc-push',
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    }).catch((error: unknown) => {
      this.nc = undefined;
      throw error;
    });
    return this.nc;
  }

  /** Pushes up to `limit` updates, oldest first, then forum removals; returns how many. */
  async pushBatch(limit = 200): Promise<number> {
    const nc = await this.connection();
    return this.orm.em.fork().transactional(async (em) => {
      const updates = await this.updates.claimUnpushed(em, limit);
      for (const update of updates)
        nc.publish(
          forumPushSubject(this.config.PUSH_SUBJECT_PREFIX, update.forum_id),
          JSON.stringify(update),
        );
      const removed = await this.forums.claimUnannouncedRemovals(em, limit);
      for (const forumId of removed)
        nc.publish(
          forumRemovedSubject(this.config.PUSH_SUBJECT_PREFIX),
          JSON.stringify({ forum_id: forumId } satisfies ForumRemoved),
        );
      if (updates.length || removed.length) await nc.flush();
      await this.updates.markPushed(
        em,
        updates.map((u) => u.id),
        this.clock.now(),
      );
      await this.forums.markRemovalsAnnounced(em, removed, this.clock.now());
      return updates.length + removed.length;
    });
  }

  override async onApplicationShutdown(): Promise<void> {
    await super.onApplicationShutdown();
    const nc = await this.nc?.catch(() => undefined);
    await nc?.drain().catch(() => undefined);
  }
}
