import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { indicationSubjects } from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { StoredPhotos } from './stored-photos.js';

/**
 * The gateway owns the object storage, so it removes the photos of indications deleted in
 * indication-svc (reported content, deleted accounts): every PHOTO_PURGE_INTERVAL_MS it claims a
 * batch of queued paths, deletes the objects and confirms. A claim it never confirms (a crash)
 * is handed out again later; deleting an object twice is harmless.
 */
@Injectable()
export class PhotoJanitor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PhotoJanitor.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(StoredPhotos) private readonly photos: StoredPhotos,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.config.PHOTO_PURGE_INTERVAL_MS);
    this.timer.unref();
  }

  /** One pass; returns how many photos it removed. A pass never overlaps another. */
  sweep(): Promise<number> {
    this.running ??= this.drain()
      .catch((error: unknown) => {
        this.logger.warn(`photo clean-up: ${(error as Error).message}`);
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async drain(): Promise<number> {
    let removed = 0;
    for (;;) {
      const { paths } = await this.services.send<{ paths: string[] }>(indicationSubjects.claimPhotoPurges, {
        limit: 50,
      });
      if (paths.length === 0) return removed;
      await this.photos.discard(paths);
      await this.services.send(indicationSubjects.confirmPhotoPurges, { paths });
      removed += paths.length;
      if (!this.timer) return removed;
    }
  }

  /** Stops before the NATS client closes; a pass under way ends at its next step. */
  onModuleDestroy(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
