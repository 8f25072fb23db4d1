import { Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type AdminCommentList,
  type AdminCommentUpdated,
  type AdminForumDeleted,
  type AdminForumDetail,
  type AdminForumList,
  type AdminPostComments,
  type AdminPostList,
  type AdminPostUpdated,
  adminCommentEditSchema,
  adminCommentsQuerySchema,
  adminForumsQuerySchema,
  adminPostEditSchema,
  adminPostsQuerySchema,
  forumRpc,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { AdminOnly } from '../auth/guards.js';
import { ApiContract, ContractBody, ContractQuery } from '../http/openapi.js';
import { commentId, forumId, postId } from './forum-id.pipe.js';

/** SPEC §7 Admin: the forums tab — every forum, post and comment; edits and deletions are audited. */
@ApiTags('Admin')
@Controller('api/admin')
@AdminOnly()
export class AdminForumController {
  constructor(private readonly forum: ServiceClient) {}

  @Get('forums')
  @ApiContract('Fóruns (por indicação vencedora) com estatísticas: search, city, page → {data, meta}', {
    response: forumRpc.adminListForums,
  })
  forums(
    @ContractQuery(adminForumsQuerySchema) query: z.infer<typeof adminForumsQuerySchema>,
  ): Promise<AdminForumList> {
    return this.forum.call(forumRpc.adminListForums, { query });
  }

  @Get('forums/:id')
  @ApiContract('Um fórum e os seus posts: {forum, data}', { response: forumRpc.adminGetForum })
  getForum(@Param('id', forumId()) id: string): Promise<AdminForumDetail> {
    return this.forum.call(forumRpc.adminGetForum, { forum_id: id });
  }

  @Get('posts')
  @ApiContract('Posts (mais recentes primeiro): search, forum_id, page, per_page → {data, meta}', {
    response: forumRpc.adminListPosts,
  })
  posts(
    @ContractQuery(adminPostsQuerySchema) query: z.infer<typeof adminPostsQuerySchema>,
  ): Promise<AdminPostList> {
    return this.forum.call(forumRpc.adminListPosts, { query });
  }

  @Put('posts/:id')
  @ApiContract('Editar um post (até 300 caracteres)', { response: forumRpc.adminUpdatePost })
  updatePost(
    @Param('id', postId()) id: string,
    @ContractBody(adminPostEditSchema) body: z.infer<typeof adminPostEditSchema>,
    @CurrentUser() user: AuthUser,
  ): Promise<AdminPostUpdated> {
    return this.forum.call(forumRpc.adminUpdatePost, { actor_id: user.user_id, post_id: id, body });
  }

  @Delete('posts/:id')
  @ApiContract('Excluir um post (com os seus comentários)', { response: forumRpc.adminDeletePost })
  deletePost(@Param('id', postId()) id: string, @CurrentUser() user: AuthUser): Promise<AdminForumDeleted> {
    return this.forum.call(forumRpc.adminDeletePost, { actor_id: user.user_id, post_id: id });
  }

  @Get('posts/:id/comments')
  @ApiContract('Comentários de um post: {comments}', { response: forumRpc.adminListPostComments })
  postComments(@Param('id', postId()) id: string): Promise<AdminPostComments> {
    return this.forum.call(forumRpc.adminListPostComments, { post_id: id });
  }

  @Get('comments')
  @ApiContract('Comentários (mais recentes primeiro): search, post_id, page, per_page → {data, meta}', {
    response: forumRpc.adminListComments,
  })
  comments(
    @ContractQuery(adminCommentsQuerySchema) query: z.infer<typeof adminCommentsQuerySchema>,
  ): Promise<AdminCommentList> {
    return this.forum.call(forumRpc.adminListComments, { query });
  }

  @Put('comments/:id')
  @ApiContract('Editar um comentário (até 200 caracteres)', { response: forumRpc.adminUpdateComment })
  updateComment(
    @Param('id', commentId()) id: string,
    @ContractBody(adminCommentEditSchema) body: z.infer<typeof adminCommentEditSchema>,
    @CurrentUser() user: AuthUser,
  ): Promise<AdminCommentUpdated> {
    return this.forum.call(forumRpc.adminUpdateComment, {
      actor_id: user.user_id,
      comment_id: id,
      body,
    });
  }

  @Delete('comments/:id')
  @ApiContract('Excluir um comentário', { response: forumRpc.adminDeleteComment })
  deleteComment(
    @Param('id', commentId()) id: string,
    @CurrentUser() user: AuthUser,
  ): Promise<AdminForumDeleted> {
    return this.forum.call(forumRpc.adminDeleteComment, { actor_id: user.user_id, comment_id: id });
  }
}
