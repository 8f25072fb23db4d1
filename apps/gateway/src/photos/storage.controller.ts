import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { uploadMessages } from '@encontro/contracts';
import { ObjectStorage } from '@encontro/server-storage';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.js';

const SAFE_KEY = /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/;

/** Serves stored photos (re-encoded WebP) to the browser; keys are random, so they are public. */
@ApiExcludeController()
@Controller('storage')
export class StorageController {
  constructor(private readonly storage: ObjectStorage) {}

  @Get('*')
  async get(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const path = (request.params as Record<string, string>)['*'] ?? '';
    if (!SAFE_KEY.test(path) || path.includes('..'))
      throw new ApiError('PHOTO_NOT_FOUND', uploadMessages.photoNotFound);
    const object = await this.storage.get(path);
    if (!object) throw new ApiError('PHOTO_NOT_FOUND', uploadMessages.photoNotFound);
    reply
      .header('Content-Type', object.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff');
    if (object.contentLength !== undefined) reply.header('Content-Length', object.contentLength);
    await reply.send(object.body);
  }
}
