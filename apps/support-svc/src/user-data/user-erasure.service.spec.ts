import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventName } from '@encontro/contracts';
import { EventConsumer, type EventHandler } from '@encontro/server-events';
import { automock, type Mocked, registeredHandlers } from '@encontro/testing';
import { personFactory } from '../../test/support/factories.js';
import { UserDataRepository } from './user-data.repository.js';
import { UserErasure } from './user-erasure.service.js';

describe(UserErasure.name, () => {
  let events: Mocked<EventConsumer>;
  let userData: Mocked<UserDataRepository>;
  const em = {} as EntityManager;
  let handlers: Map<EventName, EventHandler<EventName>>;
  const user = personFactory();
  const deleted = { user_id: user.id, by: 'self' as const, at: '2026-12-01T10:00:00.000Z' };

  beforeEach(() => {
    events = automock(EventConsumer);
    userData = automock(UserDataRepository);
    handlers = registeredHandlers(events);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    new UserErasure(events, userData).onModuleInit();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('listens to user.deleted only', () => {
    expect([...handlers.keys()]).toEqual(['user.deleted']);
  });

  it('erases what a deleted account left, in the event’s transaction', async () => {
    userData.erase.mockResolvedValue({ tickets: 2, contacts: 1 });

    await handlers.get('user.deleted')!(deleted, em, {} as never);

    expect(userData.erase).toHaveBeenCalledTimes(1);
    expect(userData.erase).toHaveBeenCalledWith(em, user.id);
  });

  it('logs how many tickets went and how many contact messages were anonymised', async () => {
    userData.erase.mockResolvedValue({ tickets: 2, contacts: 1 });

    await handlers.get('user.deleted')!(deleted, em, {} as never);

    expect(Logger.prototype.log).toHaveBeenCalledWith(
      `user ${user.id} erased: 2 ticket(s), 1 contact(s) anonymised`,
    );
  });

  it('lets a failed erasure fail the event, so it is delivered again', async () => {
    const failure = new Error('deadlock');
    userData.erase.mockRejectedValue(failure);

    await expect(handlers.get('user.deleted')!(deleted, em, {} as never)).rejects.toBe(failure);
    expect(Logger.prototype.log).not.toHaveBeenCalled();
  });
});
