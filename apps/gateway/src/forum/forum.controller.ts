import { Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type ForumCommentCreated,
  type ForumCommentList,
  type ForumCommentUpdated,
  type ForumConnectResult,
  type ForumContentDeleted,
  type ForumDisconnectResult,
  type ForumPostCreated,
  type ForumPostUpdated,
  type ForumResponse,
  type ForumUpdatesResult,
  forumCommentEditSchema,
  forumCommentSchema,
  forumConnectionSchema,
  forumMessages,
  forumPostEditSchema,
  forumPostSchema,
  forumRpc,
  forumUpdatesQuerySchema,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Auth } from '../auth/guards.js';
import { ApiError } from '../http/api-error.js';
import { ApiContract, ContractBody, ContractQuery } from '../http/openapi.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';
import { commentId, forumId, postId } from './forum-id.pipe.js';

type Connection = z.infer<typeof forumConnectionSchema>;

/**
 * SPEC §7 Forum, answered by forum-svc: the page, posts (host), comments (confirmed non-hosts), their
 * authors' edits and deletions, and the polling contract. Readable by people of the forum's city,
 * Friday to Sunday of its week.
 * (POST /api/forum/{id}/confirm is indication-svc's; GET /api/forum/{id}/stream is forum-live/.)
 */
@ApiTags('Fórum')
@Controller('api/forum')
@Auth()
export class ForumController {
  constructor(private readonly forum: ServiceClient) {}

  @Get('posts/:postId/comments')
  @ApiContract('Comentários de um post (mais antigos primeiro): {comments}', {
    response: forumRpc.listComments,
  })
  comments(@Param('postId', postId()) id: string, @CurrentUser() user: AuthUser): Promise<ForumCommentList> {
    return this.forum.call(forumRpc.listComments, { user_id: user.user_id, post_id: id });
  }

  @Post('posts/:postId/comments')
  @RateLimit('forumComment')
  @ApiContract('Comentar um post (participantes confirmados que não são o anfitrião; até 500)', {
    response: forumRpc.createComment,
    status: 201,
  })
  comment(
    @Param('postId', postId()) id: string,
    @ContractBody(forumCommentSchema) body: z.infer<typeof forumCommentSchema>,
    @CurrentUser() user: AuthUser,
  ): Promise<ForumCommentCreated> {
    return this.forum.call(forumRpc.createComment, { user_id: user.user_id, post_id: id, body });
  }

  // Edits count against the writing limits: each one is pushed to every open page of the forum.
  @Put('posts/:postId')
  @RateLimit('forumPost')
  @ApiContract(
    'Editar a própria postagem enquanto o fórum está aberto (até 500; palavras censuradas mascaradas): {message, post}',
    { response: forumRpc.updatePost },
  )
  updatePost(
    @Param('postId', postId()) id: string,
    @ContractBody(forumPostEditSchema) body: z.infer<typeof forumPostEditSchema>,
    @CurrentUser() user: AuthUser,
  ): Promise<ForumPostUpdated> {
    return this.forum.call(forumRpc.updatePost, { user_id: user.user_id, post_id: id, body });
  }

  @Delete('posts/:postId')
  @ApiContract(
    'Excluir a própria postagem (com os seus comentários) enquanto o fórum está aberto: {message, stats}',
    { response: forumRpc.deletePost },
  )
  deletePost(
    @Param('postId', postId()) id: string,
    @CurrentUser() user: AuthUser,
  ): Promise<ForumContentDeleted> {
    return this.forum.call(forumRpc.deletePost, { user_id: user.user_id, post_id: id });
  }

  @Put('comments/:commentId')
  @RateLimit('forumComment')
  @ApiContract(
    'Editar o próprio comentário enquanto o fórum está aberto (até 500; palavras censuradas mascaradas): {message, comment}',
    { response: forumRpc.updateComment },
  )
  updateComment(
    @Param('commentId', commentId()) id: string,
    @ContractBody(forumCommentEditSchema) body: z.infer<typeof forumCommentEditSchema>,
    @CurrentUser() user: AuthUser,
  ): Promise<ForumCommentUpdated> {
    return this.forum.call(forumRpc.updateComment, { user_id: user.user_id, comment_id: id, body });
  }

  @Delete('comments/:commentId')
  @ApiContract('Excluir o próprio comentário enquanto o fórum está aberto: {message, stats}', {
    response: forumRpc.deleteComment,
  })
  deleteComment(
    @Param('commentId', commentId()) id: string,
    @CurrentUser() user: AuthUser,
  ): Promise<ForumContentDeleted> {
    return this.forum.call(forumRpc.deleteComment, { user_id: user.user_id, comment_id: id });
  }

  @Get(':id')
  @ApiContract('O fórum de um vencedor: winner, posts, stats, user_confirmed, confirmed_users', {
    response: forumRpc.get,
  })
  get(@Param('id', forumId()) id: string, @CurrentUser() user: AuthUser): Promise<ForumResponse> {
    return this.forum.call(forumRpc.get, { user_id: user.user_id, forum_id: id });
  }

  @Post(':id/posts')
  @RateLimit('forumPost')
  @ApiContract('Criar uma postagem (apenas o anfitrião; até 500 caracteres)', {
    response: forumRpc.createPost,
    status: 201,
  })
  post(
    @Param('id', forumId()) id: string,
    @ContractBody(forumPostSchema) body: z.infer<typeof forumPostSchema>,
    @CurrentUser() user: AuthUser,
  ): Promise<ForumPostCreated> {
    return this.forum.call(forumRpc.createPost, { user_id: user.user_id, forum_id: id, body });
  }

  @Post(':id/connect')
  @ApiContract('Abrir uma conexão de tempo real (polling): {success, last_update}', {
    response: forumRpc.connect,
  })
  connect(
    @Param('id', forumId()) id: string,
    @ContractBody(forumConnectionSchema) body: Connection,
    @CurrentUser() user: AuthUser,
  ): Promise<ForumConnectResult> {
    return this.forum.call(forumRpc.connect, this.connection(id, body, user));
  }

  @Post(':id/disconnect')
  @ApiContract('Fechar a conexão de tempo real: {success}', { response: forumRpc.disconnect })
  disconnect(
    @Param('id', forumId()) id: string,
    @ContractBody(forumConnectionSchema) body: Connection,
    @CurrentUser() user: AuthUser,
  ): Promise<ForumDisconnectResult> {
    return this.forum.call(forumRpc.disconnect, this.connection(id, body, user));
  }

  @Get(':id/updates')
  @ApiContract(
    'Atualizações desde a última entregue a esta conexão (cada uma uma vez): {updates, last_update}',
    { response: forumRpc.updates },
  )
  updates(
    @Param('id', forumId()) id: string,
    @ContractQuery(forumUpdatesQuerySchema) query: z.infer<typeof forumUpdatesQuerySchema>,
    @CurrentUser() user: AuthUser,
  ): Promise<ForumUpdatesResult> {
    return this.forum.call(forumRpc.updates, {
      user_id: user.user_id,
      forum_id: id,
      connection_id: query.connection_id,
      last_update: query.last_update ?? '0',
    });
  }

  /** The token's user is the one that counts; a different user_id in the body is refused. */
  private connection(forumId: string, body: Connection, user: AuthUser) {
    if (body.user_id !== undefined && body.user_id !== '' && body.user_id !== user.user_id)
      throw new ApiError('FORUM_USER_MISMATCH', forumMessages.userMismatch);
    return { user_id: user.user_id, forum_id: forumId, connection_id: body.connection_id };
  }
}
