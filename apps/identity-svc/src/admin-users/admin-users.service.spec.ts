import { beforeEach, describe, expect, it } from '@jest/globals';
import { adminUsersQuerySchema, eventPayloads, userLifecycleMessages as m } from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import {
  clockAt,
  expectNotCalled,
  expectRefusal,
  ormForking,
  serviceUnderTest,
} from '@encontro/testing/unit';
import { userFactory } from '../../test/support/factories.js';
import type { State } from '../geo/geo.data.js';
import { GeoService } from '../geo/geo.service.js';
import { SessionRevocations } from '../sessions/session-revocations.repository.js';
import type { User } from '../users/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';
import { AdminUsersService } from './admin-users.service.js';

const NOW = new Date('2026-11-24T13:00:00Z');
const SAO_PAULO: State = { uf: 'SP', name: 'São Paulo', ibgeCode: '35', cities: [] };

/** A query as the contract hands it over. */
const query = (input: Record<string, unknown> = {}) => adminUsersQuerySchema.parse(input);

describe(AdminUsersService.name, () => {
  const admin = userFactory({ isAdmin: true });

  const t = serviceUnderTest(AdminUsersService, ({ em }) => ({
    orm: ormForking(em),
    users: UsersRepository,
    geo: GeoService,
    revocations: SessionRevocations,
    outbox: Outbox,
    clock: clockAt(NOW),
  }));

  /** `user` as the repository finds it, locked. */
  const existing = (user: User) => {
    t.users.findByIdForUpdate.mockResolvedValue(user);
    return user;
  };

  beforeEach(() => {
    t.users.search.mockResolvedValue({ users: [], total: 0, exact: true });
    t.outbox.add.mockReturnValue('event');
    t.revocations.endSessionsForBlock.mockResolvedValue(undefined);
    t.revocations.unblocked.mockResolvedValue(undefined);
  });

  describe('listing', () => {
    it('answers the first page of 20 with the exact total when no page is asked for', async () => {
      const people = [userFactory(), userFactory(), userFactory()];
      t.users.search.mockResolvedValue({ users: people, total: 45, exact: true });

      const result = await t.sut.list(query({ search: 'souza' }));

      expect(t.users.search).toHaveBeenCalledWith(t.em, {
        search: 'souza',
        state: undefined,
        page: { number: 1, size: 20 },
      });
      expect(result.data.map((u) => u.user_id)).toEqual(people.map((p) => p.id));
      expect(result.meta).toEqual({ total: 45, page: 1, per_page: 20, last_page: 3, total_exact: true });
    });

    it('shows each person’s verification and block state and never the password hash', async () => {
      const person = userFactory({ emailVerifiedAt: null, blocked: true });
      t.users.search.mockResolvedValue({ users: [person], total: 1, exact: true });

      const { data } = await t.sut.list(query());

      expect(data[0]).toMatchObject({
        user_id: person.id,
        email: person.email,
        email_verified: false,
        blocked: true,
        is_admin: false,
        created_at: person.createdAt.toISOString(),
      });
      expect(JSON.stringify(data[0])).not.toContain(person.passwordHash);
    });

    it('searches a state asked for by its UF under its full name', async () => {
      t.geo.findState.mockReturnValue(SAO_PAULO);

      await t.sut.list(query({ state: 'sp' }));

      expect(t.geo.findState).toHaveBeenCalledWith('sp');
      expect(t.users.search).toHaveBeenCalledWith(t.em, expect.objectContaining({ state: 'São Paulo' }));
    });

    it('answers an empty page for a state that does not exist, without searching', async () => {
      t.geo.findState.mockReturnValue(undefined);

      const result = await t.sut.list(query({ state: 'Atlântida', page: 2, per_page: 10 }));

      expect(result).toEqual({
        data: [],
        meta: { total: 0, page: 2, per_page: 10, last_page: 1, total_exact: true },
      });
      expect(t.users.search).not.toHaveBeenCalled();
    });

    it.each<{
      name: string;
      asked: Record<string, number>;
      found: User[];
      total: number;
      page: number;
      size: number;
    }>([
      {
        name: 'pages by 20 when only the page is asked for',
        asked: { page: 3 },
        found: [userFactory()],
        total: 45,
        page: 3,
        size: 20,
      },
      {
        name: 'starts at the first page when only the page size is asked for',
        asked: { per_page: 10 },
        found: [],
        total: 25,
        page: 1,
        size: 10,
      },
    ])('$name', async ({ asked, found, total, page, size }) => {
      t.users.search.mockResolvedValue({ users: found, total, exact: true });

      const result = await t.sut.list(query(asked));

      expect(t.users.search).toHaveBeenCalledWith(
        t.em,
        expect.objectContaining({ page: { number: page, size } }),
      );
      expect(result.meta).toEqual({ total, page, per_page: size, last_page: 3, total_exact: true });
    });

    it('answers one last page when a paged search finds nobody', async () => {
      const result = await t.sut.list(query({ page: 1, per_page: 10 }));

      expect(result.meta).toEqual({ total: 0, page: 1, per_page: 10, last_page: 1, total_exact: true });
    });

    it('says when more people match than were counted', async () => {
      t.users.search.mockResolvedValue({ users: [userFactory()], total: 1_000, exact: false });

      const result = await t.sut.list(query({}));

      expect(result.meta).toEqual({
        total: 1_000,
        page: 1,
        per_page: 20,
        last_page: 50,
        total_exact: false,
      });
    });
  });

  describe('blocking and unblocking', () => {
    it('blocks an unblocked person and tells the other services who did it', async () => {
      const user = existing(userFactory());

      const result = await t.sut.toggleBlock(admin.id, user.id);

      expect(t.users.findByIdForUpdate).toHaveBeenCalledWith(t.em, user.id);
      expect(user.blocked).toBe(true);
      expect(user.updatedAt).toEqual(NOW);
      expect(t.outbox.add).toHaveBeenCalledWith(t.em, 'user.block_changed', {
        user_id: user.id,
        blocked: true,
        by: admin.id,
        at: NOW.toISOString(),
      });
      expect(result).toEqual({
        message: m.blocked,
        user: expect.objectContaining({ user_id: user.id, blocked: true }),
      });
    });

    it('records a block as an admin action holding only the block state', async () => {
      const user = existing(userFactory());

      await t.sut.toggleBlock(admin.id, user.id);

      const payload = t.outbox.add.mock.calls.find(([, name]) => name === 'admin.action_performed')?.[2];
      expect(payload).toEqual({
        action_id: expect.any(String),
        actor_id: admin.id,
        action: 'user.block',
        target_type: 'user',
        target_id: user.id,
        before: { blocked: false },
        after: { blocked: true },
        at: NOW.toISOString(),
      });
      expect(eventPayloads['admin.action_performed'].safeParse(payload).success).toBe(true);
    });

    it('ends every session of a blocked person, as ended by the block, once the change is flushed, and again after the commit', async () => {
      const user = existing(userFactory());

      await t.sut.toggleBlock(admin.id, user.id);

      expect(t.revocations.endSessionsForBlock.mock.calls).toEqual([[user.id], [user.id]]);
      expect(t.em.flush.mock.invocationCallOrder[0]).toBeLessThan(
        t.revocations.endSessionsForBlock.mock.invocationCallOrder[0]!,
      );
      expect(t.revocations.unblocked).not.toHaveBeenCalled();
    });

    it('unblocks a blocked person, recording the admin action', async () => {
      const user = existing(userFactory({ blocked: true }));

      const result = await t.sut.toggleBlock(admin.id, user.id);

      expect(user.blocked).toBe(false);
      expect(t.outbox.add).toHaveBeenCalledWith(
        t.em,
        'user.block_changed',
        expect.objectContaining({ user_id: user.id, blocked: false }),
      );
      expect(t.outbox.add).toHaveBeenCalledWith(
        t.em,
        'admin.action_performed',
        expect.objectContaining({
          action: 'user.unblock',
          before: { blocked: true },
          after: { blocked: false },
        }),
      );
      expect(result).toEqual({ message: m.unblocked, user: expect.objectContaining({ blocked: false }) });
    });

    it('lets an unblocked person log in again without reviving the sessions the block ended', async () => {
      const user = existing(userFactory({ blocked: true }));

      await t.sut.toggleBlock(admin.id, user.id);

      // Logins read the session version the block raised: nothing to undo.
      expect(t.revocations.endSessionsForBlock).not.toHaveBeenCalled();
      // The ended sessions are no longer said to be blocked.
      expect(t.revocations.unblocked).toHaveBeenCalledWith(user.id);
    });

    it('refuses an administrator blocking themselves', async () => {
      const self = existing(userFactory({ id: admin.id, isAdmin: true }));

      await expectRefusal(t.sut.toggleBlock(admin.id, admin.id), 'CANNOT_TARGET_SELF', m.cannotTargetSelf);
      expect(self.blocked).toBe(false);
      expectNotCalled(t.outbox.add, t.revocations.endSessionsForBlock);
    });

    it('refuses blocking another administrator', async () => {
      const other = existing(userFactory({ isAdmin: true }));

      await expectRefusal(t.sut.toggleBlock(admin.id, other.id), 'CANNOT_TARGET_ADMIN', m.cannotTargetAdmin);
      expect(other.blocked).toBe(false);
      expect(t.outbox.add).not.toHaveBeenCalled();
    });

    it('answers USER_NOT_FOUND for an account that is gone', async () => {
      t.users.findByIdForUpdate.mockResolvedValue(null);

      await expectRefusal(t.sut.toggleBlock(admin.id, 'gone'), 'USER_NOT_FOUND', m.userNotFound);
      expect(t.outbox.add).not.toHaveBeenCalled();
    });

    it('fails, so the block does not commit, when the sessions cannot be ended', async () => {
      t.users.findByIdForUpdate.mockResolvedValue(userFactory());
      const failure = new Error('redis down');
      t.revocations.endSessionsForBlock.mockRejectedValue(failure);

      await expect(t.sut.toggleBlock(admin.id, 'someone')).rejects.toBe(failure);
    });
  });
});
