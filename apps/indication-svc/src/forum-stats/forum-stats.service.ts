import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventConsumer } from '@encontro/server-events';
import { ReadVersions } from '../read-versions/read-versions.js';
import { ForumStatsRepository } from './forum-stats.repository.js';

/**
 * Posts and comments belong to forum-svc: it announces a winner's forum counts with
 * forum.stats_changed (absolute, versioned), and every indication answer shows them.
 */
@Injectable()
export class ForumStatsConsumer implements OnModuleInit {
  constructor(
    private readonly events: EventConsumer,
    private readonly stats: ForumStatsRepository,
    private readonly versions: ReadVersions,
  ) {}

  onModuleInit(): void {
    // Real time: when the counts arrived, not a weekly rule.
    this.events.on('forum.stats_changed', async (payload, em) => {
      const cityId = await this.stats.apply(em, payload, new Date());
      if (cityId) this.versions.touch(em, { cities: [cityId] });
    });
  }
}
