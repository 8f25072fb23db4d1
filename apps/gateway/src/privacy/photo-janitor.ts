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
 * delete what held them (photoPurgeQueues: indication-svc's deleted indications, forum-svc's
 * removed forums' memories): every PHOTO_PURGE_INTERVAL_MS it claims a batch of queued paths from
 * each, deletes the objects and confirms. A claim it never confirms (a crash) is handed out again
 * later; deleting an object twice is harmless. One service being down does not hold up the others.
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
      const { paths } = await this.services.call(queue.claim, { limit: 50 });
      if (paths.length === 0) return removed;
      await this.photos.discard(paths);
      await this.services.call(queue.confirm, { paths });
      removed += paths.length;
      if (!this.worker.started) return removed;
    }
  }

  /** Stops before the NATS client closes; a pass under way ends at its next step. */
  async onModuleDestroy(): Promise<void> {
    await this.worker.stop();
  }
}
