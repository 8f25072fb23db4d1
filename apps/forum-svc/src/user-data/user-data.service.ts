import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type EventPayload, type ForumUserData, REMOVED_USER_NAME } from '@encontro/contracts';
import { EventConsumer } from '@encontro/server-events';
import { CheckinsRepository } from '../forums/checkins.repository.js';
import { ForumsRepository } from '../forums/forums.repository.js';
import { LiveUpdates } from '../live/live-updates.service.js';
import { UpdatesRepository } from '../live/updates.repository.js';
import { ForumViews } from '../forums/forum-views.service.js';
import { MemoriesRepository } from '../memories/memories.repository.js';
import { PeopleRepository } from '../people/people.repository.js';
import { PostsRepository } from '../posts/posts.repository.js';

/**
 * A person's data in forum-svc (LGPD): the export, and the erasure on user.deleted — their posts
 * (with every comment on them), their comments, memories, presences, check-ins, connections and the person
 * row. Open forum pages learn it through post_deleted / post_updated / stats_updated updates.
 * Forums they host stay (the meetup happened) with the host shown as 'Usuário removido', as in every service.
 */
@Injectable()
export class UserDataService implements OnModuleInit {
  private readonly logger = new Logger(UserDataService.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly events: EventConsumer,
    private readonly forums: ForumsRepository,
    private readonly checkins: CheckinsRepository,
    private readonly posts: PostsRepository,
    private readonly memories: MemoriesRepository,
    private readonly people: PeopleRepository,
    private readonly updates: UpdatesRepository,
    private readonly views: ForumViews,
    private readonly live: LiveUpdates,
  ) {}

  onModuleInit(): void {
    this.events.on('user.deleted', (payload, em) => this.erase(em, payload));
  }

  async export(userId: string): Promise<ForumUserData> {
    const em = this.orm.em.fork();
    const [posts, comments, memories, participations, checkins] = [
      await this.posts.postsBy(em, userId),
      await this.posts.commentsBy(em, userId),
      await this.memories.by(em, userId),
      await this.forums.participationsOf(em, userId),
      await this.checkins.of(em, userId),
    ];
    const forums = await this.forums.findByIds(em, [
      ...participations.map((p) => p.forumId),
      ...checkins.map((c) => c.forumId),
    ]);
    return {
      service: 'forum-svc',
      data: {
        posts: posts.map((p) => ({
          id: p.id,
          forum_id: p.forumId,
          content: p.content,
          created_at: p.createdAt.toISOString(),
        })),
        comments: comments.map((c) => ({
          id: c.id,
          post_id: c.postId,
          content: c.content,
          created_at: c.createdAt.toISOString(),
        })),
        memories: memories.map((m) => ({
          id: m.id,
          forum_id: m.forumId,
          photo_url: m.photoKey,
          description: m.description,
          created_at: m.createdAt.toISOString(),
        })),
        participations: participations.map((p) => ({
          forum_id: p.forumId,
          forum_name: forums.get(p.forumId)?.meetup.name ?? '',
          week: forums.get(p.forumId)?.week ?? '',
          confirmed_at: p.confirmedAt.toISOString(),
        })),
        checkins: checkins.map((c) => ({
          forum_id: c.forumId,
          forum_name: forums.get(c.forumId)?.meetup.name ?? '',
          week: forums.get(c.forumId)?.week ?? '',
          checked_in_at: c.checkedInAt.toISOString(),
        })),
      },
    };
  }

  async erase(em: EntityManager, e: EventPayload<'user.deleted'>): Promise<void> {
    const userId = e.user_id;
    const touched = new Set<string>([
      ...(await this.posts.postsBy(em, userId)).map((p) => p.forumId),
      ...(await this.posts.commentsBy(em, userId)).map((c) => c.forumId),
      ...(await this.forums.participationsOf(em, userId)).map((p) => p.forumId),
    ]);
    const forumIds = [...touched].sort();
    for (const id of forumIds) await this.live.lock(em, id);

    const removed = await this.posts.deleteAllBy(em, userId);
    await this.memories.deleteBy(em, userId);
    await this.forums.deleteParticipations(em, userId);
    await this.checkins.deleteBy(em, userId);
    await this.updates.deleteConnectionsOf(em, userId);
    for (const hosted of await this.forums.hostedBy(em, userId)) hosted.hostName = REMOVED_USER_NAME;
    await this.people.delete(em, userId);
    await em.flush();

    const deletedPosts = new Set(removed.posts.map((p) => p.id));
    const changedPosts = new Set(
      removed.comments.map((c) => c.post_id).filter((id) => !deletedPosts.has(id)),
    );
    const forums = await this.forums.findByIds(em, forumIds);
    for (const post of removed.posts)
      await this.live.add(em, post.forum_id, 'post_deleted', { post_id: post.id });
    for (const postId of changedPosts) {
      const post = await this.posts.findPost(em, postId);
      if (post) await this.live.add(em, post.forumId, 'post_updated', await this.views.post(em, post));
    }
    for (const forum of forums.values()) await this.live.addStats(em, forum);
    if (forums.size) this.live.pushSoon();
    this.logger.log(
      `erased user ${userId}: ${removed.posts.length} post(s), ${removed.comments.length} comment(s)`,
    );
  }
}
