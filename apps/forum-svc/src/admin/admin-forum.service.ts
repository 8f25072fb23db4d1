import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type AdminCommentList,
  type AdminCommentUpdated,
  type AdminCommentsQuery,
  type AdminForumDeleted,
  type AdminForumDetail,
  type AdminForumList,
  type AdminForumsQuery,
  type AdminPostComments,
  type AdminPostList,
  type AdminPostUpdated,
  type AdminPostsQuery,
  type ForumContentSnapshot,
  type ForumContentType,
  forumLimits,
  forumMessages,
  fullName,
  pageMeta,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox, adminActionPerformed } from '@encontro/server-events';
import { ForumAccess } from '../forums/forum-access.service.js';
import type { Forum } from '../forums/forum.entity.js';
import { ForumViews } from '../forums/forum-views.service.js';
import { ForumsRepository } from '../forums/forums.repository.js';
import { LiveUpdates, writeThenPush } from '../live/live-updates.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import { ContentChanges } from '../posts/content-changes.service.js';
import type { Comment, Post } from '../posts/post.entity.js';
import { requireComment, requirePost } from '../posts/post-lookup.js';
import { PostsRepository } from '../posts/posts.repository.js';
import { toAdminCommentDto, toAdminForumDto, toAdminPostDto } from './admin-forum.mapper.js';

type Action = `${ForumContentType}.${'update' | 'delete'}`;

/**
 * The administrator's forums tab (SPEC §2 Admin "Fóruns", §6): any post or comment may be seen,
 * edited or deleted, at any time. Each change (ContentChanges, as an author's own) writes
 * `admin.action_performed` (the audit log) in its transaction and real-time updates, so it shows
 * at once on open forum pages.
 */
