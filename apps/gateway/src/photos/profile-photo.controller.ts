import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  accountMessages,
  identitySubjects,
  profilePhotoRules,
  storagePath,
  type User,
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
import { readMultipart } from './multipart.js';

@ApiTags('Conta')
@Controller('api/profile')
export class ProfilePhotoController {
  constructor(
    @Inject(ServiceClient) private readonly identity: ServiceClient,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
  ) {}

  /** Checked by content (not name), re-encoded without EXIF, stored in S3; only the key goes to identity-svc. */
  @Post('photo')
  @HttpCode(200)
  @Auth()
  @ApiConsumes('multipart/form-data')
  @ApiContract('Trocar a foto do perfil (campo photo; JPG, PNG ou WEBP até 2MB)')
  async upload(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<{ user: User }> {
    const { files, overLimit } = await readMultipart(request);
    if (overLimit === 'size') throw this.rejected('size');
    const photo = files.find((f) => f.field === 'photo');
    if (!photo || photo.data.length === 0)
      throw new ApiError('VALIDATION_FAILED', 'Selecione uma foto.', { photo: ['Selecione uma foto.'] });
    if (photo.truncated) throw this.rejected('size');
    let encoded: { data: Buffer; contentType: string };
    try {
      encoded = await reencodePhoto(photo.data, profilePhotoRules.maxBytes);
    } catch (error) {
      if (error instanceof PhotoRejected) throw this.rejected(error.reason);
      throw error;
    }
    const key = `users/${user.user_id}/${randomUUID()}.webp`;
    await this.storage.put(key, encoded.data, encoded.contentType);
    return this.identity.send(identitySubjects.updatePhoto, {
      user_id: user.user_id,
      photo_key: storagePath(key),
    });
  }

  private rejected(reason: 'format' | 'size'): ApiError {
    const message = reason === 'size' ? accountMessages.photoTooLarge : accountMessages.photoFormat;
    return new ApiError('VALIDATION_FAILED', message, { photo: [message] });
  }
}
