import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isNominationDay, weekOf } from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import { AttendancesRepository } from '../attendance/attendances.repository.js';
import { PhotoPurgesRepository } from '../photo-purges/photo-purges.module.js';
import { VotesRepository } from '../votes/votes.repository.js';
import { WinnersRepository } from '../winners/winners.repository.js';
import type { Indication } from './indication.entity.js';
import { IndicationsRepository } from './indications.repository.js';
import { ReadVersions } from '../read-versions/read-versions.js';

/**
 * Deletes an indication for good (reported content, or its author's deleted account) with its
 * votes, presences and winner row. Voters of a week still in its vote get their vote back
 * (`vote.removed`); its photos are queued for the gateway's storage clean-up (photo_purges) and
 * `indication.removed` carries their paths too.
 */
@Injectable()
export class IndicationRemoval {
  constructor(
    private readonly indications: IndicationsRepository,
    private readonly votes: VotesRepository,
    private readonly attendances: AttendancesRepository,
    private readonly winners: WinnersRepository,
    private readonly purges: PhotoPurgesRepository,
    private readonly outbox: Outbox,
    private readonly versions: ReadVersions,
  ) {}

  async remove(
    em: EntityManager,
    indication: Indication,
    reason: 'admin' | 'user_deleted',
    now: Date,
  ): Promise<void> {
    const at = now.toISOString();
    const openWeek = isNominationDay(now) ? weekOf(now).week : null;
    for (const vote of await this.votes.deleteForIndication(em, indication.id)) {
      if (vote.week === openWeek)
        this.outbox.add(em, 'vote.removed', {
          indication_id: indication.id,
          user_id: vote.user_id,
          week: vote.week,
          city_id: vote.city_id,
          at,
        });
    }
    await this.attendances.deleteForIndication(em, indication.id);
    await this.winners.deleteForIndication(em, indication.id);
    await this.indications.delete(em, indication.id);
    this.versions.touch(em, { cities: [indication.cityId], people: [indication.hostId] });
    // Real time: the purge queue's lease is not a weekly rule.
    await this.purges.add(em, indication.photos, new Date());
    this.outbox.add(em, 'indication.removed', {
      indication_id: indication.id,
      user_id: indication.hostId,
      previous_status: indication.status,
      week: indication.week,
      city_id: indication.cityId,
      at,
      photos: indication.photos,
      reason,
    });
  }
}
