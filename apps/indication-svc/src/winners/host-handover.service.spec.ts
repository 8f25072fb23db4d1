import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Meetup } from '@encontro/contracts';
import { serviceUnderTest } from '@encontro/testing/unit';
import { changeRecordersOfEachTest, cycleMails } from '../../test/support/doubles.js';
import { indicationFactory, personFactory, winnerFactory } from '../../test/support/factories.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { MeetupUpdates } from '../meetups/meetup-updates.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import { SeatOffers } from '../waitlist/seat-offers.service.js';
import { HostHandover } from './host-handover.service.js';
import type { Winner } from './winner.entity.js';

const SATURDAY_MIDNIGHT = new Date('2026-11-28T00:00:00-03:00');
const NEXT_MONDAY = new Date('2026-11-30T09:00:00-03:00');

describe(HostHandover.name, () => {
  const em = {} as EntityManager;
  const host = personFactory({ email: 'host@example.com' });
  const attendee = personFactory({ email: 'bia@example.com' });
  const indication = indicationFactory({ hostId: host.userId, voteCount: 4 });
  let winner: Winner;

  const recorders = changeRecordersOfEachTest();

  const t = serviceUnderTest(HostHandover, () => ({
    indications: IndicationsRepository,
    people: PeopleRepository,
    mails: cycleMails(recorders.mail),
    outbox: recorders.outbox,
    offers: SeatOffers,
    updates: MeetupUpdates,
  }));

  beforeEach(() => {
    winner = winnerFactory(indication);
    t.indications.findById.mockResolvedValue(indication);
    t.people.findById.mockResolvedValue(attendee);
    t.offers.fill.mockResolvedValue(0);
    t.updates.announce.mockResolvedValue({} as Meetup);
  });

  it('makes the attendee the confirmed host, stops the old link and tells them by event and e-mail', async () => {
    await t.sut.handOver(em, winner, attendee.userId, SATURDAY_MIDNIGHT);

    expect(winner).toMatchObject({
      hostId: attendee.userId,
      hostConfirmedAt: SATURDAY_MIDNIGHT,
      hostLinkToken: null,
    });
    expect(t.outbox.add).toHaveBeenCalledWith(em, 'winner.host_changed', {
      indication_id: indication.id,
      week: indication.week,
      previous_host_id: host.userId,
      new_host_id: attendee.userId,
      at: SATURDAY_MIDNIGHT.toISOString(),
    });
    expect(recorders.mail.enqueue).toHaveBeenCalledWith(
      em,
      expect.objectContaining({
        key: `host.handover:${winner.id}:${attendee.userId}`,
        to: 'bia@example.com',
      }),
    );
  });

  it('gives the guest seat it frees to the line, then announces the meetup', async () => {
    await t.sut.handOver(em, winner, attendee.userId, SATURDAY_MIDNIGHT);

    expect(t.offers.fill).toHaveBeenCalledWith(em, winner, indication, SATURDAY_MIDNIGHT);
    expect(t.updates.announce).toHaveBeenCalledWith(em, winner, SATURDAY_MIDNIGHT);
    const order = (fn: { mock: { invocationCallOrder: number[] } }) => fn.mock.invocationCallOrder[0]!;
    expect(order(t.offers.fill)).toBeLessThan(order(t.updates.announce));
  });

  it('sends no e-mail once the meetup’s week is over', async () => {
    await t.sut.handOver(em, winner, attendee.userId, NEXT_MONDAY);
    expect(t.outbox.add).toHaveBeenCalledWith(em, 'winner.host_changed', expect.anything());
    expect(recorders.mail.enqueue).not.toHaveBeenCalled();
  });
});
