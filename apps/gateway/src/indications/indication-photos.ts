import { Injectable } from '@nestjs/common';
import {
  indicationMessages as m,
  indicationPhotoPrefix,
  indicationPhotoRules,
  storagePath,
  uploadMessages,
} from '@encontro/contracts';
import { ObjectStorage, PhotoRejected, reencodePhoto } from '@encontro/server-storage';
import { randomUUID } from 'node:crypto';
import type { MultipartBody, UploadedPart } from '../photos/multipart.js';
import { photoLimits } from '../photos/photo-limits.js';
import { StoredPhotos } from '../privacy/stored-photos.js';

/** The nomination's photo fields: `photos[0]`…`photos[2]`, `photos`, `photos[]` or `photo`. */
export const isPhotoField = (field: string) => /^photos?(\[\d*\])?$/.test(field);

/**
 * The nomination's photos (SPEC §5): 1 to 3, JPEG/PNG/WEBP by content, 2MB each, 6MB in all.
 * Checked and re-encoded (no EXIF/GPS) before anything is stored, so a refused upload stores nothing.
 */
@Injectable()
export class IndicationPhotos {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly stored: StoredPhotos,
  ) {}

  /** The re-encoded photos, or the pt-BR errors on `photos`. */
  async prepare(body: MultipartBody): Promise<{ photos: Buffer[]; errors: string[] }> {
    if (body.overLimit === 'count') return { photos: [], errors: [m.photosTooMany] };
    if (body.overLimit === 'size') return { photos: [], errors: [m.photoTooLarge] };
    const files = body.files.filter((f) => isPhotoField(f.field) && f.data.length > 0);
    if (files.length === 0) return { photos: [], errors: [m.photoRequired] };
    if (files.length > indicationPhotoRules.maxCount) return { photos: [], errors: [m.photosTooMany] };

    const errors: string[] = [];
    const photos: Buffer[] = [];
    for (const file of files) {
      try {
        if (file.truncated) throw new PhotoRejected('size');
        photos.push((await reencodePhoto(file.data, photoLimits(indicationPhotoRules.maxBytes))).data);
      } catch (error) {
        if (!(error instanceof PhotoRejected)) throw error;
        errors.push(this.message(file, error.reason));
      }
    }
    const total = files.reduce((sum, f) => sum + f.data.length, 0);
    if (errors.length === 0 && total > indicationPhotoRules.maxTotalBytes) errors.push(m.photosTotalTooLarge);
    return { photos: errors.length ? [] : photos, errors };
  }

  /** Stores the photos and returns their relative paths (`storage/indications/<user>/<uuid>.webp`). */
  async store(userId: string, photos: Buffer[]): Promise<string[]> {
    const keys = photos.map(() => `${indicationPhotoPrefix(userId)}${randomUUID()}.webp`);
    try {
      await Promise.all(photos.map((data, i) => this.storage.put(keys[i]!, data, 'image/webp')));
    } catch (error) {
      await this.stored.discard(keys.map(storagePath));
      throw error;
    }
    return keys.map(storagePath);
  }

  private message(file: UploadedPart, reason: PhotoRejected['reason']): string {
    const name = file.filename?.trim();
    if (reason === 'size') return name ? m.photoFileTooLarge(name) : m.photoTooLarge;
    if (reason === 'dimensions')
      return name ? uploadMessages.fileTooManyPixels(name) : uploadMessages.tooManyPixels;
    return name ? m.photoFileFormat(name) : m.photoFormat;
  }
}
