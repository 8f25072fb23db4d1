import { Injectable, Logger } from '@nestjs/common';
import { storageKeyOf } from '@encontro/contracts';
import { ObjectStorage } from '@encontro/server-storage';

/**
 * Removes stored photos: for good for the services' purge queues (PhotoJanitor: a failure throws,
 * so the queue keeps the entry), best effort for what a service refused to record or replaced.
 */
@Injectable()
export class StoredPhotos {
  private readonly logger = new Logger(StoredPhotos.name);

  constructor(private readonly storage: ObjectStorage) {}

  /** Deletes the object of an API path (`storage/<key>`); anything else is not stored here. */
  async remove(path: string): Promise<void> {
    const key = storageKeyOf(path);
    if (key) await this.storage.delete(key);
  }

  /** Deletes every object under a key prefix (`users/<id>/`), a deleted account's. */
  async removeUnder(prefix: string): Promise<void> {
    await this.storage.deletePrefix(prefix);
  }

  /** Best effort: a failure is only logged. */
  async discard(paths: readonly (string | null | undefined)[]): Promise<void> {
    await Promise.all(
      paths.map((path) =>
        path && storageKeyOf(path)
          ? this.remove(path).catch((error: unknown) => {
              this.logger.warn(`could not remove ${path}: ${(error as Error).message}`);
            })
          : undefined,
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
}
