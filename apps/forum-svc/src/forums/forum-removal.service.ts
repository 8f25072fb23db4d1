import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPayload } from '@encontro/contracts';
import { EventConsumer } from '@encontro/server-events';
import { LiveUpdates } from '../live/live-updates.service.js';
import { PhotoPurgesRepository } from '../photo-purges/photo-purges.module.js';
import { ForumsRepository } from './forums.repository.js';

/**
 * A forum lives only as long as its winner: any removal of the indication (an admin's deletion,
 * reported content, its author's account) deletes the forum with everything it keeps — posts,
 * comments, presences, memories (their photos queued for the gateway's storage clean-up), updates
 * and polling connections — so every route answers 404, the admin list and the last encounter no
 * longer show it, and the gateways are told to end its open streams. The removal is remembered, so
 * a late or redelivered week.closed never opens it again.
 */
@Injectable()
export class ForumRemoval implements OnModuleInit {
  private readonly logger = new Logger(ForumRemoval.name);

  constructor(
    private readonly events: EventConsumer,
    private readonly forums: ForumsRepository,
    private readonly purges: PhotoPurgesRepository,
    private readonly live: LiveUpdates,
  ) {}

  onModuleInit(): void {
    this.events.on('indication.removed', (payload, em) => this.indicationRemoved(em, payload));
  }

  async indicationRemoved(em: EntityManager, e: EventPayload<'indication.removed'>): Promise<void> {
    await this.remove(em, e.indication_id, new Date(e.at));
  }

  /** In the caller's transaction; the forum's lock keeps writers (and week.closed) out meanwhile. */
  async remove(em: EntityManager, forumId: string, at: Date): Promise<void> {
    await this.live.lock(em, forumId);
    const forum = await this.forums.findById(em, forumId);
    await this.forums.markRemoved(em, forumId, at, forum !== null);
    if (!forum) return;
    const { memoryPhotos } = await this.forums.deleteForum(em, forumId);
    // Real time: the purge queue's lease is not a weekly rule.
    await this.purges.add(em, memoryPhotos, new Date());
    this.live.pushSoon();
    this.logger.log(`forum ${forumId} removed with its winner (${memoryPhotos.length} memory photo(s))`);
  }
}
