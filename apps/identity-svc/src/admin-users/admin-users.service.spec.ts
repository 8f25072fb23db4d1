import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { adminUsersQuerySchema, eventPayloads, userLifecycleMessages as m } from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import { automock, type Mocked, clockAt, ormForking } from '@encontro/testing';
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
  let users: Mocked<UsersRepository>;
  let geo: Mocked<GeoService>;
  let revocations: Mocked<SessionRevocations>;
  let outbox: Mocked<Outbox>;
  let service: AdminUsersService;
  let em: EntityManager & { flush: jest.Mock };
  const admin = userFactory({ isAdmin: true });

  /** `user` as the repository finds it, locked. */
  const existing = (user: User) => {
    users.findByIdForUpdate.mockResolvedValue(user);
    return user;
  };

  beforeEach(() => {
    users = automock(UsersRepository);
    geo = automock(GeoService);
    revocations = automock(SessionRevocations);
    outbox = automock(Outbox);
    users.search.mockResolvedValue({ users: [], total: 0 });
    outbox.add.mockReturnValue('event');
    revocations.endAllSessions.mockResolvedValue(undefined);
    revocations.allowNewSessions.mockResolvedValue(undefined);
    em = {
      flush: jest.fn(async () => undefined),
      transactional: (work: (em: EntityManager) => Promise<unknown>) => work(em),
    } as unknown as EntityManager & { flush: jest.Mock };
    service = new AdminUsersService(ormForking(em), users, geo, revocations, outbox, clockAt(NOW));
  });

  describe('listing', () => {
    it('answers every match in one page when no page is asked for', async () => {
      const people = [userFactory(), userFactory(), userFactory()];
      users.search.mockResolvedValue({ users: people, total: 3 });

      const result = await service.list(query({ search: 'souza' }));

      expect(users.search).toHaveBeenCalledWith(em, { search: 'souza', state: undefined, page: undefined });
      expect(result.data.map((u) => u.user_id)).toEqual(people.map((p) => p.id));
      expect(result.meta).toEqual({ total: 3, page: 1, per_page: 3, last_page: 1 });
    });

    it('shows each person’s verification and block state and never the password hash', async () => {
      const person = userFactory({ emailVerifiedAt: null, blocked: true });
      users.search.mockResolvedValue({ users: [person], total: 1 });

      const { data } = await service.list(query());

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
      geo.findState.mockReturnValue(SAO_PAULO);

      await service.list(query({ state: 'sp' }));

      expect(geo.findState).toHaveBeenCalledWith('sp');
      expect(users.search).toHaveBeenCalledWith(em, expect.objectContaining({ state: 'São Paulo' }));
    });

    it('answers an empty list for a state that does not exist, without searching', async () => {
      geo.findState.mockReturnValue(undefined);

      const result = await service.list(query({ state: 'Atlântida', page: 2, per_page: 10 }));

      expect(result).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 0, last_page: 1 } });
      expect(users.search).not.toHaveBeenCalled();
    });

    it('pages by 20 when only the page is asked for', async () => {
      users.search.mockResolvedValue({ users: [userFactory()], total: 45 });

      const result = await service.list(query({ page: 3 }));

      expect(users.search).toHaveBeenCalledWith(
        em,
        expect.objectContaining({ page: { number: 3, size: 20 } }),
      );
      expect(result.meta).toEqual({ total: 45, page: 3, per_page: 20, last_page: 3 });
    });

    it('starts at the first page when only the page size is asked for', async () => {
      users.search.mockResolvedValue({ users: [], total: 25 });

      const result = await service.list(query({ per_page: 10 }));

      expect(users.search).toHaveBeenCalledWith(
        em,
        expect.objectContaining({ page: { number: 1, size: 10 } }),
      );
      expect(result.meta).toEqual({ total: 25, page: 1, per_page: 10, last_page: 3 });
    });

    it('answers one last page when a paged search finds nobody', async () => {
      const result = await service.list(query({ page: 1, per_page: 10 }));

      expect(result.meta).toEqual({ total: 0, page: 1, per_page: 10, last_page: 1 });
    });
  });

  describe('blocking and unblocking', () => {
    it('blocks an unblocked person and tells the other services who did it', async () => {
      const user = existing(userFactory());

      const result = await service.toggleBlock(admin.id, user.id);

      expect(users.findByIdForUpdate).toHaveBeenCalledWith(em, user.id);
      expect(user.blocked).toBe(true);
      expect(user.updatedAt).toEqual(NOW);
      expect(outbox.add).toHaveBeenCalledWith(em, 'user.block_changed', {
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

      await service.toggleBlock(admin.id, user.id);

      const payload = outbox.add.mock.calls.find(([, name]) => name === 'admin.action_performed')?.[2];
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

    it('ends every session of a blocked person once the change is flushed', async () => {
      const user = existing(userFactory());

      await service.toggleBlock(admin.id, user.id);

      expect(revocations.endAllSessions).toHaveBeenCalledWith(user.id);
      expect(revocations.allowNewSessions).not.toHaveBeenCalled();
      expect(em.flush.mock.invocationCallOrder[0]).toBeLessThan(
        revocations.endAllSessions.mock.invocationCallOrder[0]!,
      );
    });

    it('unblocks a blocked person, recording the admin action', async () => {
      const user = existing(userFactory({ blocked: true }));

      const result = await service.toggleBlock(admin.id, user.id);

      expect(user.blocked).toBe(false);
      expect(outbox.add).toHaveBeenCalledWith(
        em,
        'user.block_changed',
        expect.objectContaining({ user_id: user.id, blocked: false }),
      );
      expect(outbox.add).toHaveBeenCalledWith(
        em,
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

      await service.toggleBlock(admin.id, user.id);

      expect(revocations.allowNewSessions).toHaveBeenCalledWith(user.id);
      expect(revocations.endAllSessions).not.toHaveBeenCalled();
    });

    it('refuses an administrator blocking themselves', async () => {
      const self = existing(userFactory({ id: admin.id, isAdmin: true }));

      await expect(service.toggleBlock(admin.id, admin.id)).rejects.toMatchObject({
        reason: 'CANNOT_TARGET_SELF',
        message: m.cannotTargetSelf,
      });
      expect(self.blocked).toBe(false);
      expect(outbox.add).not.toHaveBeenCalled();
      expect(revocations.endAllSessions).not.toHaveBeenCalled();
    });

    it('refuses blocking another administrator', async () => {
      const other = existing(userFactory({ isAdmin: true }));

      await expect(service.toggleBlock(admin.id, other.id)).rejects.toMatchObject({
        reason: 'CANNOT_TARGET_ADMIN',
        message: m.cannotTargetAdmin,
      });
      expect(other.blocked).toBe(false);
      expect(outbox.add).not.toHaveBeenCalled();
    });

    it('answers USER_NOT_FOUND for an account that is gone', async () => {
      users.findByIdForUpdate.mockResolvedValue(null);

      await expect(service.toggleBlock(admin.id, 'gone')).rejects.toMatchObject({
        reason: 'USER_NOT_FOUND',
        message: m.userNotFound,
      });
      expect(outbox.add).not.toHaveBeenCalled();
    });

    it('fails, so the block does not commit, when the sessions cannot be ended', async () => {
      users.findByIdForUpdate.mockResolvedValue(userFactory());
      const failure = new Error('redis down');
      revocations.endAllSessions.mockRejectedValue(failure);

      await expect(service.toggleBlock(admin.id, 'someone')).rejects.toBe(failure);
    });
  });
});
