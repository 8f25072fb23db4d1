import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ForumUpdate, ForumUpdateType } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
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
    @Inject(ForumsRepository) private readonly forums: ForumsRepository,
    @Inject(UpdatesRepository) private readonly updates: UpdatesRepository,
    @Inject(ForumViews) private readonly views: ForumViews,
    @Inject(PushRelay) private readonly relay: PushRelay,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  lock(em: EntityManager, forumId: string): Promise<void> {
    return this.forums.lock(em, forumId);
  }

  add<T extends ForumUpdateType>(
    em: EntityManager,
    forumId: string,
    type: T,
    data: Extract<ForumUpdate, { type: T }>['data'],
  ): Promise<ForumUpdate> {
    return this.updates.add(em, forumId, type, data, this.clock.now());
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
