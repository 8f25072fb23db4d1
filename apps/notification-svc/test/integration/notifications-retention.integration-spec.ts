import { beforeAll, describe, expect, it } from '@jest/globals';
import { NotificationsPruner } from '../../src/notifications/notifications.pruner.js';
import { notificationSuite } from '../support/suite.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('notification-svc retention: the notification centre stays bounded', () => {
  const t = notificationSuite('notification_retention', { NOTIFICATIONS_RETENTION_DAYS: '90' });
  // The suite makes every pass itself: none of the worker's may take its rows first.
  beforeAll(() => t.get(NotificationsPruner).stop());

  it('deletes notifications older than the retention, read or not, and keeps the recent ones', async () => {
    const ana = await t.person();
    const bia = await t.person();
    await t.ticketResponded(ana, 'Antigo lido');
    await t.ticketResponded(ana, 'Antigo não lido');
    await t.ticketResponded(ana, 'Recente');
    await t.ticketResponded(bia, 'No limite');
    const age = (daysAgo: number, subject: string) =>
      t.sql(`update ${t.table('notifications')} set created_at = ? where body like ?`, [
        new Date(t.clock.now().getTime() - daysAgo * DAY_MS),
        `%${subject}%`,
      ]);
    await age(200, 'Antigo lido');
    await t.sql(`update ${t.table('notifications')} set read_at = now() where body like '%Antigo lido%'`);
    await age(91, 'Antigo não lido');
    await age(1, 'Recente');
    await age(89, 'No limite');

    expect(await t.get(NotificationsPruner).prune()).toBe(2);

    const left = await t.list(ana.user_id);
    expect(left.notifications.map((n) => n.body)).toEqual(['O suporte respondeu ao ticket “Recente”.']);
    expect(left.unread).toBe(1);
    expect((await t.list(bia.user_id)).notifications).toHaveLength(1);
    expect(await t.get(NotificationsPruner).prune()).toBe(0);
  });
});
