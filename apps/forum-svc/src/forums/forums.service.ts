import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ForumAccess as ForumAccessResult, ForumResponse } from '@encontro/contracts';
import { ForumAccess } from './forum-access.service.js';
import { ForumViews } from './forum-views.service.js';
import { forumWindow } from './forum-window.util.js';
import { toWinnerDto } from './forums.mapper.js';

/** GET /api/forum/{id}: the forum page (SPEC §3 Forum response). */
@Injectable()
export class ForumsService {
  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(ForumAccess) private readonly access: ForumAccess,
    @Inject(ForumViews) private readonly views: ForumViews,
  ) {}

  async get(userId: string, forumId: string): Promise<ForumResponse> {
    const em = this.orm.em.fork();
    const { forum } = await this.access.readable(em, forumId, userId);
    const [posts, stats, confirmed] = [
      await this.views.postsOf(em, forum.id),
      await this.views.stats(em, forum),
      await this.views.confirmedUsers(em, forum),
    ];
    const host = confirmed.people.get(forum.hostId);
    const userConfirmed = confirmed.users.some((u) => u.user_id === userId && u.confirmed_at !== null);
    return {
      forum_id: forum.id,
      winner: toWinnerDto(forum, host, this.views.hostName(forum, host)),
      posts,
      stats,
      user_confirmed: userConfirmed,
      userConfirmation: userConfirmed,
      is_host: forum.hostId === userId,
      confirmed_users: confirmed.users,
      open_until: forumWindow(forum.week).closes.toISOString(),
    };
  }

  /** The light read check of the SSE stream: same rule as `get`. */
  async checkAccess(userId: string, forumId: string): Promise<ForumAccessResult> {
    const { forum } = await this.access.readable(this.orm.em.fork(), forumId, userId);
    return { forum_id: forum.id, open_until: forumWindow(forum.week).closes.toISOString() };
  }
}
