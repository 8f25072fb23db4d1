import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ErrorReason, indicationMessages as m, weekOf } from '@encontro/contracts';
import { Outbox, type PreparedEvent } from '@encontro/server-events';
import { clockAt, expectRefusal, ormForking, serviceUnderTest } from '@encontro/testing/unit';
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
  const em = {} as EntityManager;
  const t = serviceUnderTest(VotesService, () => ({
    orm: ormForking(em),
    votes: VotesRepository,
    outbox: Outbox,
    clock: clockAt(THURSDAY_NIGHT),
    versions: ReadVersions,
  }));
  const event = { id: 'event' } as unknown as PreparedEvent;
  const voter = personFactory();

  const view = (indication = indicationFactory(), voterCityId: string | null = voter.cityId): VotingView => ({
    voterCityId,
    indication,
    host: personFactory({ userId: indication.hostId }),
  });
  /** The voter's view of `indication`, then the count its cast answers (null: the vote was already there). */
  const castAnswers = (indication: Indication, counted: number | null, votesUnderReview = 0) => {
    t.votes.votingView.mockResolvedValue(view(indication));
    t.votes.castWithView.mockResolvedValue({
      view: view(indication),
      counted: counted === null ? null : { voteCount: counted, votesUnderReview },
    });
  };
  /** The voter's view of `indication`, then the count its removal answers (null: there was no vote). */
  const removalAnswers = (indication: Indication, counted: number | null) => {
    t.votes.votingView.mockResolvedValue(view(indication));
    t.votes.removeWithView.mockResolvedValue({
      view: view(indication),
      counted: counted === null ? null : { voteCount: counted, votesUnderReview: 0 },
    });
  };

  beforeEach(() => {
    t.outbox.prepare.mockReturnValue(event);
    t.versions.advance.mockResolvedValue(undefined);
  });

  it('refuses a vote from Friday to Sunday without reading anything', async () => {
    t.clock.set(SATURDAY);
    await expectRefusal(t.sut.cast(voter.userId, 'any'), 'VOTING_CLOSED', m.votingClosed);
    expect(t.votes.votingView).not.toHaveBeenCalled();
  });

  it('reads a first vote’s indication to learn its city, then casts, counts and announces in one call', async () => {
    const indication = indicationFactory({ voteCount: 4 });
    castAnswers(indication, 5);

    const result = await t.sut.cast(voter.userId, indication.id, 'QkFSLURBLUxBR09BLTEyMz');

    expect(t.votes.castWithView).toHaveBeenCalledWith(
      em,
      {
        userId: voter.userId,
        week,
        indicationId: indication.id,
        cityId: indication.cityId,
        network: 'QkFSLURBLUxBR09BLTEyMz',
      },
      THURSDAY_NIGHT,
      event,
    );
    expect(t.outbox.prepare).toHaveBeenCalledWith('vote.cast', {
      indication_id: indication.id,
      user_id: voter.userId,
      week,
      city_id: indication.cityId,
      at: THURSDAY_NIGHT.toISOString(),
    });
    expect(t.versions.advance).toHaveBeenCalledWith({ cities: [indication.cityId] });
    expect(result).toMatchObject({
      message: m.voted,
      last_voted_indication_id: indication.id,
      indication: { indication_id: indication.id, vote_count: 5 },
    });
  });

  it('remembers the indication’s city, so the next vote on it is one call', async () => {
    const indication = indicationFactory();
    castAnswers(indication, 1);

    await t.sut.cast(voter.userId, indication.id);
    await t.sut.cast(personFactory().userId, indication.id);

    expect(t.votes.votingView).toHaveBeenCalledTimes(1);
    expect(t.votes.castWithView).toHaveBeenCalledTimes(2);
  });

  it.each<{ name: string; seen: VotingView; reason: ErrorReason; message: string }>([
    {
      name: 'refuses a voter whose profile has no city yet',
      seen: view(indicationFactory(), null),
      reason: 'PROFILE_NOT_READY',
      message: m.profileNotReady,
    },
    {
      name: 'refuses a vote on another city’s indication',
      seen: view(indicationFactory({ cityId: '3304557', city: 'Rio de Janeiro' })),
      reason: 'OTHER_CITY_CONTENT',
      message: m.otherCityContent,
    },
    {
      name: 'refuses a vote on an indication still waiting for approval',
      seen: view(indicationFactory({ status: 'pending' })),
      reason: 'NOT_VOTABLE',
      message: m.notVotable,
    },
    {
      name: 'refuses a vote on an indication of another week',
      seen: view(indicationFactory({ week: '2026-W40' })),
      reason: 'NOT_VOTABLE',
      message: m.notVotable,
    },
    {
      name: 'answers 404 for an indication that does not exist',
      seen: { voterCityId: voter.cityId, indication: null, host: null },
      reason: 'INDICATION_NOT_FOUND',
      message: m.indicationNotFound,
    },
  ])('$name', async ({ seen, reason, message }) => {
    t.votes.votingView.mockResolvedValue(seen);
    await expectRefusal(t.sut.cast(voter.userId, 'x'), reason, message);
    expect(t.votes.castWithView).not.toHaveBeenCalled();
  });

  it('answers casting the vote one already has as a success with today’s count, changing nothing', async () => {
    const indication = indicationFactory({ voteCount: 7 });
    castAnswers(indication, null);
    t.votes.findForUserWeek.mockResolvedValue({
      userId: voter.userId,
      week,
      indicationId: indication.id,
    } as Vote);

    const result = await t.sut.cast(voter.userId, indication.id);

    expect(result.indication.vote_count).toBe(7);
    expect(t.versions.advance).not.toHaveBeenCalled();
  });

  it('answers a vote held under review with both counts: it does not count, it is under review', async () => {
    const indication = indicationFactory({ voteCount: 4 });
    castAnswers(indication, 4, 1);

    const result = await t.sut.cast(voter.userId, indication.id);

    expect(result.indication).toMatchObject({ vote_count: 4, votes_under_review: 1 });
  });

  it('refuses a second vote of the week on another indication', async () => {
    const indication = indicationFactory();
    castAnswers(indication, null);
    t.votes.findForUserWeek.mockResolvedValue({ userId: voter.userId, week, indicationId: 'other' } as Vote);

    await expectRefusal(t.sut.cast(voter.userId, indication.id), 'ALREADY_VOTED', m.alreadyVoted);
    expect(t.versions.advance).not.toHaveBeenCalled();
  });

  it('removes a vote, announces it and advances the city’s read version', async () => {
    const indication = indicationFactory({ voteCount: 3 });
    removalAnswers(indication, 2);

    const result = await t.sut.remove(voter.userId, indication.id);

    expect(t.outbox.prepare).toHaveBeenCalledWith(
      'vote.removed',
      expect.objectContaining({ city_id: indication.cityId }),
    );
    expect(t.versions.advance).toHaveBeenCalledWith({ cities: [indication.cityId] });
    expect(result).toMatchObject({ message: m.voteRemoved, last_voted_indication_id: null });
    expect(result.indication.vote_count).toBe(2);
  });

  it('answers 404 when there is no vote to remove', async () => {
    const indication = indicationFactory();
    removalAnswers(indication, null);

    await expectRefusal(t.sut.remove(voter.userId, indication.id), 'NO_VOTE', m.noVote);
    expect(t.versions.advance).not.toHaveBeenCalled();
  });
});
