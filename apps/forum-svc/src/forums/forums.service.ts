import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ForumAccess as ForumAccessResult, ForumResponse } from '@encontro/contracts';
import { ForumAccess } from './forum-access.service.js';
import { ForumReads } from './forum-reads.service.js';
import { forumWindow } from './forum-window.util.js';

/** GET /api/forum/{id}: the forum page (SPEC §3 Forum response). */
@Injectable()
export class ForumsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly access: ForumAccess,
    private readonly reads: ForumReads,
  ) {}

  get(userId: string, forumId: string): Promise<ForumResponse> {
    return this.reads.page(userId, forumId);
  }

  /** The light read check of the SSE stream: same rule as `get`. */
  async checkAccess(userId: string, forumId: string): Promise<ForumAccessResult> {
    const { forum } = await this.access.readable(this.orm.em.fork(), forumId, userId);
    return { forum_id: forum.id, open_until: forumWindow(forum.week).closes.toISOString() };
  }
}
