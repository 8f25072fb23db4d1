import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ForumStats, Post as PostDto } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { ForumViews } from '../forums/forum-views.service.js';
import { ForumsRepository } from '../forums/forums.repository.js';
import { LiveUpdates } from '../live/live-updates.service.js';
import { CensorService } from '../moderation/censor.service.js';
import type { Comment, Post } from './post.entity.js';
import { PostsRepository } from './posts.repository.js';

/**
 * Editing and deleting a post or comment, the same whoever does it (its author or an admin): the
 * new text masked as when it was written, and the real-time updates open pages need (an edited or
 * deleted comment is its post's post_updated; a deletion also stats_updated). The caller decides
 * who may, holds the transaction, takes the forum's lock (`LiveUpdates.lock`) and pushes after commit.
 */
@Injectable()
export class ContentChanges {
  constructor(
    private readonly forums: ForumsRepository,
    private readonly posts: PostsRepository,
    private readonly views: ForumViews,
    private readonly live: LiveUpdates,
    private readonly censor: CensorService,
    private readonly clock: Clock,
  ) {}

  /** Returns the post as the forum page shows it. */
  async editPost(em: EntityManager, post: Post, content: string): Promise<PostDto> {
    post.content = await this.censor.mask(em, content);
    post.updatedAt = this.clock.now();
    await em.flush();
    const dto = await this.views.post(em, post);
    await this.live.add(em, post.forumId, 'post_updated', dto);
    return dto;
  }

  /** The post goes with every comment on it; returns the forum's new stats. */
  async deletePost(em: EntityManager, post: Post): Promise<ForumStats> {
    await this.posts.deletePost(em, post);
    await this.live.add(em, post.forumId, 'post_deleted', { post_id: post.id });
    return this.stats(em, post.forumId);
  }

  async editComment(em: EntityManager, comment: Comment, content: string): Promise<void> {
    comment.content = await this.censor.mask(em, content);
    comment.updatedAt = this.clock.now();
    await em.flush();
    await this.postChanged(em, comment);
  }

  /** Returns the forum's new stats. */
  async deleteComment(em: EntityManager, comment: Comment): Promise<ForumStats> {
    await this.posts.deleteComment(em, comment);
    await this.postChanged(em, comment);
    return this.stats(em, comment.forumId);
  }

  private async postChanged(em: EntityManager, comment: Comment): Promise<void> {
    const post = await this.posts.findPost(em, comment.postId);
    if (post) await this.live.add(em, post.forumId, 'post_updated', await this.views.post(em, post));
  }

  private async stats(em: EntityManager, forumId: string): Promise<ForumStats> {
    const forum = (await this.forums.findById(em, forumId))!;
    const stats = await this.views.stats(em, forum);
    await this.live.add(em, forum.id, 'stats_updated', stats);
    return stats;
  }
}
