import { describe, expect, it } from '@jest/globals';
import { clockAt, ormForking, serviceUnderTest } from '@encontro/testing/unit';
import { UPDATES_PRUNE_BATCH, UpdatesPruner } from './updates.pruner.js';
import { UpdatesRepository } from './updates.repository.js';

const NOW = new Date('2026-11-27T15:00:00.000Z');

describe(UpdatesPruner.name, () => {
  const t = serviceUnderTest(UpdatesPruner, ({ em }) => ({
    orm: ormForking(em),
    updates: UpdatesRepository,
    clock: clockAt(NOW),
    config: { FORUM_UPDATES_RETENTION_DAYS: 7 },
  }));

  it('deletes the updates made before the retention age', async () => {
    t.updates.deleteExpired.mockResolvedValue(3);
    await expect(t.sut.prune()).resolves.toBe(3);
    expect(t.updates.deleteExpired).toHaveBeenCalledWith(
      t.em,
      new Date('2026-11-20T15:00:00.000Z'),
      UPDATES_PRUNE_BATCH,
    );
  });

  it('deletes a long backlog batch after batch until one comes back short', async () => {
    t.updates.deleteExpired
      .mockResolvedValueOnce(UPDATES_PRUNE_BATCH)
      .mockResolvedValueOnce(UPDATES_PRUNE_BATCH)
      .mockResolvedValueOnce(12);
    await expect(t.sut.prune()).resolves.toBe(2 * UPDATES_PRUNE_BATCH + 12);
    expect(t.updates.deleteExpired).toHaveBeenCalledTimes(3);
  });

  it('makes its first pass an hour after start, not at boot (a test app moves its clock after starting)', async () => {
    t.sut.start();
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.updates.deleteExpired).not.toHaveBeenCalled();
    await t.sut.stop();
  });
});
