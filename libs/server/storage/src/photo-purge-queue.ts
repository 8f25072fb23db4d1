import { Controller, Inject, Injectable, Module, type Type } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { RpcContract, RpcRequest, photoPurgeAnswers, photoPurgeCommands } from '@encontro/contracts';
import { DATABASE_SCHEMA, qualified } from '@encontro/server-database';
import { Rpc } from '@encontro/server-messaging';

/** A claim not confirmed within this time (a gateway that died mid-way) is handed out again. */
export const PHOTO_PURGE_LEASE_MS = 5 * 60_000;

/** One stored object (an API path under STORAGE_ROUTE), or every object under a key prefix. */
export type PhotoPurgeKind = 'object' | 'prefix';

/**
 * What a service no longer uses in the object storage, waiting for the gateway (which owns it) to
 * delete it: single photos (paths) and whole key prefixes (a deleted account's), queued in the
 * transaction of the deletion that frees them, claimed with a lease, removed once the gateway
 * confirms, or released for the next claim when the storage refused. Each service holds one in its
 * own schema; an entry is its path (a prefix ends with '/', a path never does).
 */
export class PhotoPurgeQueue {
  constructor(private readonly table: string) {}

  /** Photos queued in the caller's transaction, with the deletion that frees them. */
  add(em: EntityManager, paths: readonly string[], now: Date): Promise<void> {
    return this.enqueue(em, 'object', paths, now);
  }

  /** Every object under these key prefixes (`users/<id>/`), in the caller's transaction. */
  async addPrefixes(em: EntityManager, prefixes: readonly string[], now: Date): Promise<void> {
    for (const prefix of prefixes)
      if (!prefix.endsWith('/')) throw new Error(`a purge prefix ends with '/': ${prefix}`);
    await this.enqueue(em, 'prefix', prefixes, now);
  }

  private async enqueue(
    em: EntityManager,
    kind: PhotoPurgeKind,
    paths: readonly string[],
    now: Date,
  ): Promise<void> {
    for (const path of paths)
      await em.execute(
        `insert into ${this.table} (path, kind, created_at) values (?, ?, ?) on conflict (path) do nothing`,
        [path, kind, now],
      );
  }

  /** Up to `limit` entries nobody holds; concurrent callers get different ones. */
  claim(em: EntityManager, limit: number, now: Date): Promise<{ path: string; kind: PhotoPurgeKind }[]> {
    return em.execute(
      `update ${this.table} set claimed_at = ?
       where path in (
         select path from ${this.table}
         where claimed_at is null or claimed_at < ?
         order by created_at, path limit ? for update skip locked)
       returning path, kind`,
      [now, new Date(now.getTime() - PHOTO_PURGE_LEASE_MS), limit],
    );
  }

  /** Done: the storage no longer holds them. */
  async remove(em: EntityManager, paths: readonly string[]): Promise<void> {
    if (paths.length === 0) return;
    await em.execute(`delete from ${this.table} where path = any(string_to_array(?, '|'))`, [
      paths.join('|'),
    ]);
  }

  /** Not done (the storage refused): claimable again at once rather than after the lease. */
  async release(em: EntityManager, paths: readonly string[]): Promise<void> {
    if (paths.length === 0) return;
    await em.execute(`update ${this.table} set claimed_at = null where path = any(string_to_array(?, '|'))`, [
      paths.join('|'),
    ]);
  }
}

type ClaimContract = RpcContract<string, typeof photoPurgeCommands.claim, typeof photoPurgeAnswers.claim>;
type ConfirmContract = RpcContract<
  string,
  typeof photoPurgeCommands.confirm,
  typeof photoPurgeAnswers.confirm
>;

/**
 * The NATS handlers through which the gateway empties a service's queue (contracts'
 * photoPurgeQueues): claim a batch, delete the objects, confirm. Times are real time (a lease).
 */
export function photoPurgeHandlers(
  { claim, confirm }: { claim: ClaimContract; confirm: ConfirmContract },
  queue: Type<PhotoPurgeQueue>,
) {
  @Controller()
  class PhotoPurgesHandlers {
    constructor(
      readonly orm: MikroORM,
      @Inject(queue) readonly purges: PhotoPurgeQueue,
    ) {}

    @Rpc(claim)
    async claim({ limit }: RpcRequest<ClaimContract>) {
      const rows = await this.orm.em.fork().transactional((em) => this.purges.claim(em, limit, new Date()));
      const of = (kind: PhotoPurgeKind) => rows.filter((row) => row.kind === kind).map((row) => row.path);
      return { paths: of('object'), prefixes: of('prefix') };
    }

    @Rpc(confirm)
    async confirm({ paths, released }: RpcRequest<ConfirmContract>) {
      await this.orm.em.fork().transactional(async (em) => {
        await this.purges.remove(em, paths);
        await this.purges.release(em, released);
      });
      return { removed: paths.length };
    }
  }
  return PhotoPurgesHandlers;
}

/**
 * A service's whole queue: its `photo_purges` table, the handlers the gateway empties it through
 * (`contracts`: the service's pair in contracts' photoPurgeQueues) and the module that mounts both.
 * Call once per service; inject the repository where a deletion frees photos.
 */
export function photoPurges(contracts: { claim: ClaimContract; confirm: ConfirmContract }) {
  @Injectable()
  class PhotoPurgesRepository extends PhotoPurgeQueue {
    constructor(@Inject(DATABASE_SCHEMA) schema: string) {
      super(qualified(schema, 'photo_purges'));
    }
  }
  const PhotoPurgesHandlers = photoPurgeHandlers(contracts, PhotoPurgesRepository);

  @Module({
    controllers: [PhotoPurgesHandlers],
    providers: [PhotoPurgesRepository],
    exports: [PhotoPurgesRepository],
  })
  class PhotoPurgesModule {}

  return { PhotoPurgesModule, PhotoPurgesRepository, PhotoPurgesHandlers };
}
