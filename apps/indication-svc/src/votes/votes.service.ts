import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { type VoteResult, indicationMessages, isNominationDay, weekOf } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { indicationErrors } from '../indication.errors.js';
import { noStats, toIndicationDto } from '../indications/indications.mapper.js';
import { ReadVersions } from '../read-versions/read-versions.js';
import { type VotingView, VotesRepository } from './votes.repository.js';
import type { Indication } from '../indications/indication.entity.js';

/**
 * One vote per person per ISO week, Monday–Thursday, on an approved indication of their own city
 * and week. A vote can be removed and cast again (on the same or another indication).
 */
@Injectable()
export class VotesService {
  /** Each indication's city, learnt from a vote's read: it never changes (the vote's statement checks the rest). */
  private readonly indicationCities = new LRUCache<string, string>({ max: 100_000 });

  constructor(
    private readonly orm: MikroORM,
    private readonly votes: VotesRepository,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly versions: ReadVersions,
  ) {}

  /**
   * Casting the vote one already has is answered as a success and changes nothing. The vote burst
   * of Thursday night is this call: one statement (VotesRepository.castWithView: what the vote must
   * know, the vote, its count and its event), then the read versions of the city. The first vote on
   * an indication reads it first, to learn its city.
   */
  async cast(userId: string, indicationId: string, network: string | null = null): Promise<VoteResult> {
    const { now, week, em, cityId, event } = await this.begin('vote.cast', userId, indicationId);
    const { view, counted } = await this.votes.castWithView(
      em,
      { userId, week, indicationId, cityId, network },
      now,
      event,
    );
    const indication = this.votable(view, week);
    let counts = counted;
    if (counts !== null) await this.versions.advance({ cities: [cityId] });
    else {
      const existing = await this.votes.findForUserWeek(em, userId, week);
      if (existing?.indicationId !== indicationId)
        throw existing ? indicationErrors.alreadyVoted() : indicationErrors.notVotable();
      // The vote was already there (maybe cast a moment ago, at once): today's counts, not the ones read before.
      const current = (await this.votes.votingView(em, userId, indicationId)).indication ?? indication;
      counts = { voteCount: current.voteCount, votesUnderReview: current.votesUnderReview };
    }
    return {
      message: indicationMessages.voted,
      indication: toIndicationDto(
        indication,
        view.host ?? undefined,
        noStats,
        counts.voteCount,
        counts.votesUnderReview,
      ),
      last_voted_indication_id: indicationId,
    };
  }

  async remove(userId: string, indicationId: string): Promise<VoteResult> {
    const { now, week, em, cityId, event } = await this.begin('vote.removed', userId, indicationId);
    const { view, counted } = await this.votes.removeWithView(em, { userId, week, indicationId }, now, event);
    const indication = this.found(view);
    if (counted === null) throw indicationErrors.noVote();
    await this.versions.advance({ cities: [cityId] });
    return {
      message: indicationMessages.voteRemoved,
      indication: toIndicationDto(
        indication,
        view.host ?? undefined,
        noStats,
        counted.voteCount,
        counted.votesUnderReview,
      ),
      last_voted_indication_id: null,
    };
  }

  /**
   * What a cast and a removal start from, on the voting days only: the week, a fork, the
   * indication's city and the event announcing the change. The city is remembered, or read from
   * the vote's view: a cast refuses an indication one may not vote on, a removal a missing one.
   */
  private async begin(name: 'vote.cast' | 'vote.removed', userId: string, indicationId: string) {
    const now = this.clock.now();
    if (!isNominationDay(now)) throw indicationErrors.votingClosed();
    const { week } = weekOf(now);
    const em = this.orm.em.fork();
    let cityId = this.indicationCities.get(indicationId);
    if (cityId === undefined) {
      const view = await this.votes.votingView(em, userId, indicationId);
      cityId = (name === 'vote.cast' ? this.votable(view, week) : this.found(view)).cityId;
    }
    const event = this.outbox.prepare(name, {
      indication_id: indicationId,
      user_id: userId,
      week,
      city_id: cityId,
      at: now.toISOString(),
    });
    return { now, week, em, cityId, event };
  }

  /** The indication of the view, whose city is remembered from now on; 404 without one. */
  private found(view: VotingView): Indication {
    if (!view.indication) throw indicationErrors.indicationNotFound();
    this.indicationCities.set(view.indication.id, view.indication.cityId);
    return view.indication;
  }

  /** The indication when the voter may vote on it this week; the refusal otherwise. */
  private votable(view: VotingView, week: string): Indication {
    if (!view.voterCityId) throw indicationErrors.profileNotReady();
    const indication = this.found(view);
    if (indication.cityId !== view.voterCityId) throw indicationErrors.otherCityContent();
    if (indication.status !== 'active' || indication.week !== week) throw indicationErrors.notVotable();
    return indication;
  }
}
