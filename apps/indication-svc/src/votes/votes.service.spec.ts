import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { indicationMessages as m, weekOf } from '@encontro/contracts';
import type { AdjustableClock } from '@encontro/server-clock';
import { Outbox, type PreparedEvent } from '@encontro/server-events';
import { automock, type Mocked, clockAt } from '@encontro/testing';
import { indicationFactory, personFactory } from '../../test/support/factories.js';
import { ReadVersions } from '../read-versions/read-versions.js';
import { VotesRepository, type VotingView } from './votes.repository.js';
import { VotesService } from './votes.service.js';
import type { Indication } from '../indications/indication.entity.js';
import type { Vote } from './vote.entity.js';

const THURSDAY_NIGHT = new Date('2026-11-26T22:00:00-03:00');
const SATURDAY = new Date('2026-11-28T12:00:00-03:00');
const week = weekOf(THURSDAY_NIGHT).week;

describe(VotesService.name, () => {
  let votes: Mocked<VotesRepository>;
  let outbox: Mocked<Outbox>;
  let versions: Mocked<ReadVersions>;
  let clock: AdjustableClock;
  let service: VotesService;
  const em = {} as EntityManager;
  const event = { id: 'event' } as unknown as PreparedEvent;
  const voter = personFactory();

  const view = (indication = indicationFactory(), voterCityId: string | null = voter.cityId): VotingView => ({
    voterCityId,
    indication,
    host: personFactory({ userId: indication.hostId }),
  });
  /** The voter's view of `indication`, then the count its cast answers (null: the vote was already there). */
  const castAnswers = (indication: Indication, counted: number | null) => {
    votes.votingView.mockResolvedValue(view(indication));
    votes.castWithView.mockResolvedValue({ view: view(indication), counted });
  };
  /** The voter's view of `indication`, then the count its removal answers (null: there was no vote). */
  const removalAnswers = (indication: Indication, counted: number | null) => {
    votes.votingView.mockResolvedValue(view(indication));
    votes.removeWithView.mockResolvedValue({ view: view(indication), counted });
  };

  beforeEach(() => {
    votes = automock(VotesRepository);
    outbox = automock(Outbox);
    versions = automock(ReadVersions);
    outbox.prepare.mockReturnValue(event);
    versions.advance.mockResolvedValue(undefined);
    clock = clockAt(THURSDAY_NIGHT);
    const orm = { em: { fork: () => em } } as unknown as MikroORM;
    service = new VotesService(orm, votes, outbox, clock, versions);
  });

  it('refuses a vote from Friday to Sunday without reading anything', async () => {
    clock.set(SATURDAY);
    await expect(service.cast(voter.userId, 'any')).rejects.toMatchObject({
      reason: 'VOTING_CLOSED',
      message: m.votingClosed,
    });
    expect(votes.votingView).not.toHaveBeenCalled();
  });

  it('reads a first vote’s indication to learn its city, then casts, counts and announces in one call', async () => {
    const indication = indicationFactory({ voteCount: 4 });
    castAnswers(indication, 5);

    const result = await service.cast(voter.userId, indication.id);

    expect(votes.castWithView).toHaveBeenCalledWith(
      em,
      { userId: voter.userId, week, indicationId: indication.id, cityId: indication.cityId },
      THURSDAY_NIGHT,
      event,
    );
    expect(outbox.prepare).toHaveBeenCalledWith('vote.cast', {
      indication_id: indication.id,
      user_id: voter.userId,
      week,
      city_id: indication.cityId,
      at: THURSDAY_NIGHT.toISOString(),
    });
    expect(versions.advance).toHaveBeenCalledWith({ cities: [indication.cityId] });
    expect(result).toMatchObject({
      message: m.voted,
      last_voted_indication_id: indication.id,
      indication: { indication_id: indication.id, vote_count: 5 },
    });
  });

  it('remembers the indication’s city, so the next vote on it is one call', async () => {
    const indication = indicationFactory();
    castAnswers(indication, 1);

    await service.cast(voter.userId, indication.id);
    await service.cast(personFactory().userId, indication.id);

    expect(votes.votingView).toHaveBeenCalledTimes(1);
    expect(votes.castWithView).toHaveBeenCalledTimes(2);
  });

  it('refuses a voter whose profile has no city yet', async () => {
    votes.votingView.mockResolvedValue(view(indicationFactory(), null));
    await expect(service.cast(voter.userId, 'x')).rejects.toMatchObject({
      reason: 'PROFILE_NOT_READY',
      message: m.profileNotReady,
    });
    expect(votes.castWithView).not.toHaveBeenCalled();
  });

  it('refuses a vote on another city’s indication', async () => {
    votes.votingView.mockResolvedValue(
      view(indicationFactory({ cityId: '3304557', city: 'Rio de Janeiro' })),
    );
    await expect(service.cast(voter.userId, 'x')).rejects.toMatchObject({
      reason: 'OTHER_CITY_CONTENT',
      message: m.otherCityContent,
    });
  });

  it('refuses a vote on an indication still waiting for approval', async () => {
    votes.votingView.mockResolvedValue(view(indicationFactory({ status: 'pending' })));
    await expect(service.cast(voter.userId, 'x')).rejects.toMatchObject({
      reason: 'NOT_VOTABLE',
      message: m.notVotable,
    });
  });

  it('refuses a vote on an indication of another week', async () => {
    votes.votingView.mockResolvedValue(view(indicationFactory({ week: '2026-W40' })));
    await expect(service.cast(voter.userId, 'x')).rejects.toMatchObject({
      reason: 'NOT_VOTABLE',
      message: m.notVotable,
    });
  });

  it('answers 404 for an indication that does not exist', async () => {
    votes.votingView.mockResolvedValue({ voterCityId: voter.cityId, indication: null, host: null });
    await expect(service.cast(voter.userId, 'x')).rejects.toMatchObject({
      reason: 'INDICATION_NOT_FOUND',
      message: m.indicationNotFound,
    });
  });

  it('answers casting the vote one already has as a success with today’s count, changing nothing', async () => {
    const indication = indicationFactory({ voteCount: 7 });
    castAnswers(indication, null);
    votes.findForUserWeek.mockResolvedValue({
      userId: voter.userId,
      week,
      indicationId: indication.id,
    } as Vote);

    const result = await service.cast(voter.userId, indication.id);

    expect(result.indication.vote_count).toBe(7);
    expect(versions.advance).not.toHaveBeenCalled();
  });

  it('refuses a second vote of the week on another indication', async () => {
    const indication = indicationFactory();
    castAnswers(indication, null);
    votes.findForUserWeek.mockResolvedValue({ userId: voter.userId, week, indicationId: 'other' } as Vote);

    await expect(service.cast(voter.userId, indication.id)).rejects.toMatchObject({
      reason: 'ALREADY_VOTED',
      message: m.alreadyVoted,
    });
    expect(versions.advance).not.toHaveBeenCalled();
  });

  it('removes a vote, announces it and advances the city’s read version', async () => {
    const indication = indicationFactory({ voteCount: 3 });
    removalAnswers(indication, 2);

    const result = await service.remove(voter.userId, indication.id);

    expect(outbox.prepare).toHaveBeenCalledWith(
      'vote.removed',
      expect.objectContaining({ city_id: indication.cityId }),
    );
    expect(versions.advance).toHaveBeenCalledWith({ cities: [indication.cityId] });
    expect(result).toMatchObject({ message: m.voteRemoved, last_voted_indication_id: null });
    expect(result.indication.vote_count).toBe(2);
  });

  it('answers 404 when there is no vote to remove', async () => {
    const indication = indicationFactory();
    removalAnswers(indication, null);

    await expect(service.remove(voter.userId, indication.id)).rejects.toMatchObject({
      reason: 'NO_VOTE',
      message: m.noVote,
    });
    expect(versions.advance).not.toHaveBeenCalled();
  });
});
