import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { photoPurgeQueues } from '@encontro/contracts';
import { PollingWorker } from '@encontro/server-clock';
import { ServiceClient } from '@encontro/server-messaging';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { StoredPhotos } from './stored-photos.js';

/**
 * The gateway owns the object storage, so it removes the photos other services queue when they
 * delete what held them (photoPurgeQueues: identity-svc's deleted accounts — every object under the
 * person's prefixes —, indication-svc's deleted indications, forum-svc's removed memories): every
 * PHOTO_PURGE_INTERVAL_MS, and at once when woken (an account just deleted), it claims a batch from
 * each, deletes and confirms only what the storage removed; what it refused (storage down) is
 * released and tried again at the next pass. A claim it never confirms (a crash) is handed out
 * again after a lease; deleting twice is harmless. One service being down does not hold up the others.
 */
@Injectable()
export class PhotoJanitor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PhotoJanitor.name);
  private readonly worker: PollingWorker;

  constructor(
    private readonly services: ServiceClient,
    private readonly photos: StoredPhotos,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.worker = new PollingWorker({
      name: 'photo clean-up',
      intervalMs: config.PHOTO_PURGE_INTERVAL_MS,
      pass: () => this.drainAll(),
      log: this.logger,
      unref: true,
      // The services that queue photos may still be starting with the gateway.
      passAtStart: false,
    });
  }

  onApplicationBootstrap(): void {
    this.worker.start();
  }

  /** A pass now (not awaited): a deleted account's photos go at once when the storage answers. */
  soon(): void {
    void this.worker.wake();
  }

  private async drainAll(): Promise<number> {
    let removed = 0;
    for (const queue of photoPurgeQueues)
      removed += await this.drain(queue).catch((error: unknown) => {
        this.logger.warn(`photo clean-up (${queue.service}): ${(error as Error).message}`);
        return 0;
      });
    return removed;
  }

  private async drain(queue: (typeof photoPurgeQueues)[number]): Promise<number> {
    let removed = 0;
    for (;;) {
      const { paths, prefixes } = await this.services.call(queue.claim, { limit: 50 });
      const entries = [...paths, ...prefixes];
      if (entries.length === 0) return removed;
      const outcomes = await Promise.allSettled([
        ...paths.map((path) => this.photos.remove(path)),
        ...prefixes.map((prefix) => this.photos.removeUnder(prefix)),
      ]);
      const done = entries.filter((_, i) => outcomes[i]?.status === 'fulfilled');
      const released = entries.filter((_, i) => outcomes[i]?.status === 'rejected');
      await this.services.call(queue.confirm, { paths: done, released });
      removed += done.length;
      const refusal = outcomes.find((outcome) => outcome.status === 'rejected');
      if (refusal) {
        this.logger.warn(
          `photo clean-up (${queue.service}): ${released.length} left for the next pass: ${(refusal.reason as Error).message}`,
        );
        return removed;
      }
      if (!this.worker.started) return removed;
    }
  }

  /** Stops before the NATS client closes; a pass under way ends at its next step. */
  async onModuleDestroy(): Promise<void> {
    await this.worker.stop();
  }
}
