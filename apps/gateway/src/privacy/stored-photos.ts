import { Injectable, Logger } from '@nestjs/common';
import { STORAGE_ROUTE } from '@encontro/contracts';
import { ObjectStorage } from '@encontro/server-storage';
import { personPhotoPrefixes } from '../photos/storage-path.js';

/**
 * Removes stored photos: those of deleted accounts and content, and those a service refused to
 * record (best effort: a failure is only logged).
 */
@Injectable()
export class StoredPhotos {
  private readonly logger = new Logger(StoredPhotos.name);

  constructor(private readonly storage: ObjectStorage) {}

  async discard(paths: readonly (string | null | undefined)[]): Promise<void> {
    const prefix = `${STORAGE_ROUTE}/`;
    await Promise.all(
      paths
        .filter((path): path is string => Boolean(path?.startsWith(prefix)))
        .map((path) =>
          this.storage.delete(path.slice(prefix.length)).catch((error: unknown) => {
            this.logger.warn(`could not remove ${path}: ${(error as Error).message}`);
          }),
        ),
    );
  }

  /**
   * Runs `record`, the service call that records the photos just stored at `paths`; if it fails
   * (refused, or no answer), they are removed and its error stands.
   */
  async discardOnFailure<T>(paths: readonly string[], record: () => Promise<T>): Promise<T> {
    try {
      return await record();
    } catch (error) {
      await this.discard(paths);
      throw error;
    }
  }

  /**
   * Everything a deleted account uploaded (LGPD): every profile photo it ever had, every nomination
   * photo (the winners' too) and every memory photo, by the person's prefixes rather than by what
   * the services still list, so replaced photos and orphans of failed uploads go as well.
   */
  async discardEverythingOf(userId: string): Promise<void> {
    await Promise.all(
      personPhotoPrefixes(userId).map((prefix) =>
        this.storage.deletePrefix(prefix).catch((error: unknown) => {
          this.logger.warn(`could not remove ${prefix}: ${(error as Error).message}`);
        }),
      ),
    );
  }
}
