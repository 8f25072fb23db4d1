import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  type ForumConnectResult,
  type ForumDisconnectResult,
  type ForumUpdatesResult,
  isForumCursor,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { FORUM_CONFIG, type ForumConfig } from '../config.js';
import { ForumAccess } from '../forums/forum-access.service.js';
import { ForumPagesRepository } from '../forums/forum-pages.repository.js';
import { asUuid, forumErrors } from '../forums/forums.errors.js';
import { UpdatesRepository } from './updates.repository.js';

/** Updates a single poll (or replay) returns at most; the client gets the rest on its next poll. */
export const UPDATES_PAGE = 100;

const maxCursor = (a: string, b: string) => (BigInt(a) >= BigInt(b) ? a : b);

/**
 * The polling contract (SPEC §7, shared-forum-contract.md): connect → poll → disconnect, each
 * update returned once per connection. The server keeps per connection the last update id it
 * delivered; a connection not polled for FORUM_CONNECTION_TTL_MS is forgotten, and polling with a
 * forgotten id simply opens it again from the client's `last_update`.
 */
@Injectable()
export class LiveService {
  constructor(
    private readonly orm: MikroORM,
    private readonly access: ForumAccess,
    private readonly updates: UpdatesRepository,
    private readonly clock: Clock,
    @Inject(FORUM_CONFIG) private readonly config: Pick<ForumConfig, 'FORUM_CONNECTION_TTL_MS'>,
    private readonly pages: ForumPagesRepository,
  ) {}

  async connect(userId: string, forumId: string, connectionId: string): Promise<ForumConnectResult> {
    return this.orm.em.fork().transactional(async (em) => {
      const { forum } = await this.access.readable(em, forumId, userId);
      const now = this.clock.now();
      await this.updates.purgeStale(em, new Date(now.getTime() - this.config.FORUM_CONNECTION_TTL_MS));
      const existing = await this.updates.findConnectionForUpdate(em, forum.id, connectionId);
      if (existing && existing.user_id !== userId) throw forumErrors.connectionInvalid();
      const delivered = existing?.delivered ?? (await this.updates.latestId(em, forum.id));
      await this.updates.saveConnection(em, { forumId: forum.id, connectionId, userId, delivered, at: now });
      return { success: true, last_update: delivered };
    });
  }

  async disconnect(userId: string, forumId: string, connectionId: string): Promise<ForumDisconnectResult> {
    const id = asUuid(forumId);
    if (id) await this.updates.deleteConnection(this.orm.em.fork(), id, connectionId, userId);
    return { success: true };
  }

  /**
   * With a connection: what it has not been given yet, after `last_update` if the client has seen
   * further (e.g. through the push stream). Without one (the SSE Last-Event-ID replay): the updates
   * after `last_update`, or none when there is no cursor. `last_update` is an update id or the
   * ISO-8601 time of the client's last update (read as the id of the last update made by then).
   */
  async poll(
    userId: string,
    forumId: string,
    connectionId: string | undefined,
    lastUpdateSent = '0',
  ): Promise<ForumUpdatesResult> {
    const id = asUuid(forumId);
    if (!id) throw forumErrors.forumNotFound();
    return this.orm.em.fork().transactional(async (em) => {
      // The read rule in one light statement: polls are the forum's most frequent call.
      const forum = this.access.readableStamp(await this.pages.stamp(em, id, userId));
      // undefined: no cursor sent; '0' from an instant: everything (it is before the first update).
      const lastUpdate = !isForumCursor(lastUpdateSent)
        ? await this.updates.latestIdAt(em, forum.id, new Date(lastUpdateSent))
        : lastUpdateSent === '0'
          ? undefined
          : lastUpdateSent;
      if (!connectionId) {
        if (lastUpdate === undefined)
          return { updates: [], last_update: await this.updates.latestId(em, forum.id) };
        const updates = await this.updates.after(em, forum.id, lastUpdate, UPDATES_PAGE);
        return { updates, last_update: updates.at(-1)?.id ?? lastUpdate };
      }
      const now = this.clock.now();
      const connection = await this.updates.findConnectionForUpdate(em, forum.id, connectionId);
      if (connection && connection.user_id !== userId) throw forumErrors.connectionInvalid();
      const from = connection
        ? maxCursor(connection.delivered, lastUpdate ?? '0')
        : (lastUpdate ?? (await this.updates.latestId(em, forum.id)));
      const updates = await this.updates.after(em, forum.id, from, UPDATES_PAGE);
      const delivered = updates.at(-1)?.id ?? from;
      await this.updates.saveConnection(em, { forumId: forum.id, connectionId, userId, delivered, at: now });
      return { updates, last_update: delivered };
    });
  }
}
