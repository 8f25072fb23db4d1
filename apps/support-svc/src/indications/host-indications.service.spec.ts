import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type EventName, type EventPayload, eventPayloads } from '@encontro/contracts';
import { EventConsumer } from '@encontro/server-events';
import { eventsOn, ormForking, serviceUnderTest } from '@encontro/testing/unit';
import { hostIndicationFactory, personFactory } from '../../test/support/factories.js';
import { IndicationsRepository } from './indications.repository.js';
import { HostIndicationsService } from './host-indications.service.js';

const AT = '2026-11-28T03:00:00.000Z';
const WEEK = '2026-W48';

describe(HostIndicationsService.name, () => {
  const em = {} as EntityManager;
  const t = serviceUnderTest(HostIndicationsService, () => ({
    orm: ormForking(em),
    events: EventConsumer,
    indications: IndicationsRepository,
  }));
  const events = eventsOn(em, AT);
  const nominator = personFactory();
  const attendee = personFactory();
  const indication = hostIndicationFactory({ userId: nominator.id });
  /** What indication.approved and indication.rejected both carry. */
  const reviewed = {
    indication_id: indication.id,
    user_id: nominator.id,
    week: WEEK,
    city_id: '3550308',
    at: AT,
  };

  /** Delivers `name` as the consumer would, the payload checked against its contract. */
  const deliver = <N extends EventName>(name: N, payload: EventPayload<N>) =>
    events.apply(name, eventPayloads[name].parse(payload) as EventPayload<N>);

  beforeEach(() => {
    events.listen(t.events);
    t.indications.saveSubmitted.mockResolvedValue(undefined);
    t.indications.setStatus.mockResolvedValue(undefined);
    t.indications.setHost.mockResolvedValue(undefined);
    t.indications.delete.mockResolvedValue(undefined);
    t.sut.onModuleInit();
  });

  it('listens to the five events that say who hosts what', () => {
    expect(events.names().sort()).toEqual(
      [
        'indication.approved',
        'indication.rejected',
        'indication.removed',
        'indication.submitted',
        'winner.host_changed',
      ].sort(),
    );
  });

  it('keeps a submitted indication with its nominator as host', async () => {
    const submitted = {
      indication_id: indication.id,
      user_id: nominator.id,
      week: WEEK,
      state: 'SP',
      city: 'São Paulo',
      city_id: '3550308',
      name: 'Bar do Encontro',
      address: 'Rua Augusta, 1000',
      status: 'pending' as const,
      submitted_at: AT,
    };

    await deliver('indication.submitted', submitted);

    expect(t.indications.saveSubmitted).toHaveBeenCalledWith(em, submitted);
  });

  it('marks an approved indication active', async () => {
    await deliver('indication.approved', reviewed);

    expect(t.indications.setStatus).toHaveBeenCalledWith(em, indication.id, 'active');
  });

  it('marks a rejected indication rejected, and keeps it', async () => {
    await deliver('indication.rejected', reviewed);

    expect(t.indications.setStatus).toHaveBeenCalledWith(em, indication.id, 'rejected');
    expect(t.indications.delete).not.toHaveBeenCalled();
  });

  it('makes the attendee of a Saturday hand-over the host', async () => {
    await deliver('winner.host_changed', {
      indication_id: indication.id,
      week: WEEK,
      previous_host_id: nominator.id,
      new_host_id: attendee.id,
      at: AT,
    });

    expect(t.indications.setHost).toHaveBeenCalledWith(em, indication.id, attendee.id);
  });

  it('forgets a removed indication', async () => {
    await deliver('indication.removed', {
      indication_id: indication.id,
      user_id: nominator.id,
      previous_status: 'active',
      week: WEEK,
      city_id: '3550308',
      at: AT,
      photos: [],
      reason: 'admin',
    });

    expect(t.indications.delete).toHaveBeenCalledWith(em, indication.id);
  });

  it('lists the indications the caller hosts for the host-support form, as id, name and city', async () => {
    const other = hostIndicationFactory({ userId: nominator.id, name: 'Bar da Praia', city: 'Santos' });
    t.indications.listForUser.mockResolvedValue([indication, other]);

    await expect(t.sut.listOwn(nominator.id)).resolves.toEqual({
      indications: [
        { id: indication.id, name: indication.name, city: indication.city },
        { id: other.id, name: 'Bar da Praia', city: 'Santos' },
      ],
    });
    expect(t.indications.listForUser).toHaveBeenCalledWith(em, nominator.id);
  });
});
