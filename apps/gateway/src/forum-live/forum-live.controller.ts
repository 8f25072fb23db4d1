import { Controller, Get, Headers, Param, type PipeTransform, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { type ForumUpdate, forumMessages, forumRpc } from '@encontro/contracts';
import { REQUEST_ID_HEADER } from '@encontro/server-logging';
import { ServiceClient } from '@encontro/server-messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Auth } from '../auth/guards.js';
import { ApiError } from '../http/api-error.js';
import { ApiContract } from '../http/openapi.js';
import { ForumLiveHub } from './forum-live.hub.js';

/** forum-svc answers a replay with at most 100 updates; a longer absence is better served by a reload. */
const REPLAY_PAGE = 100;
const REPLAY_MAX_PAGES = 5;

const forumId = z.string().uuid();

class ForumIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    const result = forumId.safeParse(value);
    if (!result.success) throw new ApiError('FORUM_NOT_FOUND', forumMessages.forumNotFound);
    return result.data;
  }
}

/** A Last-Event-ID we can trust as a cursor; anything else is ignored (a fresh stream). */
const cursorOf = (header: string | undefined): string | undefined => {
  const value = header?.trim();
  return value && /^\d{1,18}$/.test(value) && value !== '0' ? value : undefined;
};

/**
 * GET /api/forum/{id}/stream: the forum's updates as Server-Sent Events. The browser reads it with
 * fetch (bearer token in the Authorization header, never in the URL). On open, forum-svc checks the
 * caller may read the forum (403/404 as JSON otherwise) and, with Last-Event-ID, sends what was missed.
 */
@ApiTags('Fórum')
@Controller('api/forum')
export class ForumLiveController {
  constructor(
    private readonly services: ServiceClient,
    private readonly hub: ForumLiveHub,
  ) {}

  @Get(':id/stream')
  @Auth()
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: 'O último id recebido: reenvia o que faltou',
  })
  @ApiContract(
    'Atualizações do fórum em tempo real (Server-Sent Events: id, event: update, data: ForumUpdate)',
    { response: { stream: 'text/event-stream' } },
  )
  async stream(
    @CurrentUser() user: AuthUser,
    @Param('id', new ForumIdPipe()) id: string,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.hub.reserve(user.user_id);
    let attached = false;
    try {
      await this.services.call(forumRpc.access, { user_id: user.user_id, forum_id: id });
      await this.hub.whenReady();
      const stream = this.hub.attach(id, {
        userId: user.user_id,
        jti: user.jti,
        iat: user.iat,
        exp: user.exp,
        sv: user.sv,
      });
      attached = true;
      let replay: ForumUpdate[];
      try {
        replay = await this.replay(user.user_id, id, cursorOf(lastEventId));
      } catch (error) {
        stream.end('client');
        throw error;
      }
      if (request.raw.destroyed || reply.raw.destroyed) {
        stream.end('client');
        return;
      }
      // Removed with its winner while the replay was fetched.
      if (stream.endReason === 'forum_removed')
        throw new ApiError('FORUM_NOT_FOUND', forumMessages.forumNotFound);
      reply.hijack();
      this.hub.countDelivered(stream.start(reply.raw, { [REQUEST_ID_HEADER]: request.id }, replay));
    } catch (error) {
      if (!attached) this.hub.release(user.user_id);
      throw error;
    }
  }

  /** The updates after the browser's last one, oldest first (forum-svc's replay mode of `updates`). */
  private async replay(userId: string, forum: string, cursor: string | undefined): Promise<ForumUpdate[]> {
    const updates: ForumUpdate[] = [];
    let after = cursor;
    for (let page = 0; after && page < REPLAY_MAX_PAGES; page += 1) {
      const result = await this.services.call(forumRpc.updates, {
        user_id: userId,
        forum_id: forum,
        last_update: after,
      });
      updates.push(...result.updates);
      if (result.updates.length < REPLAY_PAGE) break;
      after = result.last_update;
    }
    return updates;
  }
}
