import { describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD, DemoSeed, demoUsers } from '../../src/seed/demo-seed.service.js';
import { SessionsHandlers } from '../../src/sessions/sessions.handlers.js';
import { identitySuite } from '../support/suite.js';

describe('identity-svc demo seed', () => {
  const t = identitySuite('identity_seed');

  it('creates only the administrator with create-admin, once', async () => {
    const seed = t.get(DemoSeed);
    await expect(seed.createAdmin()).resolves.toBe(true);
    await expect(seed.createAdmin()).resolves.toBe(false);
    expect(await t.sql(`select email, is_admin from ${t.table('users')}`)).toEqual([
      { email: 'admin@example.com', is_admin: true },
    ]);
  });

  it('then adds the verified demo users once, and nothing on a second run', async () => {
    const seed = t.get(DemoSeed);
    await expect(seed.run()).resolves.toEqual(demoUsers.map((u) => u.email));
    await expect(seed.run()).resolves.toEqual([]);
    expect(await t.sql(`select 1 from ${t.table('users')}`)).toHaveLength(1 + demoUsers.length);
    expect(await t.outbox('user.registered')).toHaveLength(1 + demoUsers.length);
    expect(await t.outbox('user.verified')).toHaveLength(1 + demoUsers.length);
  });

  it('lets the admin and every demo user log in with the documented passwords', async () => {
    const sessions = t.get(SessionsHandlers);
    await expect(
      sessions.login({ body: { email: 'admin@example.com', password: 'Admin123' } }),
    ).resolves.toMatchObject({
      user: { is_admin: true, email_verified: true },
    });
    const ana = await sessions.login({ body: { email: 'ana@example.com', password: DEMO_PASSWORD } });
    expect(ana.user).toMatchObject({
      is_admin: false,
      state: 'São Paulo',
      city: 'São Paulo',
      city_id: '3550308',
    });
    const rafael = await sessions.login({ body: { email: 'rafael@example.com', password: DEMO_PASSWORD } });
    expect(rafael.user).toMatchObject({
      state: 'Rio de Janeiro',
      city: 'Rio de Janeiro',
      city_id: '3304557',
    });
  });
});
