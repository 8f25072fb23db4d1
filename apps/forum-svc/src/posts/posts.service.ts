import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type ForumCommentCreated,
  type ForumCommentEditRequest,
  type ForumCommentList,
  type ForumCommentRequest,
  type ForumCommentUpdated,
  type ForumContentDeleted,
  type ForumPostCreated,
  type ForumPostEditRequest,
  type ForumPostRequest,
  type ForumPostUpdated,
  forumMessages,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { ForumAccess } from '../forums/forum-access.service.js';
import { ForumReads } from '../forums/forum-reads.service.js';
import { ForumViews } from '../forums/forum-views.service.js';
import { isForumOpen } from '../forums/forum-window.util.js';
import { forumErrors } from '../forums/forums.errors.js';
import { ForumsRepository } from '../forums/forums.repository.js';
import { LiveUpdates, writeThenPush } from '../live/live-updates.service.js';
import { CensorService } from '../moderation/censor.service.js';
import { ContentChanges } from './content-changes.service.js';
import type { Comment, Post } from './post.entity.js';
import { requireComment, requirePost } from './post-lookup.js';
import { toCommentDto, toPostDto } from './posts.mapper.js';
import { PostsRepository } from './posts.repository.js';

/**
 * Writing in a forum (SPEC §6): the host posts, confirmed non-hosts comment; both only while the
 * forum is open and within its city. Content arrives validated and is stored masked. The change,
 * its updates and the new stats commit together; the push follows the commit. Authors edit and
 * delete their own posts and comments while the forum is open, as an admin would (ContentChanges)
 * but without an audit entry: it is not an admin action.
 */
@Injectable()
export class PostsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly access: ForumAccess,
    private readonly forums: ForumsRepository,
    private readonly posts: PostsRepository,
    private readonly views: ForumViews,
    private readonly live: LiveUpdates,
    private readonly censor: CensorService,
    private readonly changes: ContentChanges,
    private readonly clock: Clock,
    private readonly reads: ForumReads,
    private readonly outbox: Outbox,
  ) {}

  async createPost(userId: string, forumId: string, body: ForumPostRequest): Promise<ForumPostCreated> {
    return writeThenPush(this.orm, this.live, async (em) => {
      const { forum, person } = await this.access.readable(em, forumId, userId);
      if (forum.hostId !== userId) throw forumErrors.hostOnlyPosts();
      await this.live.lock(em, forum.id);
      const post = this.posts.addPost(em, {
        forumId: forum.id,
        userId,
        content: await this.censor.mask(em, body.content),
        createdAt: this.clock.now(),
      });
      await em.flush();
      const dto = toPostDto(post, person, []);
      await this.live.add(em, forum.id, 'new_post', dto);
      await this.live.addStats(em, forum);
      // Who confirmed this meetup hears of it (notification-svc).
      this.outbox.add(em, 'forum.post_created', {
        post_id: post.id,
        indication_id: forum.id,
        author_id: userId,
        week: forum.week,
        at: post.createdAt.toISOString(),
      });
      return { message: forumMessages.postCreated, post: dto };
    });
  }

  async createComment(
    userId: string,
    postId: string,
    body: ForumCommentRequest,
  ): Promise<ForumCommentCreated> {
    return writeThenPush(this.orm, this.live, async (em) => {
      const post = await requirePost(this.posts, em, postId);
      const { forum, person } = await this.access.readable(em, post.forumId, userId);
      if (forum.hostId === userId) throw forumErrors.hostCannotComment();
      if (!(await this.forums.isParticipant(em, forum.id, userId))) throw forumErrors.confirmToComment();
      await this.live.lock(em, forum.id);
      // The post may have been deleted while we waited for the lock.
      if (!(await this.posts.findPost(em, post.id))) throw forumErrors.postNotFound();
      const comment = this.posts.addComment(em, {
        postId: post.id,
        forumId: forum.id,
        userId,
        content: await this.censor.mask(em, body.content),
        createdAt: this.clock.now(),
      });
      await em.flush();
      const dto = toCommentDto(comment, person);
      await this.live.add(em, forum.id, 'new_comment', dto);
      await this.live.addStats(em, forum);
      return { message: forumMessages.commentCreated, comment: dto };
    });
  }

  /** GET /api/forum/posts/{postId}/comments: oldest first, with the forum's read rule. */
  async listComments(userId: string, postId: string): Promise<ForumCommentList> {
    return this.reads.comments(userId, postId);
  }

  async updatePost(userId: string, postId: string, body: ForumPostEditRequest): Promise<ForumPostUpdated> {
    return writeThenPush(this.orm, this.live, async (em) => {
      const post = await this.ownPost(em, userId, postId);
      const dto = await this.changes.editPost(em, post, body.content);
      return { message: forumMessages.postUpdated, post: dto };
    });
  }

  /** With every comment on it, as an admin's deletion (pending reports keep their snapshot). */
  async deletePost(userId: string, postId: string): Promise<ForumContentDeleted> {
    return writeThenPush(this.orm, this.live, async (em) => {
      const post = await this.ownPost(em, userId, postId);
      return { message: forumMessages.postDeleted, stats: await this.changes.deletePost(em, post) };
    });
  }

  async updateComment(
    userId: string,
    commentId: string,
    body: ForumCommentEditRequest,
  ): Promise<ForumCommentUpdated> {
    return writeThenPush(this.orm, this.live, async (em) => {
      const comment = await this.ownComment(em, userId, commentId);
      await this.changes.editComment(em, comment, body.content);
      const author = await this.access.requirePerson(em, userId);
      return { message: forumMessages.commentUpdated, comment: toCommentDto(comment, author) };
    });
  }

  async deleteComment(userId: string, commentId: string): Promise<ForumContentDeleted> {
    return writeThenPush(this.orm, this.live, async (em) => {
      const comment = await this.ownComment(em, userId, commentId);
      return { message: forumMessages.commentDeleted, stats: await this.changes.deleteComment(em, comment) };
    });
  }

  /** The caller's own post, the forum open and locked: read again under the lock (it may be gone). */
  private async ownPost(em: EntityManager, userId: string, postId: string): Promise<Post> {
    const post = await requirePost(this.posts, em, postId);
    await this.authorMayChange(em, post, userId, forumErrors.notPostAuthor);
    await this.live.lock(em, post.forumId);
    const current = await this.posts.findPost(em, post.id);
    if (!current) throw forumErrors.postNotFound();
    return current;
  }

  private async ownComment(em: EntityManager, userId: string, commentId: string): Promise<Comment> {
    const comment = await requireComment(this.posts, em, commentId);
    await this.authorMayChange(em, comment, userId, forumErrors.notCommentAuthor);
    await this.live.lock(em, comment.forumId);
    const current = await this.posts.findComment(em, comment.id);
    if (!current) throw forumErrors.commentNotFound();
    return current;
  }

  /** Only the author, and only while the forum is open (Friday 00:00 to Monday 00:00 São Paulo). */
  private async authorMayChange(
    em: EntityManager,
    item: Post | Comment,
    userId: string,
    notAuthor: () => Error,
  ): Promise<void> {
    if (item.userId !== userId) throw notAuthor();
    const forum = await this.access.requireForum(em, item.forumId);
    if (!isForumOpen(forum.week, this.clock.now())) throw forumErrors.changesClosed();
  }
}
