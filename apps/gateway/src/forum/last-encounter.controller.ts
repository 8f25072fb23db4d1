import { Controller, Delete, Get, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type LastEncounter,
  type MemoryAdded,
  type MessageResponse,
  fieldErrorsFromIssues,
  forumMessages,
  forumRpc,
  memoryFormSchema,
  memoryPhotoPrefix,
  profilePhotoRules,
  storagePath,
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
import { readMultipart } from '../photos/multipart.js';
import { memoryId } from './forum-id.pipe.js';
import { photoLimits } from '../photos/photo-limits.js';
import { singlePhotoRefusal } from '../photos/single-photo-refusal.js';
import { StoredPhotos } from '../privacy/stored-photos.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';

/** SPEC §7 "Last encounter" and, beyond SPEC, its memories gallery. */
@ApiTags('Último encontro')
@Controller('api/last-encounter')
@Auth()
export class LastEncounterController {
  constructor(
    private readonly forum: ServiceClient,
    private readonly storage: ObjectStorage,
    private readonly photos: StoredPhotos,
  ) {}

  @Get()
  @ApiContract(
    'O último encontro da minha cidade: encounter, forum_posts, participants, memories, memories_open, can_add_memory',
    { response: forumRpc.lastEncounter },
  )
  get(@CurrentUser() user: AuthUser): Promise<LastEncounter> {
    return this.forum.call(forumRpc.lastEncounter, { user_id: user.user_id });
  }

  /**
   * A memory photo (multipart: photo + description): checked by content, re-encoded without EXIF,
   * stored; forum-svc decides whether the caller may add it (else the stored photo is removed).
   */
  @Post('memories')
  @RateLimit('memory')
  @ApiContract('Adicionar uma memória (foto JPG, PNG ou WEBP até 2MB + descrição até 200)', {
    body: memoryFormSchema,
    files: ['photo'],
    response: forumRpc.addMemory,
    status: 201,
  })
  async add(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<MemoryAdded> {
    const body = await readMultipart(request);
    const parsed = memoryFormSchema.safeParse(body.fields);
    const errors: Record<string, string[]> = parsed.success
      ? {}
      : fieldErrorsFromIssues(parsed.error.issues).errors;
    const photo = body.files.find((f) => f.field === 'photo' && f.data.length > 0);
    let encoded: Buffer | undefined;
    if (body.overLimit === 'size' || photo?.truncated) errors.photo = [singlePhotoRefusal('size')];
    else if (!photo) errors.photo = [forumMessages.memoryPhotoRequired];
    else
      try {
        encoded = (await reencodePhoto(photo.data, photoLimits(profilePhotoRules.maxBytes))).data;
      } catch (error) {
        if (!(error instanceof PhotoRejected)) throw error;
        errors.photo = [singlePhotoRefusal(error.reason)];
      }
    if (!parsed.success || !encoded || Object.keys(errors).length) {
      const message = Object.values(errors)[0]?.[0] ?? forumMessages.memoryPhotoRequired;
      throw new ApiError('VALIDATION_FAILED', message, errors);
    }
    const key = `${memoryPhotoPrefix(user.user_id)}${randomUUID()}.webp`;
    await this.storage.put(key, encoded, 'image/webp');
    const path = storagePath(key);
    return this.photos.discardOnFailure([path], () =>
      this.forum.call(forumRpc.addMemory, {
        user_id: user.user_id,
        photo_key: path,
        description: parsed.data.description,
        ...(parsed.data.forum_id ? { forum_id: parsed.data.forum_id } : {}),
      }),
    );
  }

  /** The author's own memory; forum-svc queues its photo for the storage clean-up (PhotoJanitor). */
  @Delete('memories/:memoryId')
  @ApiContract('Excluir a própria memória (a foto sai do armazenamento): {message}', {
    response: forumRpc.deleteMemory,
  })
  deleteMemory(
    @Param('memoryId', memoryId()) id: string,
    @CurrentUser() user: AuthUser,
  ): Promise<MessageResponse> {
    return this.forum.call(forumRpc.deleteMemory, { user_id: user.user_id, memory_id: id });
  }
}
