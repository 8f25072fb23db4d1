import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventName } from '@encontro/contracts';
import { EventConsumer, type EventHandler } from '@encontro/server-events';
import { automock, type Mocked } from '@encontro/testing';
import { userFactory } from '../../test/support/factories.js';
import { PrivacyRepository } from './privacy.repository.js';
import { UserErasure } from './user-erasure.service.js';

describe(UserErasure.name, () => {
  let events: Mocked<EventConsumer>;
  let privacy: Mocked<PrivacyRepository>;
  const em = {} as EntityManager;
  const handlers = new Map<EventName, EventHandler<EventName>>();
  const user = userFactory();
  const deleted = { user_id: user.id, by: 'self' as const, at: '2026-12-01T10:00:00.000Z' };

  beforeEach(() => {
    events = automock(EventConsumer);
    privacy = automock(PrivacyRepository);
    handlers.clear();
    events.on.mockImplementation((name, handler) => {
      handlers.set(name, handler as EventHandler<EventName>);
    });
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    new UserErasure(events, privacy).onModuleInit();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('listens to user.deleted only', () => {
    expect([...handlers.keys()]).toEqual(['user.deleted']);
  });

  it('erases what a deleted account left, in the event’s transaction', async () => {
    privacy.erase.mockResolvedValue({ tickets: 2, contacts: 1 });

    await handlers.get('user.deleted')!(deleted, em, {} as never);

    expect(privacy.erase).toHaveBeenCalledTimes(1);
    expect(privacy.erase).toHaveBeenCalledWith(em, user.id);
  });

  it('logs how many tickets went and how many contact messages were anonymised', async () => {
    privacy.erase.mockResolvedValue({ tickets: 2, contacts: 1 });

    await handlers.get('user.deleted')!(deleted, em, {} as never);

    expect(Logger.prototype.log).toHaveBeenCalledWith(
      `user ${user.id} erased: 2 ticket(s), 1 contact(s) anonymised`,
    );
  });

  it('lets a failed erasure fail the event, so it is delivered again', async () => {
    const failure = new Error('deadlock');
    privacy.erase.mockRejectedValue(failure);

    await expect(handlers.get('user.deleted')!(deleted, em, {} as never)).rejects.toBe(failure);
    expect(Logger.prototype.log).not.toHaveBeenCalled();
  });
});