@Injectable()
export class AdminForumService {
  constructor(
    private readonly orm: MikroORM,
    private readonly access: ForumAccess,
    private readonly forums: ForumsRepository,
    private readonly posts: PostsRepository,
    private readonly people: PeopleRepository,
    private readonly views: ForumViews,
    private readonly live: LiveUpdates,
    private readonly changes: ContentChanges,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async listForums(query: AdminForumsQuery): Promise<AdminForumList> {
    const em = this.orm.em.fork();
    const perPage = forumLimits.adminForumsPerPage;
    const { forums, total, exact } = await this.forums.adminPage(em, query, perPage);
    return {
      data: await this.forumDtos(em, forums),
      meta: pageMeta({ total, exact }, query.page, perPage, forums.length),
    };
  }

  async getForum(forumId: string): Promise<AdminForumDetail> {
    const em = this.orm.em.fork();
    const forum = await this.access.requireForum(em, forumId);
    const [dto] = await this.forumDtos(em, [forum]);
    return { forum: dto!, data: await this.postDtos(em, await this.posts.postsOf(em, forum.id)) };
  }

  async listPosts(query: AdminPostsQuery): Promise<AdminPostList> {
    const em = this.orm.em.fork();
    const { posts, total, exact } = await this.posts.adminPosts(em, query);
    return {
      data: await this.postDtos(em, posts),
      meta: pageMeta({ total, exact }, query.page, query.per_page, posts.length),
    };
  }

  async listPostComments(postId: string): Promise<AdminPostComments> {
    const em = this.orm.em.fork();
    const post = await requirePost(this.posts, em, postId);
    return { comments: await this.commentDtos(em, await this.posts.commentsOf(em, [post.id])) };
  }

  async listComments(query: AdminCommentsQuery): Promise<AdminCommentList> {
    const em = this.orm.em.fork();
    const { comments, total, exact } = await this.posts.adminComments(em, query);
    return {
      data: await this.commentDtos(em, comments),
      meta: pageMeta({ total, exact }, query.page, query.per_page, comments.length),
    };
  }

  async updatePost(actorId: string, postId: string, content: string): Promise<AdminPostUpdated> {
    return writeThenPush(this.orm, this.live, async (em) => {
      const post = await requirePost(this.posts, em, postId);
      await this.live.lock(em, post.forumId);
      const before = this.snapshotOf(post);
      await this.changes.editPost(em, post, content);
      this.audit(em, actorId, 'post.update', post, before, this.snapshotOf(post));
      const [dto] = await this.postDtos(em, [post]);
      return { message: forumMessages.postUpdated, post: dto! };
    });
  }

  /** `actionId`: admin-svc's id for a delete from a report, so the audit log keeps one entry. */
  async deletePost(actorId: string, postId: string, actionId?: string): Promise<AdminForumDeleted> {
    return writeThenPush(this.orm, this.live, async (em) => {
      const post = await requirePost(this.posts, em, postId);
      await this.live.lock(em, post.forumId);
      await this.changes.deletePost(em, post);
      this.audit(em, actorId, 'post.delete', post, this.snapshotOf(post), null, actionId);
      return { message: forumMessages.postDeleted };
    });
  }

  async updateComment(actorId: string, commentId: string, content: string): Promise<AdminCommentUpdated> {
    return writeThenPush(this.orm, this.live, async (em) => {
      const comment = await requireComment(this.posts, em, commentId);
      await this.live.lock(em, comment.forumId);
      const before = this.snapshotOf(comment);
      await this.changes.editComment(em, comment, content);
      this.audit(em, actorId, 'comment.update', comment, before, this.snapshotOf(comment));
      const [dto] = await this.commentDtos(em, [comment]);
      return { message: forumMessages.commentUpdated, comment: dto! };
    });
  }

  async deleteComment(actorId: string, commentId: string, actionId?: string): Promise<AdminForumDeleted> {
    return writeThenPush(this.orm, this.live, async (em) => {
      const comment = await requireComment(this.posts, em, commentId);
      await this.live.lock(em, comment.forumId);
      await this.changes.deleteComment(em, comment);
      this.audit(em, actorId, 'comment.delete', comment, this.snapshotOf(comment), null, actionId);
      return { message: forumMessages.commentDeleted };
    });
  }

  /** A post or comment as admin-svc keeps it in a report. */
  async snapshot(type: ForumContentType, id: string): Promise<ForumContentSnapshot> {
    const em = this.orm.em.fork();
    const comment = type === 'comment' ? await requireComment(this.posts, em, id) : null;
    const item = comment ?? (await requirePost(this.posts, em, id));
    const forum = (await this.forums.findById(em, item.forumId))!;
    const author = await this.people.findById(em, item.userId);
    return {
      type,
      id: item.id,
      content: item.content,
      created_at: item.createdAt.toISOString(),
      author: { id: item.userId, name: fullName(author), email: author?.email ?? '' },
      forum_id: forum.id,
      forum_name: forum.meetup.name,
      city: forum.city,
      state: forum.state,
      ...(comment ? { post_id: comment.postId } : {}),
    };
  }

  private snapshotOf(item: Post | Comment) {
    return {
      content: item.content,
      user_id: item.userId,
      forum_id: item.forumId,
      ...('postId' in item ? { post_id: item.postId } : {}),
    };
  }

  /** The audit entry (admin.action_performed) of a change to `item`, in the change's transaction. */
  private audit(
    em: EntityManager,
    actorId: string,
    action: Action,
    item: Post | Comment,
    before: unknown,
    after: unknown,
    actionId?: string,
  ): void {
    const [targetType] = action.split('.') as [ForumContentType];
    this.outbox.add(
      em,
      'admin.action_performed',
      adminActionPerformed({
        actorId,
        action,
        targetType,
        targetId: item.id,
        before,
        after,
        at: this.clock.now(),
        actionId,
      }),
    );
  }

  private async forumDtos(em: EntityManager, forums: Forum[]) {
    const counts = await this.forums.counts(
      em,
      forums.map((f) => f.id),
    );
    const hosts = await this.people.findByIds(
      em,
      forums.map((f) => f.hostId),
    );
    return forums.map((f) =>
      toAdminForumDto(f, counts.get(f.id), this.views.hostName(f, hosts.get(f.hostId))),
    );
  }

  private async postDtos(em: EntityManager, posts: Post[]) {
    const forums = await this.forums.findByIds(
      em,
      posts.map((p) => p.forumId),
    );
    const people = await this.people.findByIds(
      em,
      posts.map((p) => p.userId),
    );
    const counts = await this.posts.commentCounts(
      em,
      posts.map((p) => p.id),
    );
    return posts.map((p) =>
      toAdminPostDto(p, forums.get(p.forumId), people.get(p.userId), counts.get(p.id) ?? 0),
    );
  }

  private async commentDtos(em: EntityManager, comments: Comment[]) {
    const forums = await this.forums.findByIds(
      em,
      comments.map((c) => c.forumId),
    );
    const people = await this.people.findByIds(
      em,
      comments.map((c) => c.userId),
    );
    return comments.map((c) => toAdminCommentDto(c, forums.get(c.forumId), people.get(c.userId)));
  }
}
