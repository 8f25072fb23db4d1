import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type ReadScopes, readVersionKeys } from '@encontro/contracts';
import { REDIS } from '@encontro/server-redis';
import type { Redis } from 'ioredis';

type Pending = { cities: Set<string>; people: Set<string> };

/**
 * Tells the gateway's answer cache what a transaction made stale (issue 14; readVersionKeys in
 * contracts). A change marks its scopes on the transaction's entity manager with `touch`; right
 * after that transaction commits — and before the call that made it returns — every marked
 * version is incremented in Redis. A read that starts after the change has answered therefore
 * finds a new version and asks again; an increment never runs for a rolled-back change.
 */
@Injectable()
export class ReadVersions implements OnModuleInit, EventSubscriber {
  private readonly logger = new Logger(ReadVersions.name);
  private readonly pending = new WeakMap<EntityManager, Pending>();

  constructor(
    private readonly orm: MikroORM,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  onModuleInit(): void {
    this.orm.em.getEventManager().registerSubscriber(this);
  }

  /** Marks what the transaction of `em` changes; nothing happens until it commits. */
  touch(em: EntityManager, scopes: ReadScopes): void {
    let pending = this.pending.get(em);
    if (!pending) {
      pending = { cities: new Set(), people: new Set() };
      this.pending.set(em, pending);
    }
    for (const city of scopes.cities ?? []) pending.cities.add(city);
    for (const person of scopes.people ?? []) pending.people.add(person);
  }

  async afterTransactionCommit({ em, transaction }: TransactionEventArgs): Promise<void> {
    // A savepoint's release is not the commit: its marks wait for the real one.
    if (transaction?.savepointName) return;
    const pending = this.pending.get(em as EntityManager);
    if (!pending) return;
    this.pending.delete(em as EntityManager);
    await this.advance(pending);
  }

  /** Increments the versions of what a change that already committed made stale. */
  async advance(scopes: ReadScopes): Promise<void> {
    const keys = [
      ...[...(scopes.cities ?? [])].map(readVersionKeys.city),
      ...[...(scopes.people ?? [])].map(readVersionKeys.person),
    ];
    if (keys.length === 0) return;
    try {
      const pipeline = this.redis.pipeline();
      for (const key of keys) pipeline.incr(key);
      await pipeline.exec();
    } catch (error) {
      // The gateway then serves what it cached until the next change of these scopes: say so loudly.
      this.logger.error(`read versions not advanced (${keys.join(', ')}): ${(error as Error).message}`);
    }
  }

  afterTransactionRollback({ em }: TransactionEventArgs): void {
    this.pending.delete(em as EntityManager);
  }
}
