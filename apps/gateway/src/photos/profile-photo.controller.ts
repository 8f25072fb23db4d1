import { Controller, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type User,
  identityRpc,
  profilePhotoPrefix,
  profilePhotoRules,
  storagePath,
  uploadMessages,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import { ObjectStorage, PhotoRejected, reencodePhoto } from '@encontro/server-storage';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Auth } from '../auth/guards.js';
import { ApiError } from '../http/api-error.js';
import { ApiContract } from '../http/openapi.js';
import { StoredPhotos } from '../privacy/stored-photos.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';
import { readMultipart } from './multipart.js';
import { photoLimits } from './photo-limits.js';
import { singlePhotoRefusal } from './single-photo-refusal.js';

@ApiTags('Conta')
@Controller('api/profile')
export class ProfilePhotoController {
  constructor(
    private readonly identity: ServiceClient,
    private readonly storage: ObjectStorage,
    private readonly photos: StoredPhotos,
  ) {}

  /**
   * Checked by content (not name) and by the dimensions its header declares, re-encoded without
   * EXIF, stored in S3; only the key goes to identity-svc. Once identity-svc has committed the new
   * key, the photo it replaced is deleted; if it refuses (or does not answer), the new one is.
   */
  @Post('photo')
  @Auth()
  @RateLimit('profilePhoto')
  @ApiContract('Trocar a foto do perfil (campo photo; JPG, PNG ou WEBP até 2MB)', {
    files: ['photo'],
    response: identityRpc.updatePhoto.response.omit({ replaced_photo: true }),
  })
  async upload(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<{ user: User }> {
    const { files, overLimit } = await readMultipart(request);
    if (overLimit === 'size') throw this.rejected('size');
    const photo = files.find((f) => f.field === 'photo');
    if (!photo || photo.data.length === 0)
      throw new ApiError('VALIDATION_FAILED', uploadMessages.photoRequired, {
        photo: [uploadMessages.photoRequired],
      });
    if (photo.truncated) throw this.rejected('size');
    let encoded: { data: Buffer; contentType: string };
    try {
      encoded = await reencodePhoto(photo.data, photoLimits(profilePhotoRules.maxBytes));
    } catch (error) {
      if (error instanceof PhotoRejected) throw this.rejected(error.reason);
      throw error;
    }
    const key = `${profilePhotoPrefix(user.user_id)}${randomUUID()}.webp`;
    await this.storage.put(key, encoded.data, encoded.contentType);
    const path = storagePath(key);
    const updated = await this.photos.discardOnFailure([path], () =>
      this.identity.call(identityRpc.updatePhoto, { user_id: user.user_id, photo_key: path }),
    );
    await this.photos.discard([updated.replaced_photo]);
    return { user: updated.user };
  }

  private rejected(reason: PhotoRejected['reason']): ApiError {
    const message = singlePhotoRefusal(reason);
    return new ApiError('VALIDATION_FAILED', message, { photo: [message] });
  }
}
