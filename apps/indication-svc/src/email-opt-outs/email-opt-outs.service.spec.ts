import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventConsumer } from '@encontro/server-events';
import { eventsOn, serviceUnderTest } from '@encontro/testing/unit';
import { personFactory } from '../../test/support/factories.js';
import { PeopleRepository } from '../people/people.repository.js';
import { EmailOptOutsRepository } from './email-opt-outs.repository.js';
import { EmailOptOutsConsumer } from './email-opt-outs.service.js';

describe(EmailOptOutsConsumer.name, () => {
  const em = {} as EntityManager;
  const person = personFactory();
  const at = '2026-11-25T10:00:00.000Z';
  const t = serviceUnderTest(EmailOptOutsConsumer, () => ({
    events: EventConsumer,
    optOuts: EmailOptOutsRepository,
    people: PeopleRepository,
  }));
  const events = eventsOn(em, at);
  const apply = (types: ('host.selected' | 'forum.post')[]) =>
    events.apply('notification.preferences_changed', { user_id: person.userId, email_opt_out: types, at });

  beforeEach(() => {
    events.listen(t.events);
    t.optOuts.replace.mockResolvedValue(undefined);
    t.people.findById.mockResolvedValue(person);
    t.sut.onModuleInit();
  });

  it('replaces the person’s list with the one announced, dated when it changed', async () => {
    await apply(['host.selected', 'forum.post']);
    expect(t.optOuts.replace).toHaveBeenCalledWith(
      em,
      person.userId,
      ['host.selected', 'forum.post'],
      new Date(at),
    );
  });

  it('keeps the list of someone it has not heard of yet (the preferences came first)', async () => {
    t.people.findById.mockResolvedValue(null);
    await apply(['host.selected']);
    expect(t.optOuts.replace).toHaveBeenCalled();
  });

  it('ignores a change arriving after the account was deleted', async () => {
    t.people.findById.mockResolvedValue({ ...person, deletedAt: new Date(at) });
    await apply(['host.selected']);
    expect(t.optOuts.replace).not.toHaveBeenCalled();
  });
});
