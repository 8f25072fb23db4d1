import { describe, expect, it } from '@jest/globals';
import { genericMessages } from '@encontro/contracts';
import { callerContext, serviceCaller } from '@encontro/server-messaging';
import { expectNotCalled, expectRefusal, ormForking, serviceUnderTest } from '@encontro/testing/unit';
import { randomUUID } from 'node:crypto';
import { VotesRepository } from './votes.repository.js';
import { WeekVotersService } from './week-voters.service.js';

const SAO_PAULO = '3550308';
const WEEK = '2026-W48';

describe(WeekVotersService.name, () => {
  const t = serviceUnderTest(WeekVotersService, ({ em }) => ({
    orm: ormForking(em),
    votes: VotesRepository,
  }));
  const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()].sort();
  const asNotificationSvc = <T>(work: () => Promise<T>) =>
    callerContext.run(serviceCaller('notification-svc'), work);

  it('asks for one more voter than the page holds, and names the last one as where the next page starts', async () => {
    t.votes.weekVoters.mockResolvedValue([a!, b!, c!]);

    const page = await asNotificationSvc(() =>
      t.sut.page({ city_id: SAO_PAULO, week: WEEK, after: undefined, limit: 2 }),
    );

    expect(t.votes.weekVoters).toHaveBeenCalledWith(t.em, {
      cityId: SAO_PAULO,
      week: WEEK,
      after: null,
      limit: 3,
    });
    expect(page).toEqual({ user_ids: [a, b], next: b });
  });

  it('ends with next null when no voter is left after the page', async () => {
    t.votes.weekVoters.mockResolvedValue([c!]);

    const page = await asNotificationSvc(() =>
      t.sut.page({ city_id: SAO_PAULO, week: WEEK, after: b, limit: 2 }),
    );

    expect(t.votes.weekVoters).toHaveBeenCalledWith(t.em, expect.objectContaining({ after: b }));
    expect(page).toEqual({ user_ids: [c], next: null });
  });

  it.each([
    ['another service', serviceCaller('admin-svc')],
    ['an administrator', { sub: randomUUID(), admin: true }],
    ['nobody signed', undefined],
  ])('tells %s nothing of who voted', async (_who, caller) => {
    const asked = () => t.sut.page({ city_id: SAO_PAULO, week: WEEK, limit: 10 });
    const work = caller ? callerContext.run(caller, asked) : asked();

    await expectRefusal(work, 'CALLER_NOT_ALLOWED', genericMessages.forbidden);
    expectNotCalled(t.votes.weekVoters);
  });
});
