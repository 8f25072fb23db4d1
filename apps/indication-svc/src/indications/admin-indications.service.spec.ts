import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { indicationMessages as m } from '@encontro/contracts';
import { clockAt, expectRefusal, serviceUnderTest, transactionalOrm } from '@encontro/testing/unit';
import { changeRecorders } from '../../test/support/doubles.js';
import { indicationFactory, personFactory } from '../../test/support/factories.js';
import { PeopleRepository } from '../people/people.repository.js';
import { AdminIndicationsService } from './admin-indications.service.js';
import type { Indication } from './indication.entity.js';
import { IndicationRemoval } from './indication-removal.service.js';
import { IndicationStats } from './indication-stats.service.js';
import { IndicationsRepository } from './indications.repository.js';

const TUESDAY = new Date('2026-11-24T10:00:00-03:00');
const ADMIN = '00000000-0000-4000-8000-00000000a001';

describe(AdminIndicationsService.name, () => {
  const em = {} as EntityManager;
  const host = personFactory();
  let pending: Indication;
  const t = serviceUnderTest(AdminIndicationsService, () => {
    const { outbox, versions } = changeRecorders();
    return {
      orm: transactionalOrm(em),
      indications: IndicationsRepository,
      stats: IndicationStats,
      people: PeopleRepository,
      removal: IndicationRemoval,
      outbox,
      clock: clockAt(TUESDAY),
      versions,
    };
  });
  /** The payload of the one event `name` the outbox was handed. */
  const event = (name: string) => t.outbox.add.mock.calls.find(([, n]) => n === name)?.[2];

  beforeEach(() => {
    pending = indicationFactory({ status: 'pending', hostId: host.userId }, TUESDAY);
    t.indications.findByIdForUpdate.mockResolvedValue(pending);
    t.indications.findSameVenues.mockResolvedValue(new Map());
    t.people.findById.mockResolvedValue(host);
  });

  describe('reject', () => {
    it('keeps the admin’s reason on the indication and answers it in the admin’s view', async () => {
      const result = await t.sut.reject(ADMIN, pending.id, 'Endereço fora da cidade');

      expect(pending).toMatchObject({
        status: 'rejected',
        rejectionReason: 'Endereço fora da cidade',
        reviewedBy: ADMIN,
        reviewedAt: TUESDAY,
      });
      expect(result).toMatchObject({
        message: m.rejected,
        indication: { status: 'rejected', rejection_reason: 'Endereço fora da cidade' },
      });
    });

    it('tells the nominator’s services the reason in indication.rejected', async () => {
      await t.sut.reject(ADMIN, pending.id, 'Fotos ilegíveis');

      expect(event('indication.rejected')).toEqual({
        indication_id: pending.id,
        user_id: host.userId,
        week: pending.week,
        city_id: pending.cityId,
        at: TUESDAY.toISOString(),
        reason: 'Fotos ilegíveis',
      });
      expect(event('indication.approved')).toBeUndefined();
    });

    it('writes the reason into the audit entry', async () => {
      await t.sut.reject(ADMIN, pending.id, 'Fotos ilegíveis');

      expect(event('admin.action_performed')).toMatchObject({
        actor_id: ADMIN,
        action: 'indication.reject',
        target_type: 'indication',
        target_id: pending.id,
        before: { status: 'pending' },
        after: { status: 'rejected', reason: 'Fotos ilegíveis' },
      });
    });

    it('rejects without a reason as null everywhere', async () => {
      await t.sut.reject(ADMIN, pending.id);

      expect(pending.rejectionReason).toBeNull();
      expect(event('indication.rejected')).toMatchObject({ reason: null });
      expect(event('admin.action_performed')).toMatchObject({ after: { status: 'rejected', reason: null } });
    });

    it('makes the city’s lists and the nominator’s own answers stale', async () => {
      await t.sut.reject(ADMIN, pending.id, null);

      expect(t.versions.touch).toHaveBeenCalledWith(em, { cities: [pending.cityId], people: [host.userId] });
    });

    it('refuses an indication already reviewed, changing nothing', async () => {
      const approved = indicationFactory({ status: 'active' });
      t.indications.findByIdForUpdate.mockResolvedValue(approved);

      await expectRefusal(t.sut.reject(ADMIN, approved.id, 'Tarde demais'), 'NOT_PENDING', m.notPending);
      expect(approved).toMatchObject({ status: 'active', rejectionReason: null });
      expect(t.outbox.add).not.toHaveBeenCalled();
    });

    it('refuses an indication that does not exist', async () => {
      t.indications.findByIdForUpdate.mockResolvedValue(null);

      await expectRefusal(
        t.sut.reject(ADMIN, pending.id, null),
        'INDICATION_NOT_FOUND',
        m.indicationNotFound,
      );
    });
  });

  describe('approve', () => {
    it('approves with no reason in its event or its audit entry', async () => {
      await t.sut.approve(ADMIN, pending.id);

      expect(pending).toMatchObject({ status: 'active', rejectionReason: null });
      expect(event('indication.approved')).not.toHaveProperty('reason');
      expect(event('admin.action_performed')).toEqual(
        expect.objectContaining({ after: { status: 'active' } }),
      );
    });
  });
});
