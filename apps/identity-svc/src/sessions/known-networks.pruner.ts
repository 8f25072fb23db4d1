import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Clock, PollingService, PollingWorker } from '@encontro/server-clock';
import { knownSince } from './known-network.entity.js';
import { KnownNetworksRepository } from './known-networks.repository.js';

const HOUR_MS = 60 * 60 * 1000;

/** Every hour, forgets the networks where an account has not logged in for 90 days (LGPD: kept no longer than needed). */
@Injectable()
export class KnownNetworksPruner extends PollingService {
  protected readonly worker: PollingWorker;

  constructor(
    private readonly orm: MikroORM,
    private readonly knownNetworks: KnownNetworksRepository,
    private readonly clock: Clock,
  ) {
    super();
    this.worker = new PollingWorker({
      name: 'known networks pruning',
      intervalMs: HOUR_MS,
      pass: async () => void (await this.prune()),
      log: new Logger(KnownNetworksPruner.name),
      unref: true,
    });
  }

  /** Deletes what is due now; returns how many rows went. */
  prune(): Promise<number> {
    return this.knownNetworks.forgetSeenBefore(this.orm.em.fork(), knownSince(this.clock.now()));
  }
}
