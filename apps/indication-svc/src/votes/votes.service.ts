import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type VoteResult, indicationMessages, isNominationDay, weekOf } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { cycleErrors } from '../indications/indications.errors.js';
import { noStats, toIndicationDto } from '../indications/indications.mapper.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { CityScopes } from '../people/city-scope.service.js';
import { PeopleRepository } from '../people/people.repository.js';
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
    @Inject(IndicationsRepository) private readonly indications: IndicationsRepository,
    @Inject(PeopleRepository) private readonly people: PeopleRepository,
    @Inject(CityScopes) private readonly scopes: CityScopes,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(ReadVersions) private readonly versions: ReadVersions,
  ) {}

  /** Casting the vote one already has is answered as a success and changes nothing. */
  async cast(userId: string, indicationId: string): Promise<VoteResult> {
    const now = this.clock.now();
    if (!isNominationDay(now)) throw cycleErrors.votingClosed();
    const { week } = weekOf(now);
    return this.orm.em.fork().transactional(async (em) => {
      const person = await this.scopes.requirePerson(em, userId);
      const indication = await this.indications.findById(em, indicationId);
      if (!indication) throw cycleErrors.indicationNotFound();
      if (indication.cityId !== person.cityId) throw cycleErrors.otherCityContent();
      if (indication.status !== 'active' || indication.week !== week) throw cycleErrors.notVotable();

      const vote = { userId, week, indicationId, cityId: indication.cityId };
      let count = indication.voteCount;
      if (await this.votes.insertIfAbsent(em, vote, now)) {
        count = await this.indications.addVotes(em, indicationId, 1, now);
        this.versions.touch(em, { cities: [indication.cityId] });
        this.outbox.add(em, 'vote.cast', {
          indication_id: indicationId,
          user_id: userId,
          week,
          city_id: indication.cityId,
          at: now.toISOString(),
        });
      } else {
        const existing = await this.votes.findForUserWeek(em, userId, week);
        if (existing?.indicationId !== indicationId) throw cycleErrors.alreadyVoted();
      }
      const host = await this.people.findById(em, indication.hostId);
      return {
        message: indicationMessages.voted,
        indication: toIndicationDto(indication, host ?? undefined, noStats, count),
        last_voted_indication_id: indicationId,
      };
    });
  }

  async remove(userId: string, indicationId: string): Promise<VoteResult> {
    const now = this.clock.now();
    if (!isNominationDay(now)) throw cycleErrors.votingClosed();
    const { week } = weekOf(now);
    return this.orm.em.fork().transactional(async (em) => {
      const indication = await this.indications.findById(em, indicationId);
      if (!indication) throw cycleErrors.indicationNotFound();
      if (!(await this.votes.delete(em, userId, week, indicationId))) throw cycleErrors.noVote();
      const count = await this.indications.addVotes(em, indicationId, -1, now);
      this.versions.touch(em, { cities: [indication.cityId] });
      this.outbox.add(em, 'vote.removed', {
        indication_id: indicationId,
        user_id: userId,
        week,
        city_id: indication.cityId,
        at: now.toISOString(),
      });
      const host = await this.people.findById(em, indication.hostId);
      return {
        message: indicationMessages.voteRemoved,
        indication: toIndicationDto(indication, host ?? undefined, noStats, count),
        last_voted_indication_id: null,
      };
    });
  }
}
