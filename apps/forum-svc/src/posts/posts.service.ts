import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  type ForumCommentCreated,
  type ForumCommentList,
  type ForumCommentRequest,
  type ForumPostCreated,
  type ForumPostRequest,
  forumMessages,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { ForumAccess } from '../forums/forum-access.service.js';
import { ForumViews } from '../forums/forum-views.service.js';
import { asUuid, forumErrors } from '../forums/forums.errors.js';
import { ForumsRepository } from '../forums/forums.repository.js';
import { LiveUpdates } from '../live/live-updates.service.js';
import { CensorService } from '../moderation/censor.service.js';
import { toCommentDto, toPostDto } from './posts.mapper.js';
import { PostsRepository } from './posts.repository.js';

/**
 * Writing in a forum (SPEC §6): the host posts, confirmed non-hosts comment; both only while the
 * forum is open and within its city. Content arrives validated and is stored masked. The change,
 * its updates and the new stats commit together; the push follows the commit.
 */
@Injectable()
export class PostsService {
  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(ForumAccess) private readonly access: ForumAccess,
    @Inject(ForumsRepository) private readonly forums: ForumsRepository,
    @Inject(PostsRepository) private readonly posts: PostsRepository,
    @Inject(ForumViews) private readonly views: ForumViews,
    @Inject(LiveUpdates) private readonly live: LiveUpdates,
    @Inject(CensorService) private readonly censor: CensorService,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async createPost(userId: string, forumId: string, body: ForumPostRequest): Promise<ForumPostCreated> {
    const result = await this.orm.em.fork().transactional(async (em) => {
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
      return { message: forumMessages.postCreated, post: dto };
    });
    this.live.pushNow();
    return result;
  }

  async createComment(
    userId: string,
    postId: string,
    body: ForumCommentRequest,
  ): Promise<ForumCommentCreated> {
    const result = await this.orm.em.fork().transactional(async (em) => {
      const id = asUuid(postId);
      const post = id ? await this.posts.findPost(em, id) : null;
      if (!post) throw forumErrors.postNotFound();
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
    this.live.pushNow();
    return result;
  }

  /** GET /api/forum/posts/{postId}/comments: oldest first, with the forum's read rule. */
  async listComments(userId: string, postId: string): Promise<ForumCommentList> {
    const em = this.orm.em.fork();
    const id = asUuid(postId);
    const post = id ? await this.posts.findPost(em, id) : null;
    if (!post) throw forumErrors.postNotFound();
    await this.access.readable(em, post.forumId, userId);
    return { comments: await this.views.comments(em, post.id) };
  }
}
