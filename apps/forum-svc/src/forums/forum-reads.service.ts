import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ForumCommentList, ForumResponse } from '@encontro/contracts';
import { LRUCache } from 'lru-cache';
import { ForumAccess } from './forum-access.service.js';
import {
  type ForumPageBody,
  ForumPagesRepository,
  type ForumStamp,
  type Read,
} from './forum-pages.repository.js';
import { forumWindow } from './forum-window.util.js';
import { asUuid, forumErrors } from './forums.errors.js';

type Entry<T> = { forumId: string; version: string; body: T; size: number };

/** What the pages and comment lists kept by one replica may weigh (their JSON); a bound on memory, never on correctness. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * The forum's hot reads (issue 14): the page and a post's comments, each one SQL statement, kept in
 * memory with the version they were read at (ForumPagesRepository). A later read checks the rule
 * and the version in one light statement and answers from memory while the version is unchanged:
 * every change the answer shows advances it in the change's own transaction, so a read that
 * starts after a change committed never gets the answer from before it.
 */
@Injectable()
export class ForumReads {
  private readonly entries = new LRUCache<string, Entry<unknown>>({
    maxSize: MAX_BYTES,
    sizeCalculation: (entry, key) => entry.size + key.length + 200,
  });

  constructor(
    private readonly orm: MikroORM,
    private readonly access: ForumAccess,
    private readonly pages: ForumPagesRepository,
  ) {}

  /** GET /api/forum/{id}: SPEC §3 Forum response for this reader. */
  async page(userId: string, forumId: string): Promise<ForumResponse> {
    const id = asUuid(forumId);
    if (!id) throw forumErrors.forumNotFound();
    const em = this.orm.em.fork();
    const { forum, body } = await this.read<ForumPageBody>(
      `page:${id}`,
      () => this.pages.stamp(em, id, userId),
      () => this.pages.page(em, id, userId),
    );
    const confirmed = body.confirmed_users.some((u) => u.user_id === userId && u.confirmed_at !== null);
    return {
      forum_id: forum.id,
      winner: body.winner,
      posts: body.posts,
      stats: body.stats,
      user_confirmed: confirmed,
      userConfirmation: confirmed,
      is_host: forum.host_id === userId,
      confirmed_users: body.confirmed_users,
      checked_in_count: body.checked_in_count,
      open_until: forumWindow(forum.week).closes.toISOString(),
    };
  }

  /** GET /api/forum/posts/{postId}/comments: oldest first. */
  async comments(userId: string, postId: string): Promise<ForumCommentList> {
    const id = asUuid(postId);
    if (!id) throw forumErrors.postNotFound();
    const em = this.orm.em.fork();
    const notFound = <S extends ForumStamp>(stamp: S): S => {
      if (!stamp.forum) throw forumErrors.postNotFound();
      return stamp;
    };
    const { body } = await this.read<ForumCommentList['comments']>(
      `comments:${id}`,
      async () => notFound(await this.pages.postStamp(em, id, userId)),
      async () => notFound(await this.pages.comments(em, id, userId)),
    );
    return { comments: body };
  }

  private async read<T>(
    key: string,
    stamp: () => Promise<ForumStamp>,
    fetch: () => Promise<Read<T | null>>,
  ): Promise<{ forum: NonNullable<ForumStamp['forum']>; body: T }> {
    const entry = this.entries.get(key) as Entry<T> | undefined;
    if (entry) {
      const current = await stamp();
      const forum = this.access.readableStamp(current);
      if (forum.id === entry.forumId && current.version === entry.version) return { forum, body: entry.body };
    }
    const fresh = await fetch();
    const forum = this.access.readableStamp(fresh);
    if (fresh.body === null) throw forumErrors.forumNotFound();
    this.entries.set(key, { forumId: forum.id, version: fresh.version, body: fresh.body, size: fresh.size });
    return { forum, body: fresh.body };
  }
}
