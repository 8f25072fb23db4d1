import { afterEach, describe, expect, it } from '@jest/globals';
import { notificationTexts } from '@encontro/contracts';
import { type PushEndpoint, startPushEndpoint, waitFor } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { PushHandlers } from '../../src/push/push.handlers.js';
import { type TestPerson, WEEK } from '../support/notification-test-app.js';
import { notificationSuite } from '../support/suite.js';

/**
 * A removed indication (reported content, its nominator's deleted account) takes away, for everyone,
 * every notification that names or links to it, with the pushes still queued for them. A failed push
 * waits a minute here, so what the push service refused is still queued when the removal comes.
 */
describe('notification-svc: notifications of a removed indication', () => {
  const t = notificationSuite('notification_removal', { PUSH_FIRST_RETRY_MS: '60000' });
  const endpoints: PushEndpoint[] = [];

  afterEach(async () => {
    await Promise.all(endpoints.splice(0).map((endpoint) => endpoint.close()));
  });

  const post = (indicationId: string, author: TestPerson) =>
    t.deliver('forum.post_created', {
      post_id: randomUUID(),
      indication_id: indicationId,
      author_id: author.user_id,
      week: WEEK,
      at: t.at(),
    });
  const remove = (indication: { id: string; owner: TestPerson }) =>
    t.deliver('indication.removed', {
      indication_id: indication.id,
      user_id: indication.owner.user_id,
      previous_status: 'active',
      week: WEEK,
      city_id: indication.owner.city_id,
      at: t.at(),
      photos: [],
      reason: 'admin',
    });
  const queuedFor = async (notificationIds: string[]) =>
    (
      await t.sql<{ notification_id: string }>(
        `select notification_id from ${t.table('push_deliveries')}
          where notification_id = any(string_to_array(?, ',')::uuid[])`,
        [notificationIds.join(',')],
      )
    ).map((row) => row.notification_id);

  it('deletes its forum posts and hand-over for everyone, with their pushes still queued; another meetup’s stay', async () => {
    const host = await t.person();
    const otherHost = await t.person();
    const bia = await t.person();
    const caio = await t.person();
    const device = await startPushEndpoint();
    endpoints.push(device);
    device.respondWith(500);
    await t.get(PushHandlers).subscribe({ user_id: bia.user_id, body: device.subscription });
    const removed = await t.indication(host, 'Bar Denunciado');
    const kept = await t.indication(otherHost, 'Bar Mantido');
    for (const who of [bia, caio]) await t.attend(who, removed.id);
    await t.attend(bia, kept.id);

    await post(removed.id, host);
    await t.deliver('winner.host_changed', {
      indication_id: removed.id,
      week: WEEK,
      previous_host_id: host.user_id,
      new_host_id: bia.user_id,
      at: t.at(),
    });
    await post(kept.id, otherHost);

    const before = await t.list(bia.user_id);
    const about = (n: { type: string; url: string }) => `${n.type} ${n.url}`;
    expect(before.notifications.map(about).sort()).toEqual(
      [
        `forum.post /forum/${kept.id}`,
        `forum.post /forum/${removed.id}`,
        `host.handed_over /forum/${removed.id}`,
      ].sort(),
    );
    expect(before.unread).toBe(3);
    expect((await t.list(caio.user_id)).unread).toBe(1);
    const keptNotice = before.notifications.find((n) => n.url === `/forum/${kept.id}`)!.id;
    const removedNotices = before.notifications.filter((n) => n.id !== keptNotice).map((n) => n.id);
    // Each push was tried once and refused: all three wait for their retry.
    await waitFor(() => device.requests.length === 3);
    expect((await queuedFor([keptNotice, ...removedNotices])).sort()).toEqual(
      [keptNotice, ...removedNotices].sort(),
    );

    await remove(removed);

    const after = await t.list(bia.user_id);
    expect(after.notifications).toEqual([
      expect.objectContaining({
        id: keptNotice,
        type: 'forum.post',
        ...notificationTexts['forum.post']('Bar Mantido', kept.id),
      }),
    ]);
    expect(after.unread).toBe(1);
    expect(await t.list(caio.user_id)).toEqual({ notifications: [], unread: 0, next_before: null });
    expect(await queuedFor(removedNotices)).toEqual([]);
    expect(await queuedFor([keptNotice])).toEqual([keptNotice]);

    // Announced again (another event of the same removal), nothing else goes; a late post tells no one.
    await remove(removed);
    await post(removed.id, host);
    expect((await t.list(bia.user_id)).notifications.map((n) => n.id)).toEqual([keptNotice]);
    expect((await t.list(caio.user_id)).notifications).toEqual([]);
  });

  // The decision and host.selected of a removed winner, and the winners.revealed that stays, are
  // tested where indication-svc closes the week: tests/system (notifications-week).
  it('deletes the decision naming a removed indication', async () => {
    const nominator = await t.person();
    const removed = await t.indication(nominator, 'Bar Removido');
    const decided = { user_id: nominator.user_id, week: WEEK, city_id: nominator.city_id, at: t.at() };
    await t.deliver('indication.approved', { indication_id: removed.id, ...decided });
    expect((await t.list(nominator.user_id)).notifications.map((n) => n.type)).toEqual([
      'indication.approved',
    ]);

    await remove(removed);

    expect(await t.list(nominator.user_id)).toEqual({ notifications: [], unread: 0, next_before: null });
  });
});
