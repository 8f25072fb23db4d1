import { beforeAll, describe, expect, it } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { type AccessTokenClaims, authRedisKeys, isRevokedByMark } from '@encontro/contracts';
import { expectRefusal, providersOf } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { AccountDeletionHandlers } from '../../src/account-deletion/account-deletion.handlers.js';
import { AdminUsersHandlers } from '../../src/admin-users/admin-users.handlers.js';
import { ProfileHandlers } from '../../src/profile/profile.handlers.js';
import { KnownNetworksPruner } from '../../src/sessions/known-networks.pruner.js';
import { SessionsHandlers } from '../../src/sessions/sessions.handlers.js';
import { UserDataHandlers } from '../../src/user-data/user-data.handlers.js';
import { PASSWORD, newEmail, verifiedAccount } from '../support/account-flows.js';
import type { IdentityTestApp } from '../support/identity-test-app.js';
import { identitySuite } from '../support/suite.js';

const NETWORK = 'Q2FzYURhQW5hUmVkZTAwMQ';
const blockedLogin = {
  reason: 'USER_BLOCKED',
  message: 'Sua conta está bloqueada. Entre em contato com o suporte.',
};

describe('identity-svc user lifecycle: admin list, block, deletion, LGPD export', () => {
  const t = identitySuite('identity_lifecycle');
  const h = providersOf(t, {
    admin: AdminUsersHandlers,
    deletion: AccountDeletionHandlers,
    sessions: SessionsHandlers,
  });
  let adminId: string;

  const decode = (token: string) => new JwtService({}).decode<AccessTokenClaims>(token);
  /** What the gateway's AccessTokens decides for this token now. */
  const tokenWorks = async (token: string) => {
    const claims = decode(token);
    const mark = await t.redis.get(authRedisKeys.revokedBefore(claims.sub));
    return !isRevokedByMark(mark, claims);
  };
  const auditOf = async (targetId: string) =>
    (await t.outbox('admin.action_performed')).filter((row) => row.payload.target_id === targetId);
  const eventsOf = async (name: Parameters<IdentityTestApp['outbox']>[0], userId: string) =>
    (await t.outbox(name)).filter((row) => row.payload.user_id === userId).map((row) => row.payload);
  /** What waits for the gateway's storage clean-up about this person. */
  const purgesOf = (userId: string) =>
    t.sql<{ path: string; kind: string }>(
      `select path, kind from ${t.table('photo_purges')} where path like ? order by path`,
      [`%/${userId}/%`],
    );

  beforeAll(async () => {
    adminId = (await verifiedAccount(t, { first_name: 'Admin' })).userId;
    await t.sql(`update ${t.table('users')} set is_admin = true where id = ?`, [adminId]);
  });

  it('lists users newest first with SPEC §3 admin fields, searched by name, surname or e-mail and filtered by state', async () => {
    const tag = randomUUID().slice(0, 8);
    const ana = await verifiedAccount(t, {
      first_name: `Ana${tag}`,
      last_name: 'Souza',
      email: newEmail(`ana${tag}`),
    });
    const rafa = await verifiedAccount(t, {
      first_name: `Rafa${tag}`,
      last_name: `Costa${tag}`,
      state: 'RJ',
      city: 'Rio de Janeiro',
      city_id: '3304557',
    });

    const all = await h.admin.adminListUsers({ query: {} });
    // The first page of 20 (the suite's earlier accounts are there too), newest first.
    expect(all.meta).toMatchObject({ page: 1, per_page: 20, total: expect.any(Number) });
    expect(all.data).toHaveLength(Math.min(all.meta.total, 20));
    expect(all.data[0]).toEqual({
      user_id: rafa.userId,
      name: `Rafa${tag}`,
      surname: `Costa${tag}`,
      email: rafa.email,
      state: 'Rio de Janeiro',
      city: 'Rio de Janeiro',
      gender: 'F',
      photo: null,
      is_admin: false,
      last_voted_indication_id: null,
      last_confirmed_indication_id: null,
      blocked: false,
      email_verified: true,
      created_at: expect.any(String),
    });
    expect(JSON.stringify(all)).not.toMatch(/password|argon2/i);

    const ids = async (query: Record<string, unknown>) =>
      (await h.admin.adminListUsers({ query })).data.map((u) => u.user_id);
    expect(await ids({ search: `ana${tag}` })).toEqual([ana.userId]);
    expect(await ids({ search: `COSTA${tag}` })).toEqual([rafa.userId]);
    expect(await ids({ search: `${tag}`, state: 'RJ' })).toEqual([rafa.userId]);
    expect(await ids({ search: `${tag}`, state: 'São Paulo' })).toEqual([ana.userId]);
    expect(await ids({ search: `${tag}`, state: 'Atlântida' })).toEqual([]);
    expect(await ids({ search: '%' })).toEqual([]);

    // Numbers as a query string carries them: the handler coerces them (and refuses too many).
    const page = await h.admin.adminListUsers({ query: { search: tag, page: '2', per_page: '1' } as never });
    expect(page).toMatchObject({
      data: [{ user_id: ana.userId }],
      meta: { total: 2, page: 2, per_page: 1, last_page: 2 },
    });
    await expect(h.admin.adminListUsers({ query: { per_page: '500' } as never })).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
    });
  });

  it('blocks: open sessions stop at once, login is refused, one audit entry; unblocking lets the person log in again', async () => {
    const { email, userId } = await verifiedAccount(t);
    const { token: open } = await h.sessions.login({ body: { email, password: PASSWORD } });
    expect(await tokenWorks(open)).toBe(true);

    const blocked = await h.admin.adminToggleBlock({ actor_id: adminId, user_id: userId });
    expect(blocked).toMatchObject({
      message: 'Usuário bloqueado com sucesso!',
      user: { user_id: userId, blocked: true },
    });
    expect(await tokenWorks(open)).toBe(false);
    // The gateway answers the ended session with the blocked message while the flag lasts.
    expect(await t.redis.get(authRedisKeys.blocked(userId))).toBe('1');
    expect(await t.redis.ttl(authRedisKeys.blocked(userId))).toBeGreaterThan(6 * 24 * 3600);
    await expect(h.sessions.login({ body: { email, password: PASSWORD } })).rejects.toMatchObject(
      blockedLogin,
    );
    expect(await eventsOf('user.block_changed', userId)).toEqual([
      { user_id: userId, blocked: true, by: adminId, at: expect.any(String) },
    ]);
    expect((await auditOf(userId)).map((row) => row.payload)).toEqual([
      {
        action_id: expect.any(String),
        actor_id: adminId,
        action: 'user.block',
        target_type: 'user',
        target_id: userId,
        before: { blocked: false },
        after: { blocked: true },
        at: expect.any(String),
      },
    ]);

    const unblocked = await h.admin.adminToggleBlock({ actor_id: adminId, user_id: userId });
    expect(unblocked).toMatchObject({
      message: 'Usuário desbloqueado com sucesso!',
      user: { blocked: false },
    });
    // The old session stays ended, no longer said to be blocked; a new login works at once, even in
    // the second of the unblock.
    expect(await tokenWorks(open)).toBe(false);
    expect(await t.redis.get(authRedisKeys.blocked(userId))).toBeNull();
    const { token: fresh } = await h.sessions.login({ body: { email, password: PASSWORD } });
    expect(await tokenWorks(fresh)).toBe(true);
    expect((await auditOf(userId)).map((row) => row.payload.action)).toEqual(['user.block', 'user.unblock']);
    expect((await eventsOf('user.block_changed', userId)).map((e) => e.blocked)).toEqual([true, false]);
  });

  it('refuses to block or delete the administrator themselves, another administrator or nobody, changing nothing', async () => {
    const other = await verifiedAccount(t);
    await t.sql(`update ${t.table('users')} set is_admin = true where id = ?`, [other.userId]);
    const self = { actor_id: adminId, user_id: adminId };
    const peer = { actor_id: adminId, user_id: other.userId };
    const ghost = { actor_id: adminId, user_id: randomUUID() };
    for (const call of [
      h.admin.adminToggleBlock.bind(h.admin),
      h.deletion.adminDeleteUser.bind(h.deletion),
    ]) {
      await expectRefusal(
        call(self),
        'CANNOT_TARGET_SELF',
        'Você não pode bloquear ou excluir a sua própria conta pelo painel.',
      );
      await expectRefusal(
        call(peer),
        'CANNOT_TARGET_ADMIN',
        'Não é possível bloquear ou excluir um administrador.',
      );
      await expect(call(ghost)).rejects.toMatchObject({ reason: 'USER_NOT_FOUND' });
      await expect(call({ actor_id: adminId, user_id: 'x' })).rejects.toMatchObject({
        reason: 'VALIDATION_FAILED',
      });
    }
    const rows = await t.sql<{ blocked: boolean }>(
      `select blocked from ${t.table('users')} where id in (?, ?)`,
      [adminId, other.userId],
    );
    expect(rows).toEqual([{ blocked: false }, { blocked: false }]);
    expect(await auditOf(adminId)).toEqual([]);
    expect(await auditOf(other.userId)).toEqual([]);
  });

  it('deletes a user for the admin: row, links, activity and known networks gone, sessions ended, photos queued, user.deleted and one audit entry', async () => {
    const { email, userId } = await verifiedAccount(t);
    const { token } = await h.sessions.login({ body: { email, password: PASSWORD }, network: NETWORK });
    expect(
      await t.sql(`select 1 from ${t.table('known_networks')} where user_id = ?`, [userId]),
    ).toHaveLength(1);
    await t
      .get(ProfileHandlers)
      .updatePhoto({ user_id: userId, photo_key: `storage/users/${userId}/a.webp` });
    await t.sql(
      `insert into ${t.table('weekly_activity')} (user_id, vote_week, updated_at) values (?, '2026-W10', now())`,
      [userId],
    );
    await t.lastPublished('user.profile_updated');

    await expect(h.deletion.adminDeleteUser({ actor_id: adminId, user_id: userId })).resolves.toEqual({
      message: 'Usuário excluído com sucesso!',
    });
    // Every photo the person uploaded waits for the gateway in the same commit (LGPD).
    expect(await purgesOf(userId)).toEqual([
      { path: `indications/${userId}/`, kind: 'prefix' },
      { path: `memories/${userId}/`, kind: 'prefix' },
      { path: `storage/users/${userId}/a.webp`, kind: 'object' },
      { path: `users/${userId}/`, kind: 'prefix' },
    ]);

    for (const [table, column] of [
      ['users', 'id'],
      ['account_tokens', 'user_id'],
      ['weekly_activity', 'user_id'],
      ['known_networks', 'user_id'],
      ['mail_outbox', 'ref_id'],
    ])
      expect(await t.sql(`select 1 from ${t.table(table!)} where ${column} = ?`, [userId])).toEqual([]);
    expect(await tokenWorks(token)).toBe(false);
    await expect(h.sessions.login({ body: { email, password: PASSWORD } })).rejects.toMatchObject({
      reason: 'INVALID_CREDENTIALS',
    });
    expect(await eventsOf('user.deleted', userId)).toEqual([
      { user_id: userId, by: 'admin', at: expect.any(String) },
    ]);
    expect((await auditOf(userId)).map((row) => row.payload)).toEqual([
      expect.objectContaining({ actor_id: adminId, action: 'user.delete', after: null }),
    ]);
    // The published snapshots that carried the name and e-mail went with the account.
    expect(await eventsOf('user.registered', userId)).toEqual([]);
    expect(await eventsOf('user.profile_updated', userId)).toEqual([]);
    expect((await t.lastPublished('user.deleted')).payload).toMatchObject({ user_id: userId });
    await expect(h.deletion.adminDeleteUser({ actor_id: adminId, user_id: userId })).rejects.toMatchObject({
      reason: 'USER_NOT_FOUND',
    });
  });

  it('deletes one’s own account only with the right password, by the same path, without an audit entry', async () => {
    const { email, userId } = await verifiedAccount(t);
    const { token } = await h.sessions.login({ body: { email, password: PASSWORD } });

    await expectRefusal(
      h.deletion.deleteOwnAccount({ user_id: userId, password: 'Errada123' }),
      'WRONG_PASSWORD',
      'Senha incorreta',
      { password: ['Senha incorreta'] },
    );
    await expect(h.deletion.deleteOwnAccount({ user_id: userId, password: '' })).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
      errors: { password: ['Senha é obrigatória'] },
    });
    expect(await tokenWorks(token)).toBe(true);
    expect(await t.sql(`select 1 from ${t.table('users')} where id = ?`, [userId])).toHaveLength(1);
    expect(await eventsOf('user.deleted', userId)).toEqual([]);

    expect(await purgesOf(userId)).toEqual([]);

    await expect(h.deletion.deleteOwnAccount({ user_id: userId, password: PASSWORD })).resolves.toEqual({
      message: 'Sua conta foi excluída. Sentiremos sua falta!',
    });
    expect((await purgesOf(userId)).map((row) => row.path)).toEqual([
      `indications/${userId}/`,
      `memories/${userId}/`,
      `users/${userId}/`,
    ]);
    expect(await tokenWorks(token)).toBe(false);
    expect(await t.sql(`select 1 from ${t.table('users')} where id = ?`, [userId])).toEqual([]);
    expect(await eventsOf('user.deleted', userId)).toEqual([
      { user_id: userId, by: 'self', at: expect.any(String) },
    ]);
    expect(await auditOf(userId)).toEqual([]);
    await expect(h.sessions.login({ body: { email, password: PASSWORD } })).rejects.toMatchObject({
      reason: 'INVALID_CREDENTIALS',
    });
  });

  it('does not let an administrator delete their own account from the profile', async () => {
    await expectRefusal(
      h.deletion.deleteOwnAccount({ user_id: adminId, password: PASSWORD }),
      'ADMIN_SELF_DELETE',
      'Contas de administrador não podem ser excluídas pelo perfil. Peça a outro administrador.',
    );
    expect(await t.sql(`select 1 from ${t.table('users')} where id = ?`, [adminId])).toHaveLength(1);
  });

  it('exports the profile and account history without the password hash or any token', async () => {
    const { email, userId } = await verifiedAccount(t, { first_name: 'Bia' });
    await h.sessions.login({ body: { email, password: PASSWORD }, network: NETWORK });
    const exported = await t.get(UserDataHandlers).export({ user_id: userId });
    expect(exported).toEqual({
      service: 'identity-svc',
      data: {
        profile: expect.objectContaining({
          user_id: userId,
          name: 'Bia',
          email,
          blocked: false,
          email_verified_at: expect.any(String),
          last_login_at: expect.any(String),
        }),
        weekly_activity: null,
        email_links: [
          {
            purpose: 'email_verification',
            created_at: expect.any(String),
            expires_at: expect.any(String),
            used_at: expect.any(String),
          },
        ],
        known_networks: [
          { network: NETWORK, first_login_at: expect.any(String), last_login_at: expect.any(String) },
        ],
      },
    });
    const text = JSON.stringify(exported);
    const [stored] = await t.sql<{ password_hash: string }>(
      `select password_hash from ${t.table('users')} where id = ?`,
      [userId],
    );
    expect(text).not.toContain(stored!.password_hash);
    expect(text).not.toMatch(/argon2|token_hash|password/i);
    await expect(t.get(UserDataHandlers).export({ user_id: randomUUID() })).rejects.toMatchObject({
      reason: 'USER_NOT_FOUND',
    });
  });

  it('forgets a network 90 days after the last login there: neither exported nor kept', async () => {
    const { email, userId } = await verifiedAccount(t);
    const OLD = 'QW50aWdhUmVkZURhQmlhMD';
    await h.sessions.login({ body: { email, password: PASSWORD }, network: NETWORK });
    await h.sessions.login({ body: { email, password: PASSWORD }, network: OLD });
    await t.sql(
      `update ${t.table('known_networks')} set last_seen_at = ?::timestamptz - interval '91 days' where user_id = ? and network = ?`,
      [t.clock.now(), userId, OLD],
    );

    const exported = await t.get(UserDataHandlers).export({ user_id: userId });
    expect((exported.data.known_networks as { network: string }[]).map((k) => k.network)).toEqual([NETWORK]);

    await t.get(KnownNetworksPruner).prune();
    expect(
      await t.sql<{ network: string }>(`select network from ${t.table('known_networks')} where user_id = ?`, [
        userId,
      ]),
    ).toEqual([{ network: NETWORK }]);
  });
});
