import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type VoteResult, indicationMessages, isNominationDay, weekOf } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { cycleErrors } from '../indications/indications.errors.js';
import { noStats, toIndicationDto } from '../indications/indications.mapper.js';
import { ReadVersions } from '../read-versions/read-versions.js';
import { VotesRepository } from './votes.repository.js';

/**
 * One vote per person per ISO week, Monday–Thursday, on an approved indication of their own city
 * and week. A vote can be removed and cast again (on the same or another indication).
 */
@Injectable()
export class VotesService {
  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(VotesRepository) private readonly votes: VotesRepository,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(ReadVersions) private readonly versions: ReadVersions,
  ) {}

  /**
   * Casting the vote one already has is answered as a success and changes nothing. The vote burst
   * of Thursday night is this call: one read, then the vote, its count and its event in one
   * statement (VotesRepository.cast), then the read versions of the city.
   */
  async cast(userId: string, indicationId: string): Promise<VoteResult> {
    const now = this.clock.now();
    if (!isNominationDay(now)) throw cycleErrors.votingClosed();
    const { week } = weekOf(now);
    const em = this.orm.em.fork();
    const { voterCityId, indication, host } = await this.votes.votingView(em, userId, indicationId);
    if (!voterCityId) throw cycleErrors.profileNotReady();
    if (!indication) throw cycleErrors.indicationNotFound();
    if (indication.cityId !== voterCityId) throw cycleErrors.otherCityContent();
    if (indication.status !== 'active' || indication.week !== week) throw cycleErrors.notVotable();

    const vote = { userId, week, indicationId, cityId: indication.cityId };
    const event = this.outbox.prepare('vote.cast', {
      indication_id: indicationId,
      user_id: userId,
      week,
      city_id: indication.cityId,
      at: now.toISOString(),
    });
    let count = await this.votes.cast(em, vote, now, event);
    if (count !== null) await this.versions.advance({ cities: [indication.cityId] });
    else {
      const existing = await this.votes.findForUserWeek(em, userId, week);
      if (existing?.indicationId !== indicationId)
        throw existing ? cycleErrors.alreadyVoted() : cycleErrors.notVotable();
      // The vote was already there (maybe cast a moment ago, at once): today's count, not the one read before.
      const current = await this.votes.votingView(em, userId, indicationId);
      count = current.indication?.voteCount ?? indication.voteCount;
    }
    return {
      message: indicationMessages.voted,
      indication: toIndicationDto(indication, host ?? undefined, noStats, count),
      last_voted_indication_id: indicationId,
    };
  }

  async remove(userId: string, indicationId: string): Promise<VoteResult> {
    const now = this.clock.now();
    if (!isNominationDay(now)) throw cycleErrors.votingClosed();
    const { week } = weekOf(now);
    const em = this.orm.em.fork();
    const { indication, host } = await this.votes.votingView(em, userId, indicationId);
    if (!indication) throw cycleErrors.indicationNotFound();
    const event = this.outbox.prepare('vote.removed', {
      indication_id: indicationId,
      user_id: userId,
      week,
      city_id: indication.cityId,
      at: now.toISOString(),
    });
    const count = await this.votes.remove(em, { userId, week, indicationId }, now, event);
    if (count === null) throw cycleErrors.noVote();
    await this.versions.advance({ cities: [indication.cityId] });
    return {
      message: indicationMessages.voteRemoved,
      indication: toIndicationDto(indication, host ?? undefined, noStats, count),
      last_voted_indication_id: null,
    };
  }
}
