import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Tables } from '../tables.js';

/** A claim not confirmed within this time (a gateway that died mid-way) is handed out again. */
export const PHOTO_PURGE_LEASE_MS = 5 * 60_000;

/** Memory photos of removed forums waiting for the object storage clean-up (the gateway's). */
@Injectable()
export class PhotoPurgesRepository {
  constructor(@Inject(Tables) private readonly tables: Tables) {}

  /** Queued in the caller's transaction, with the deletion that frees them. */
  async add(em: EntityManager, paths: readonly string[], now: Date): Promise<void> {
    for (const path of paths)
      await em.execute(
        `insert into ${this.tables.photoPurges} (path, created_at) values (?, ?) on conflict (path) do nothing`,
        [path, now],
      );
  }

  /** Up to `limit` paths nobody holds; concurrent callers get different ones. */
  claim(em: EntityManager, limit: number, now: Date): Promise<{ path: string }[]> {
    return em.execute(
      `update ${this.tables.photoPurges} set claimed_at = ?
       where path in (
         select path from ${this.tables.photoPurges}
         where claimed_at is null or claimed_at < ?
         order by created_at, path limit ? for update skip locked)
       returning path`,
      [now, new Date(now.getTime() - PHOTO_PURGE_LEASE_MS), limit],
    );
  }

  async remove(em: EntityManager, paths: readonly string[]): Promise<void> {
    if (paths.length === 0) return;
    await em.execute(`delete from ${this.tables.photoPurges} where path = any(string_to_array(?, '|'))`, [
      paths.join('|'),
    ]);
  }
}
