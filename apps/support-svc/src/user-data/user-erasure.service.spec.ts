import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventConsumer } from '@encontro/server-events';
import { eventsOn, serviceUnderTest } from '@encontro/testing/unit';
import { personFactory } from '../../test/support/factories.js';
import { UserDataRepository } from './user-data.repository.js';
import { UserErasure } from './user-erasure.service.js';

describe(UserErasure.name, () => {
  const t = serviceUnderTest(UserErasure, () => ({
    events: EventConsumer,
    userData: UserDataRepository,
  }));
  const em = {} as EntityManager;
  const user = personFactory();
  const deleted = { user_id: user.id, by: 'self' as const, at: '2026-12-01T10:00:00.000Z' };
  const { listen, names, apply } = eventsOn(em, deleted.at);
  const erase = () => apply('user.deleted', deleted);

  beforeEach(() => {
    listen(t.events);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    t.sut.onModuleInit();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('listens to user.deleted only', () => {
    expect(names()).toEqual(['user.deleted']);
  });

  it('erases what a deleted account left, in the event’s transaction', async () => {
    t.userData.erase.mockResolvedValue({ tickets: 2, contacts: 1 });

    await erase();

    expect(t.userData.erase).toHaveBeenCalledTimes(1);
    expect(t.userData.erase).toHaveBeenCalledWith(em, user.id);
  });

  it('logs how many tickets went and how many contact messages were anonymised', async () => {
    t.userData.erase.mockResolvedValue({ tickets: 2, contacts: 1 });

    await erase();

    expect(Logger.prototype.log).toHaveBeenCalledWith(
      `user ${user.id} erased: 2 ticket(s), 1 contact(s) anonymised`,
    );
  });

  it('lets a failed erasure fail the event, so it is delivered again', async () => {
    const failure = new Error('deadlock');
    t.userData.erase.mockRejectedValue(failure);

    await expect(erase()).rejects.toBe(failure);
    expect(Logger.prototype.log).not.toHaveBeenCalled();
  });
});
