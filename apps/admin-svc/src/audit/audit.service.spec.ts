import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  INTEGRITY_AUDIT_TARGET,
  SYSTEM_ACTOR_ID,
  integrityAuditActions,
  moderationActions,
} from '@encontro/contracts';
import { expectNotCalled, ormForking, serviceUnderTest } from '@encontro/testing/unit';
import { actionEventFactory, auditEntryFactory, personFactory } from '../../test/support/factories.js';
import { PeopleRepository } from '../people/people.repository.js';
import { AuditRepository, type NewAuditEntry } from './audit.repository.js';
import { AuditService, sourceOfAction } from './audit.service.js';

const AT = new Date('2026-11-28T18:00:00Z');

describe(AuditService.name, () => {
  const em = {} as EntityManager;
  const t = serviceUnderTest(AuditService, () => ({
    orm: ormForking(em),
    audit: AuditRepository,
    people: PeopleRepository,
  }));
  const admin = personFactory({ isAdmin: true, name: 'Rita', surname: 'Alves' });

  const ownEntry = (
    overrides: Partial<Omit<NewAuditEntry, 'source'>> = {},
  ): Omit<NewAuditEntry, 'source'> => ({
    id: 'd0000000-0000-4000-8000-00000000000d',
    actorId: admin.id,
    action: moderationActions.reportResolve,
    targetType: 'report',
    targetId: 'e0000000-0000-4000-8000-00000000000e',
    before: { status: 'pending', resolution: null },
    after: { status: 'resolved', resolution: 'resolved' },
    at: AT,
    ...overrides,
  });

  beforeEach(() => {
    t.audit.write.mockResolvedValue(true);
    t.audit.lockTarget.mockResolvedValue(undefined);
    t.audit.removeEntries.mockResolvedValue(undefined);
  });

  describe('record', () => {
    it('writes admin-svc’s own action under its id, over an event that came first with that id', async () => {
      const entry = ownEntry();

      await t.sut.record(em, entry);

      expect(t.audit.write).toHaveBeenCalledWith(em, { ...entry, source: 'admin-svc' }, 'replace');
      expectNotCalled(t.audit.lockTarget, t.audit.removeEntries);
    });

    it.each([
      ['post', 'post.delete'],
      ['comment', 'comment.delete'],
      ['indication', 'indication.delete'],
    ])(
      'on a delete-content of a %s, drops under the item’s lock the owner’s %s entries kept under another id',
      async (targetType, ownerAction) => {
        const entry = ownEntry({
          action: moderationActions.reportDeleteContent,
          targetType,
          targetId: 'f0000000-0000-4000-8000-00000000000f',
        });

        await t.sut.record(em, entry);

        expect(t.audit.lockTarget).toHaveBeenCalledWith(em, targetType, entry.targetId);
        expect(t.audit.removeEntries).toHaveBeenCalledWith(
          em,
          ownerAction,
          targetType,
          entry.targetId,
          entry.id,
        );
        expect(t.audit.write).toHaveBeenCalledWith(em, { ...entry, source: 'admin-svc' }, 'replace');
        const [lock] = t.audit.lockTarget.mock.invocationCallOrder;
        const [remove] = t.audit.removeEntries.mock.invocationCallOrder;
        const [write] = t.audit.write.mock.invocationCallOrder;
        expect(lock!).toBeLessThan(remove!);
        expect(remove!).toBeLessThan(write!);
      },
    );

    it('keeps an earlier deletion of the item when the delete-content found it already gone', async () => {
      const entry = ownEntry({
        action: moderationActions.reportDeleteContent,
        targetType: 'post',
        targetId: 'f0000000-0000-4000-8000-00000000000f',
        after: { deleted: true, already_gone: true },
      });

      await t.sut.record(em, entry);

      expect(t.audit.removeEntries).not.toHaveBeenCalled();
      expect(t.audit.write).toHaveBeenCalledWith(em, { ...entry, source: 'admin-svc' }, 'replace');
    });
  });

  describe('recordEvent', () => {
    it('keeps another service’s action once per action id, naming the service from the action', async () => {
      const event = actionEventFactory({
        action: 'user.block',
        target_type: 'user',
        before: { blocked: false },
        after: { blocked: true },
      });

      await t.sut.recordEvent(em, event);

      expect(t.audit.write).toHaveBeenCalledWith(
        em,
        {
          id: event.action_id,
          actorId: event.actor_id,
          action: 'user.block',
          targetType: 'user',
          targetId: event.target_id,
          before: { blocked: false },
          after: { blocked: true },
          at: new Date(event.at),
          source: 'identity-svc',
        },
        'keep',
      );
      expect(t.audit.hasDeletingEntry).not.toHaveBeenCalled();
    });

    it('keeps indication-svc’s automatic hold of a vote cluster as done by the system', async () => {
      const event = actionEventFactory({
        actor_id: SYSTEM_ACTOR_ID,
        action: integrityAuditActions.autoHold,
        target_type: INTEGRITY_AUDIT_TARGET,
        before: { status: 'open' },
        after: { status: 'quarantined', held_votes: 8 },
      });

      await t.sut.recordEvent(em, event);

      expect(t.audit.write).toHaveBeenCalledWith(
        em,
        expect.objectContaining({
          id: event.action_id,
          actorId: SYSTEM_ACTOR_ID,
          action: 'integrity.auto_hold',
          targetType: 'integrity_cluster',
          source: 'indication-svc',
        }),
        'keep',
      );
      expect(t.audit.hasDeletingEntry).not.toHaveBeenCalled();
    });

    it('does not keep the owner’s record of a deletion an admin already recorded as a delete-content', async () => {
      const event = actionEventFactory({ action: 'post.delete', target_type: 'post' });
      t.audit.hasDeletingEntry.mockResolvedValue(true);

      await t.sut.recordEvent(em, event);

      expect(t.audit.lockTarget).toHaveBeenCalledWith(em, 'post', event.target_id);
      expect(t.audit.hasDeletingEntry).toHaveBeenCalledWith(
        em,
        moderationActions.reportDeleteContent,
        'post',
        event.target_id,
      );
      expect(t.audit.write).not.toHaveBeenCalled();
    });

    it('keeps a deletion made outside any report, such as from the Fóruns tab', async () => {
      const event = actionEventFactory({ action: 'comment.delete', target_type: 'comment' });
      t.audit.hasDeletingEntry.mockResolvedValue(false);

      await t.sut.recordEvent(em, event);

      expect(t.audit.hasDeletingEntry).toHaveBeenCalledWith(
        em,
        moderationActions.reportDeleteContent,
        'comment',
        event.target_id,
      );
      expect(t.audit.write).toHaveBeenCalledWith(
        em,
        expect.objectContaining({ id: event.action_id, action: 'comment.delete', source: 'forum-svc' }),
        'keep',
      );
    });

    it('looks for no delete-content behind an action that deletes nothing', async () => {
      const event = actionEventFactory({ action: 'post.update', target_type: 'post' });

      await t.sut.recordEvent(em, event);

      expectNotCalled(t.audit.lockTarget, t.audit.hasDeletingEntry);
      expect(t.audit.write).toHaveBeenCalledWith(
        em,
        expect.objectContaining({ action: 'post.update' }),
        'keep',
      );
    });
  });

  describe('list', () => {
    it('shows a page of entries with each actor’s name', async () => {
      const entry = auditEntryFactory({ actorId: admin.id });
      t.audit.page.mockResolvedValue({ entries: [entry], total: 21, exact: true });
      t.people.findByIds.mockResolvedValue(new Map([[admin.id, admin]]));

      const query = { page: 2, per_page: 20 };
      const result = await t.sut.list(query);

      expect(t.audit.page).toHaveBeenCalledWith(em, query);
      expect(t.people.findByIds).toHaveBeenCalledWith(em, [admin.id]);
      expect(result).toEqual({
        data: [
          {
            audit_id: entry.id,
            actor_id: admin.id,
            actor_name: 'Rita Alves',
            action: 'user.block',
            target_type: 'user',
            target_id: entry.targetId,
            before: { blocked: false },
            after: { blocked: true },
            at: '2026-11-28T16:00:00.000Z',
            source: 'identity-svc',
          },
        ],
        meta: { total: 21, page: 2, per_page: 20, last_page: 2, total_exact: true, from: 21, to: 21 },
      });
    });

    it('shows no name for an actor whose account was deleted or is unknown', async () => {
      const gone = personFactory({ isAdmin: true, deleted: true, name: '', surname: '' });
      t.audit.page.mockResolvedValue({
        entries: [auditEntryFactory({ actorId: gone.id }), auditEntryFactory()],
        total: 2,
        exact: true,
      });
      t.people.findByIds.mockResolvedValue(new Map([[gone.id, gone]]));

      const { data } = await t.sut.list({ page: 1, per_page: 20 });

      expect(data.map((e) => e.actor_name)).toEqual([null, null]);
    });

    it('names the system as the actor of what no person did, such as the Thursday automatic hold', async () => {
      t.audit.page.mockResolvedValue({
        entries: [
          auditEntryFactory({
            actorId: SYSTEM_ACTOR_ID,
            action: integrityAuditActions.autoHold,
            targetType: INTEGRITY_AUDIT_TARGET,
            source: 'indication-svc',
          }),
          auditEntryFactory({ actorId: admin.id, action: integrityAuditActions.release }),
        ],
        total: 2,
        exact: true,
      });
      t.people.findByIds.mockResolvedValue(new Map([[admin.id, admin]]));

      const { data } = await t.sut.list({ page: 1, per_page: 20 });

      expect(data.map((e) => [e.actor_id, e.actor_name])).toEqual([
        [SYSTEM_ACTOR_ID, 'Sistema'],
        [admin.id, 'Rita Alves'],
      ]);
    });

    it('shows a missing before or after as null', async () => {
      t.audit.page.mockResolvedValue({
        entries: [auditEntryFactory({ actorId: admin.id, before: undefined, after: null })],
        total: 1,
        exact: true,
      });
      t.people.findByIds.mockResolvedValue(new Map([[admin.id, admin]]));

      const [shown] = (await t.sut.list({ page: 1, per_page: 20 })).data;

      expect(shown).toMatchObject({ before: null, after: null });
    });
  });
});

describe('sourceOfAction', () => {
  it('names the service that performs each kind of admin action', () => {
    expect(sourceOfAction('user.block')).toBe('identity-svc');
    expect(sourceOfAction('indication.approve')).toBe('indication-svc');
    expect(sourceOfAction('post.delete')).toBe('forum-svc');
    expect(sourceOfAction('comment.update')).toBe('forum-svc');
    expect(sourceOfAction('forum.delete')).toBe('forum-svc');
    expect(sourceOfAction('ticket.respond')).toBe('support-svc');
  });

  it.each(Object.values(integrityAuditActions))('takes %s as indication-svc’s', (action) => {
    expect(sourceOfAction(action)).toBe('indication-svc');
  });

  it('takes any other action as admin-svc’s own', () => {
    expect(sourceOfAction('report.resolve')).toBe('admin-svc');
    expect(sourceOfAction('censored_word.add')).toBe('admin-svc');
    expect(sourceOfAction('settings.update')).toBe('admin-svc');
  });
});
