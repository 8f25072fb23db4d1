import { Inject, Injectable, Logger } from '@nestjs/common';
import { STORAGE_ROUTE } from '@encontro/contracts';
import { ObjectStorage } from '@encontro/server-storage';
import { memoryPhotoPrefix } from '../photos/storage-path.js';

/** Removes stored photos of deleted accounts and content (best effort: a failure is only logged). */
@Injectable()
export class StoredPhotos {
  private readonly logger = new Logger(StoredPhotos.name);

  constructor(@Inject(ObjectStorage) private readonly storage: ObjectStorage) {}

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

  /** A deleted account's memory photos (forum-svc erases their rows on `user.deleted`). */
  async discardMemoriesOf(userId: string): Promise<void> {
    await this.storage.deletePrefix(memoryPhotoPrefix(userId)).catch((error: unknown) => {
      this.logger.warn(`could not remove the memories of ${userId}: ${(error as Error).message}`);
    });
  }
}
