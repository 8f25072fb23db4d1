import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notificationTexts } from '@encontro/contracts';
import { MailOutbox } from '@encontro/server-mail';
import { clockAt, expectNotCalled, serviceUnderTest } from '@encontro/testing/unit';
import { randomUUID } from 'node:crypto';
import { RIO_ID, SAO_PAULO_ID, preferenceFactory } from '../../test/support/factories.js';
import { PeopleRepository } from '../people/people.repository.js';
import { PreferencesRepository } from '../preferences/preferences.repository.js';
import { PushDeliveriesRepository } from '../push/push-deliveries.repository.js';
import { PushRelay } from '../push/push-relay.service.js';
import { PushSubscriptionsRepository } from '../push/push-subscriptions.repository.js';
import { type NewNotification, NotificationsRepository } from './notifications.repository.js';
import { Notifier } from './notifier.service.js';

const NOW = new Date('2026-11-27T03:00:00Z');
const text = notificationTexts['winners.revealed']('São Paulo');

describe(Notifier.name, () => {
  const t = serviceUnderTest(Notifier, () => ({
    notifications: NotificationsRepository,
    people: PeopleRepository,
    preferences: PreferencesRepository,
    subscriptions: PushSubscriptionsRepository,
    deliveries: PushDeliveriesRepository,
    relay: PushRelay,
    mail: MailOutbox,
    clock: clockAt(NOW),
    config: { PUSH_MAX_PER_HOUR: 2, NOTIFY_MAX_EVENT_AGE_HOURS: 48 },
  }));
  const em = {} as EntityManager;
  const [ana, bia, caio] = [randomUUID(), randomUUID(), randomUUID()];
  const event = () => ({
    id: randomUUID(),
    name: 'week.closed' as const,
    occurred_at: new Date().toISOString(),
  });
  const toAll = (...userIds: string[]) => userIds.map((userId) => ({ userId, text }));
  const inserted = () => t.notifications.insertNew.mock.calls[0]![1];

  beforeEach(() => {
    t.people.deletedAmong.mockResolvedValue(new Set());
    t.people.citiesOf.mockResolvedValue(new Map());
    t.preferences.forType.mockResolvedValue(new Map());
    t.subscriptions.subscribedAmong.mockResolvedValue(new Set());
    t.notifications.pushedSince.mockResolvedValue(new Map());
    t.notifications.insertNew.mockImplementation((_em, rows) => Promise.resolve([...rows]));
    t.deliveries.queue.mockResolvedValue(1);
    t.relay.wakeSoon.mockReturnValue(undefined);
    t.mail.enqueue.mockResolvedValue(true);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('stores one notification per person with the event’s id, the type, the text and the clock’s time', async () => {
    const closed = event();

    expect(await t.sut.notify(em, closed, 'winners.revealed', toAll(ana, bia, ana), SAO_PAULO_ID)).toBe(2);

    expect(inserted()).toEqual(
      [ana, bia].map((userId) => ({
        id: expect.any(String),
        eventId: closed.id,
        userId,
        type: 'winners.revealed',
        ...text,
        pushed: false,
        createdAt: NOW,
      })),
    );
  });

  it('stores the indication each recipient’s notification names or links to', async () => {
    const [one, other] = [randomUUID(), randomUUID()];
    const about = (indicationId: string, ...userIds: string[]) =>
      userIds.map((userId) => ({ userId, text, indicationId }));

    await t.sut.notify(em, event(), 'forum.post', about(one, ana, bia), SAO_PAULO_ID);
    await t.sut.notify(
      em,
      event(),
      'host.selected',
      [...about(one, ana), ...about(other, bia)],
      SAO_PAULO_ID,
    );
    await t.sut.notify(em, event(), 'winners.revealed', toAll(ana), SAO_PAULO_ID);

    const stored = t.notifications.insertNew.mock.calls.map(([, rows]) =>
      rows.map((row) => [row.userId, row.indicationId]),
    );
    expect(stored).toEqual([
      [
        [ana, one],
        [bia, one],
      ],
      [
        [ana, one],
        [bia, other],
      ],
      [[ana, undefined]],
    ]);
  });

  it('never notifies a deleted account', async () => {
    t.people.deletedAmong.mockResolvedValue(new Set([bia]));

    await t.sut.notify(em, event(), 'winners.revealed', toAll(ana, bia), SAO_PAULO_ID);

    expect(inserted().map((row) => row.userId)).toEqual([ana]);
  });

  it('leaves out whoever now lives in another city, and takes someone it never heard of to live there', async () => {
    t.people.citiesOf.mockResolvedValue(
      new Map([
        [ana, SAO_PAULO_ID],
        [bia, RIO_ID],
      ]),
    );

    await t.sut.notify(em, event(), 'winners.revealed', toAll(ana, bia, caio), SAO_PAULO_ID);

    expect(t.people.citiesOf).toHaveBeenCalledWith(em, [ana, bia, caio]);
    expect(inserted().map((row) => row.userId)).toEqual([ana, caio]);
  });

  it('applies no city rule to an event about no city', async () => {
    await t.sut.notify(em, event(), 'ticket.responded', toAll(ana), null);

    expect(t.people.citiesOf).not.toHaveBeenCalled();
    expect(inserted()).toHaveLength(1);
  });

  it('stores nothing for someone with both in-app and push off for the type, and no push with push off', async () => {
    t.preferences.forType.mockResolvedValue(
      new Map([
        [ana, preferenceFactory({ userId: ana, type: 'winners.revealed', inApp: false, push: false })],
        [bia, preferenceFactory({ userId: bia, type: 'winners.revealed', push: false })],
      ]),
    );
    t.subscriptions.subscribedAmong.mockImplementation((_em, ids) => Promise.resolve(new Set(ids)));

    await t.sut.notify(em, event(), 'winners.revealed', toAll(ana, bia, caio), SAO_PAULO_ID);

    expect(t.preferences.forType).toHaveBeenCalledWith(em, [ana, bia, caio], 'winners.revealed');
    expect(t.subscriptions.subscribedAmong).toHaveBeenCalledWith(em, [caio]);
    expect(inserted().map((row) => [row.userId, row.pushed])).toEqual([
      [bia, false],
      [caio, true],
    ]);
  });

  it('queues pushes only for the notifications it created (an event applied again creates none)', async () => {
    t.subscriptions.subscribedAmong.mockResolvedValue(new Set([ana, bia]));
    t.notifications.insertNew.mockImplementation((_em, rows) =>
      Promise.resolve(rows.filter((row) => row.userId === bia) as NewNotification[]),
    );

    expect(await t.sut.notify(em, event(), 'winners.revealed', toAll(ana, bia), SAO_PAULO_ID)).toBe(1);

    const bias = inserted().find((row) => row.userId === bia)!;
    expect(t.deliveries.queue).toHaveBeenCalledWith(em, [bias.id]);
    expect(t.relay.wakeSoon).toHaveBeenCalledTimes(1);
  });

  it('queues nothing and wakes no relay when every notification was already there', async () => {
    t.subscriptions.subscribedAmong.mockResolvedValue(new Set([ana]));
    t.notifications.insertNew.mockResolvedValue([]);

    expect(await t.sut.notify(em, event(), 'winners.revealed', toAll(ana), SAO_PAULO_ID)).toBe(0);

    expectNotCalled(t.deliveries.queue, t.relay.wakeSoon);
  });

  it('pushes no more than PUSH_MAX_PER_HOUR notifications per rolling hour; the in-app one is kept', async () => {
    t.subscriptions.subscribedAmong.mockResolvedValue(new Set([ana, bia]));
    t.notifications.pushedSince.mockResolvedValue(
      new Map([
        [ana, 2],
        [bia, 1],
      ]),
    );

    await t.sut.notify(em, event(), 'winners.revealed', toAll(ana, bia), SAO_PAULO_ID);

    expect(t.notifications.pushedSince).toHaveBeenCalledWith(
      em,
      [ana, bia],
      new Date('2026-11-27T02:00:00Z'),
    );
    expect(inserted().map((row) => [row.userId, row.pushed])).toEqual([
      [ana, false],
      [bia, true],
    ]);
  });

  it('notifies no one of an event older than NOTIFY_MAX_EVENT_AGE_HOURS', async () => {
    const old = { ...event(), occurred_at: new Date(Date.now() - 49 * 3_600_000).toISOString() };

    expect(await t.sut.notify(em, old, 'winners.revealed', toAll(ana), SAO_PAULO_ID)).toBe(0);

    expectNotCalled(t.notifications.insertNew, t.mail.enqueue);
  });

  describe('e-mail', () => {
    const review = notificationTexts['integrity.review']({
      week: '2026-W48',
      city_id: SAO_PAULO_ID,
      city: 'São Paulo',
      clusters: [{ indication_name: 'Bar X', held_votes: 8 }],
    });
    const mailTo = (userId: string) => ({
      to: `${userId}@example.com`,
      subject: 'Votos colocados em análise em São Paulo (2026-W48)',
      text: 'texto',
      html: '<p>texto</p>',
    });
    const withMail = (...userIds: string[]) =>
      userIds.map((userId) => ({ userId, text: review, email: mailTo(userId) }));

    it('stores each recipient’s e-mail in the event’s transaction, once per event and person, about them', async () => {
      const held = event();

      await t.sut.notify(em, held, 'integrity.review', withMail(ana, bia), null);

      expect(t.mail.enqueue.mock.calls).toEqual(
        [ana, bia].map((userId) => [
          em,
          {
            ...mailTo(userId),
            key: `integrity.review:${held.id}:${userId}`,
            kind: 'integrity.review',
            refId: userId,
          },
        ]),
      );
      expect(inserted().map((row) => row.userId)).toEqual([ana, bia]);
    });

    it('sends no e-mail to whoever turned that type’s e-mail off, and keeps their in-app notification', async () => {
      t.preferences.forType.mockResolvedValue(
        new Map([[ana, preferenceFactory({ userId: ana, type: 'integrity.review', email: false })]]),
      );

      await t.sut.notify(em, event(), 'integrity.review', withMail(ana, bia), null);

      expect(t.mail.enqueue.mock.calls.map(([, mail]) => mail.to)).toEqual([`${bia}@example.com`]);
      expect(inserted().map((row) => row.userId)).toEqual([ana, bia]);
    });

    it('e-mails someone who turned in-app and push off, storing no notification for them', async () => {
      t.preferences.forType.mockResolvedValue(
        new Map([
          [ana, preferenceFactory({ userId: ana, type: 'integrity.review', inApp: false, push: false })],
        ]),
      );

      await t.sut.notify(em, event(), 'integrity.review', withMail(ana), null);

      expect(t.notifications.insertNew).toHaveBeenCalledWith(em, []);
      expect(t.mail.enqueue.mock.calls.map(([, mail]) => mail.to)).toEqual([`${ana}@example.com`]);
    });

    it('never e-mails a deleted account', async () => {
      t.people.deletedAmong.mockResolvedValue(new Set([bia]));

      await t.sut.notify(em, event(), 'integrity.review', withMail(ana, bia), null);

      expect(t.mail.enqueue.mock.calls.map(([, mail]) => mail.to)).toEqual([`${ana}@example.com`]);
    });

    it('e-mails no one for a type without e-mail', async () => {
      await t.sut.notify(em, event(), 'winners.revealed', toAll(ana), SAO_PAULO_ID);

      expect(t.mail.enqueue).not.toHaveBeenCalled();
    });
  });
});
