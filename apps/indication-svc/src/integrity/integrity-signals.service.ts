import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Clock } from '@encontro/server-clock';
import { EventConsumer } from '@encontro/server-events';
import { AccountSignalsRepository } from './account-signals.repository.js';

const PURGE_EVERY_MS = 60 * 60_000;

/**
 * The signals of accounts (where and when they were made, when verified) and their 90-day expiry.
 * Registrations arrive with the person's snapshot (PeopleService); verifications here.
 */
@Injectable()
export class IntegritySignals implements OnModuleInit {
  private readonly logger = new Logger(IntegritySignals.name);
  private lastPurge = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly orm: MikroORM,
    private readonly events: EventConsumer,
    private readonly signals: AccountSignalsRepository,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.events.on('user.verified', (payload, em) =>
      this.signals.recordVerified(em, payload.user_id, new Date(payload.verified_at)),
    );
  }

  /** Forgets signals older than 90 days, at most once an hour (the weekly cycle's pass calls it). */
  async purgeExpired(): Promise<void> {
    const now = this.clock.now();
    if (now.getTime() - this.lastPurge < PURGE_EVERY_MS && now.getTime() >= this.lastPurge) return;
    this.lastPurge = now.getTime();
    const purged = await this.signals.purgeExpired(this.orm.em.fork(), now);
    if (purged.accounts + purged.votes > 0)
      this.logger.log(`expired signals: ${purged.accounts} account(s), ${purged.votes} vote network(s)`);
  }
}
