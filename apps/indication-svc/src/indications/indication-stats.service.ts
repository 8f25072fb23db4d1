import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Indication as IndicationDto } from '@encontro/contracts';
import { AttendancesRepository } from '../attendance/attendances.repository.js';
import { ForumStatsRepository } from '../forum-stats/forum-stats.repository.js';

import { noStats } from './indications.mapper.js';

export type IndicationStatsDto = IndicationDto['stats'];

/**
 * SPEC §3 Indication `stats`, the same wherever an indication is shown: a winner's forum counts as
 * forum-svc announced them (so they agree with the forum and the admin's Fóruns tab); before any
 * announcement, and for indications without a forum, no posts or comments and the presences kept here.
 */
@Injectable()
export class IndicationStats {
  constructor(
    private readonly attendances: AttendancesRepository,
    private readonly forumStats: ForumStatsRepository,
  ) {}

  async of(em: EntityManager, ids: readonly string[]): Promise<Map<string, IndicationStatsDto>> {
    const confirmed = await this.attendances.countByIndication(em, ids);
    const forums = await this.forumStats.countsOf(em, ids);
    return new Map(
      ids.map((id) => {
        const forum = forums.get(id);
        return [
          id,
          forum
            ? {
                posts: forum.posts,
                comments: forum.comments,
                confirmed_participants: forum.confirmedParticipants,
              }
            : { ...noStats, confirmed_participants: confirmed.get(id) ?? 0 },
        ];
      }),
    );
  }
}
