import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { clockAt, expectNotCalled, serviceUnderTest, transactionalOrm } from '@encontro/testing/unit';
import { changeRecordersOfEachTest, cycleMails } from '../../test/support/doubles.js';
import { indicationFactory, personFactory } from '../../test/support/factories.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import type { Indication } from '../indications/indication.entity.js';
import { PeopleRepository } from '../people/people.repository.js';
import type { Person } from '../people/person.entity.js';
import type { Candidate } from './ranking.js';
import { IntegrityService } from '../integrity/integrity.service.js';
import { WeekCloser } from './week-closer.service.js';
import type { Winner } from './winner.entity.js';
import { WinnersRepository } from './winners.repository.js';

const FRIDAY_MIDNIGHT = new Date('2026-11-27T00:00:00-03:00');
const WEEK = '2026-W48';
const CITY = '3550308';

describe(WeekCloser.name, () => {
  const em = {} as EntityManager;
  const recorders = changeRecordersOfEachTest();

  const t = serviceUnderTest(WeekCloser, () => ({
    orm: transactionalOrm(em),
    winners: WinnersRepository,
    indications: IndicationsRepository,
    people: PeopleRepository,
    mails: cycleMails(recorders.mail),
    outbox: recorders.outbox,
    clock: clockAt(FRIDAY_MIDNIGHT),
    versions: recorders.versions,
    integrity: IntegrityService,
  }));

  const candidateOf = (indication: Indication, minute: number): Candidate => ({
    id: indication.id,
    voteCount: indication.voteCount,
    lastVoteAt: new Date(Date.UTC(2026, 10, 26, 20, minute)),
    nominatedAt: indication.createdAt,
  });
  /** The week's indications, their hosts, and what the repositories answer about them. */
  const week = (list: Indication[], hosts: Person[]) => {
    t.winners.candidates.mockResolvedValue(list.map((indication, i) => candidateOf(indication, i)));
    t.indications.findByIds.mockImplementation((_em, ids) =>
      Promise.resolve(list.filter((i) => ids.includes(i.id)).reverse()),
    );
    t.people.findByIds.mockResolvedValue(new Map(hosts.map((p) => [p.userId, p])));
  };

  beforeEach(() => {
    t.winners.claimClosure.mockResolvedValue(true);
    t.winners.add.mockImplementation((_em, data) => ({ ...data }) as Winner);
    t.winners.setWinnerCount.mockResolvedValue(undefined);
    t.integrity.autoHold.mockResolvedValue(0);
  });

  it('closes nothing when another replica already closed the week', async () => {
    t.winners.claimClosure.mockResolvedValue(false);
    await expect(t.sut.close(WEEK, CITY)).resolves.toBe(false);
    expectNotCalled(t.winners.add, t.outbox.add, t.integrity.autoHold);
  });

  it('holds the week’s high-risk clusters first, in its transaction, so the ranking counts only votes that count', async () => {
    const host = personFactory();
    week([indicationFactory({ hostId: host.userId, voteCount: 3 })], [host]);
    await t.sut.close(WEEK, CITY);
    expect(t.integrity.autoHold).toHaveBeenCalledWith(em, WEEK, CITY, FRIDAY_MIDNIGHT);
    expect(t.integrity.autoHold.mock.invocationCallOrder[0]).toBeLessThan(
      t.winners.candidates.mock.invocationCallOrder[0]!,
    );
  });

  it('makes the ranked top three the winners, each nominator its host, in ranking order', async () => {
    const hosts = [personFactory(), personFactory(), personFactory(), personFactory()];
    const list = [
      indicationFactory({ hostId: hosts[0]!.userId, voteCount: 2 }),
      indicationFactory({ hostId: hosts[1]!.userId, voteCount: 9 }),
      indicationFactory({ hostId: hosts[2]!.userId, voteCount: 1 }),
      indicationFactory({ hostId: hosts[3]!.userId, voteCount: 5 }),
    ];
    week(list, hosts);

    await expect(t.sut.close(WEEK, CITY)).resolves.toBe(true);

    const added = t.winners.add.mock.calls.map(([, data]) => data);
    expect(added.map((w) => [w.indicationId, w.position, w.voteCount, w.hostId, w.nominatorId])).toEqual([
      [list[1]!.id, 1, 9, hosts[1]!.userId, hosts[1]!.userId],
      [list[3]!.id, 2, 5, hosts[3]!.userId, hosts[3]!.userId],
      [list[0]!.id, 3, 2, hosts[0]!.userId, hosts[0]!.userId],
    ]);
    expect(t.winners.setWinnerCount).toHaveBeenCalledWith(em, WEEK, CITY, 3);
    expect(t.versions.touch).toHaveBeenCalledWith(em, { cities: [CITY] });
  });

  it('e-mails each host the confirmation link, once per winner', async () => {
    const host = personFactory({ email: 'host@example.com' });
    const indication = indicationFactory({ hostId: host.userId, voteCount: 3 });
    week([indication], [host]);

    await t.sut.close(WEEK, CITY);

    const winner = t.winners.add.mock.calls[0]![1];
    expect(recorders.mail.enqueue).toHaveBeenCalledTimes(1);
    expect(recorders.mail.enqueue.mock.calls[0]![1]).toMatchObject({
      key: `host.won:${winner.id}`,
      kind: 'host.won',
      to: 'host@example.com',
    });
    expect(JSON.stringify(recorders.mail.enqueue.mock.calls[0]![1])).toContain(winner.hostLinkToken!);
  });

  it('announces week.closed with the winners and their hosts’ names', async () => {
    const host = personFactory({ name: 'Bia', surname: 'Lima' });
    const indication = indicationFactory({ hostId: host.userId, voteCount: 3, name: 'Café Jardim' });
    week([indication], [host]);

    await t.sut.close(WEEK, CITY);

    expect(t.outbox.add).toHaveBeenCalledWith(
      em,
      'week.closed',
      expect.objectContaining({
        week: WEEK,
        city_id: CITY,
        city: 'São Paulo',
        closed_at: FRIDAY_MIDNIGHT.toISOString(),
        winners: [
          expect.objectContaining({
            indication_id: indication.id,
            position: 1,
            vote_count: 3,
            host_id: host.userId,
            host_name: 'Bia Lima',
            name: 'Café Jardim',
          }),
        ],
      }),
    );
  });

  it('keeps a winner whose host’s account is gone, without an e-mail', async () => {
    const indication = indicationFactory({ voteCount: 3 });
    week([indication], []);

    await t.sut.close(WEEK, CITY);

    expect(t.winners.add).toHaveBeenCalledTimes(1);
    expect(recorders.mail.enqueue).not.toHaveBeenCalled();
  });

  it('lets no venue without a vote win: a week whose only approved venue got none closes with no winner, host or e-mail', async () => {
    const host = personFactory({ email: 'host@example.com' });
    const venue = indicationFactory({
      hostId: host.userId,
      voteCount: 0,
      city: 'Florianópolis',
      state: 'SC',
    });
    week([venue], [host]);
    t.indications.listForCityWeek.mockResolvedValue([venue]);

    await expect(t.sut.close(WEEK, CITY)).resolves.toBe(true);

    expectNotCalled(t.winners.add, recorders.mail.enqueue);
    expect(t.winners.setWinnerCount).toHaveBeenCalledWith(em, WEEK, CITY, 0);
    // The Home's answers are stamped by the city's version: it moves, so nobody keeps "not closed yet".
    expect(t.versions.touch).toHaveBeenCalledWith(em, { cities: [CITY] });
    expect(t.outbox.add).toHaveBeenCalledTimes(1);
    expect(t.outbox.add).toHaveBeenCalledWith(em, 'week.closed', {
      week: WEEK,
      city_id: CITY,
      city: 'Florianópolis',
      state: 'SC',
      closed_at: FRIDAY_MIDNIGHT.toISOString(),
      winners: [],
    });
  });

  it('closes a week without votes with no winners, naming the city from its indications', async () => {
    week([], []);
    t.indications.listForCityWeek.mockResolvedValue([
      indicationFactory({ voteCount: 0, city: 'Campinas', state: 'SP' }),
    ]);

    await expect(t.sut.close(WEEK, CITY)).resolves.toBe(true);

    expect(t.winners.add).not.toHaveBeenCalled();
    expect(t.winners.setWinnerCount).toHaveBeenCalledWith(em, WEEK, CITY, 0);
    expect(t.outbox.add).toHaveBeenCalledWith(
      em,
      'week.closed',
      expect.objectContaining({ city: 'Campinas', state: 'SP', winners: [] }),
    );
  });
});
