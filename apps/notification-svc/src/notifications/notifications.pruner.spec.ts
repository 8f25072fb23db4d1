import { describe, expect, it } from '@jest/globals';
import { clockAt, ormForking, serviceUnderTest } from '@encontro/testing/unit';
import { NOTIFICATIONS_PRUNE_BATCH, NotificationsPruner } from './notifications.pruner.js';
import { NotificationsRepository } from './notifications.repository.js';

const NOW = new Date('2026-11-27T15:00:00.000Z');

describe(NotificationsPruner.name, () => {
  const t = serviceUnderTest(NotificationsPruner, ({ em }) => ({
    orm: ormForking(em),
    notifications: NotificationsRepository,
    clock: clockAt(NOW),
    config: { NOTIFICATIONS_RETENTION_DAYS: 90 },
  }));

  it('deletes the notifications made before the retention age', async () => {
    t.notifications.deleteCreatedBefore.mockResolvedValue(4);
    await expect(t.sut.prune()).resolves.toBe(4);
    expect(t.notifications.deleteCreatedBefore).toHaveBeenCalledWith(
      t.em,
      new Date('2026-08-29T15:00:00.000Z'),
      NOTIFICATIONS_PRUNE_BATCH,
    );
  });

  it('deletes a long backlog batch after batch until one comes back short', async () => {
    t.notifications.deleteCreatedBefore
      .mockResolvedValueOnce(NOTIFICATIONS_PRUNE_BATCH)
      .mockResolvedValueOnce(0);
    await expect(t.sut.prune()).resolves.toBe(NOTIFICATIONS_PRUNE_BATCH);
    expect(t.notifications.deleteCreatedBefore).toHaveBeenCalledTimes(2);
  });

  it('makes its first pass an hour after start, not at boot (a test app moves its clock after starting)', async () => {
    t.sut.start();
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.notifications.deleteCreatedBefore).not.toHaveBeenCalled();
    await t.sut.stop();
  });
});
