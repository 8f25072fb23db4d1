import { Injectable } from '@nestjs/common';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { ForumStats, ForumUpdate, ForumUpdateType } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import type { Forum } from '../forums/forum.entity.js';
import { ForumViews } from '../forums/forum-views.service.js';
import { ForumsRepository } from '../forums/forums.repository.js';
import { PushRelay } from './push-relay.service.js';
import { UpdatesRepository } from './updates.repository.js';

/**
 * Writes a forum's real-time updates in the caller's transaction. Take the forum's lock first
 * (`lock`), before the change, so its update ids commit in order; push after commit (`pushNow`) or,
 * inside an event consumer's transaction, `pushSoon`.
 */
@Injectable()
export class LiveUpdates {
  constructor(
    private readonly forums: ForumsRepository,
    private readonly updates: UpdatesRepository,
    private readonly views: ForumViews,
    private readonly relay: PushRelay,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  lock(em: EntityManager, forumId: string): Promise<void> {
    return this.forums.lock(em, forumId);
  }

  /**
   * Every stats_updated is also announced to the other services (forum.stats_changed, through the
   * outbox in the same transaction): its update id is the version, growing with each change of
   * the forum, so indication-svc keeps the latest counts whatever order the events come in.
   */
  async add<T extends ForumUpdateType>(
    em: EntityManager,
    forumId: string,
    type: T,
    data: Extract<ForumUpdate, { type: T }>['data'],
  ): Promise<ForumUpdate> {
    const update = await this.updates.add(em, forumId, type, data, this.clock.now());
    if (update.type === 'stats_updated') this.announceStats(em, forumId, update.data, Number(update.id));
    return update;
  }

  /** A new forum's counts (the host alone), before any update of it: version 0. */
  async announceOpened(em: EntityManager, forum: Forum): Promise<void> {
    this.announceStats(em, forum.id, await this.views.stats(em, forum), 0);
  }

  private announceStats(em: EntityManager, forumId: string, stats: ForumStats, version: number): void {
    this.outbox.add(em, 'forum.stats_changed', {
      indication_id: forumId,
      posts: stats.total_posts,
      comments: stats.total_comments,
      confirmed_participants: stats.active_participants,
      version,
      at: this.clock.now().toISOString(),
    });
  }

  /** stats_updated with the forum's counts as they are in this transaction (flush first). */
  async addStats(em: EntityManager, forum: Forum): Promise<ForumUpdate> {
    return this.add(em, forum.id, 'stats_updated', await this.views.stats(em, forum));
  }

  pushNow(): void {
    this.relay.wake();
  }

  pushSoon(): void {
    this.relay.wakeSoon();
  }
}

/** `work` in a transaction of its own, then the push of the updates it wrote (after the commit). */
export async function writeThenPush<T>(
  orm: MikroORM,
  live: LiveUpdates,
  work: (em: EntityManager) => Promise<T>,
): Promise<T> {
  const result = await orm.em.fork().transactional(work);
  live.pushNow();
  return result;
}
