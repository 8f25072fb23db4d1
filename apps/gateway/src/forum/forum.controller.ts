import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type ForumCommentCreated,
  type ForumCommentList,
  type ForumConnectResult,
  type ForumDisconnectResult,
  type ForumPostCreated,
  type ForumResponse,
  type ForumUpdatesResult,
  forumCommentSchema,
  forumConnectionSchema,
  forumMessages,
  forumPostSchema,
  forumSubjects,
  forumUpdatesQuerySchema,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Auth } from '../auth/guards.js';
import { ApiError } from '../http/api-error.js';
import { ApiContract } from '../http/openapi.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';
import { UuidParamPipe } from './forum-id.pipe.js';

const forumId = () => new UuidParamPipe(forumMessages.forumNotFound);
const postId = () => new UuidParamPipe(forumMessages.postNotFound);
type Connection = z.infer<typeof forumConnectionSchema>;

/**
 * SPEC §7 Forum, answered by forum-svc: the page, posts (host), comments (confirmed non-hosts) and
 * the polling contract. Readable by people of the forum's city, Friday to Sunday of its week.
 * (POST /api/forum/{id}/confirm is indication-svc's; GET /api/forum/{id}/stream is forum-live/.)
 */
@ApiTags('Fórum')
@Controller('api/forum')
@Auth()
export class ForumController {
  constructor(@Inject(ServiceClient) private readonly forum: ServiceClient) {}

  @Get('posts/:postId/comments')
  @ApiContract('Comentários de um post (mais antigos primeiro): {comments}')
  comments(@Param('postId', postId()) id: string, @CurrentUser() user: AuthUser): Promise<ForumCommentList> {
    return this.forum.send(forumSubjects.listComments, { user_id: user.user_id, post_id: id });
  }

  @Post('posts/:postId/comments')
  @HttpCode(201)
  @RateLimit('forumComment')
  @ApiContract(
    'Comentar um post (participantes confirmados que não são o anfitrião; até 500)',
    forumCommentSchema,
  )
  comment(
    @Param('postId', postId()) id: string,
    @Body(new ZodPipe(forumCommentSchema)) body: z.infer<typeof forumCommentSchema>,
    @CurrentUser() user: AuthUser,
  ): Promise<ForumCommentCreated> {
    return this.forum.send(forumSubjects.createComment, { user_id: user.user_id, post_id: id, body });
  }

  @Get(':id')
  @ApiContract('O fórum de um vencedor: winner, posts, stats, user_confirmed, confirmed_users')
  get(@Param('id', forumId()) id: string, @CurrentUser() user: AuthUser): Promise<ForumResponse> {
    return this.forum.send(forumSubjects.get, { user_id: user.user_id, forum_id: id });
  }

  @Post(':id/posts')
  @HttpCode(201)
  @RateLimit('forumPost')
  @ApiContract('Criar uma postagem (apenas o anfitrião; até 500 caracteres)', forumPostSchema)
  post(
    @Param('id', forumId()) id: string,
    @Body(new ZodPipe(forumPostSchema)) body: z.infer<typeof forumPostSchema>,
    @CurrentUser() user: AuthUser,
  ): Promise<ForumPostCreated> {
    return this.forum.send(forumSubjects.createPost, { user_id: user.user_id, forum_id: id, body });
  }

  @Post(':id/connect')
  @HttpCode(200)
  @ApiContract('Abrir uma conexão de tempo real (polling): {success, last_update}', forumConnectionSchema)
  connect(
    @Param('id', forumId()) id: string,
    @Body(new ZodPipe(forumConnectionSchema)) body: Connection,
    @CurrentUser() user: AuthUser,
  ): Promise<ForumConnectResult> {
    return this.forum.send(forumSubjects.connect, this.connection(id, body, user));
  }

  @Post(':id/disconnect')
  @HttpCode(200)
  @ApiContract('Fechar a conexão de tempo real: {success}', forumConnectionSchema)
  disconnect(
    @Param('id', forumId()) id: string,
    @Body(new ZodPipe(forumConnectionSchema)) body: Connection,
    @CurrentUser() user: AuthUser,
  ): Promise<ForumDisconnectResult> {
    return this.forum.send(forumSubjects.disconnect, this.connection(id, body, user));
  }

  @Get(':id/updates')
  @ApiContract(
    'Atualizações desde a última entregue a esta conexão (cada uma uma vez): {updates, last_update}',
  )
  updates(
    @Param('id', forumId()) id: string,
    @Query(new ZodPipe(forumUpdatesQuerySchema)) query: z.infer<typeof forumUpdatesQuerySchema>,
    @CurrentUser() user: AuthUser,
  ): Promise<ForumUpdatesResult> {
    return this.forum.send(forumSubjects.updates, {
      user_id: user.user_id,
      forum_id: id,
      connection_id: query.connection_id,
      last_update: query.last_update ?? '0',
    });
  }

  /** The token's user is the one that counts; a different user_id in the body is refused. */
  private connection(forumId: string, body: Connection, user: AuthUser) {
    if (body.user_id !== undefined && body.user_id !== '' && body.user_id !== user.user_id)
      throw new ApiError('FORBIDDEN', forumMessages.userMismatch);
    return { user_id: user.user_id, forum_id: forumId, connection_id: body.connection_id };
  }
}
