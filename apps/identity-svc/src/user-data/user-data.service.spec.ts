import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { userLifecycleMessages } from '@encontro/contracts';
import { clockAt, expectRefusal, ormForking, serviceUnderTest } from '@encontro/testing/unit';
import { accountTokenFactory, userFactory, weeklyActivityFactory } from '../../test/support/factories.js';
import { AccountToken } from '../account-tokens/account-token.entity.js';
import type { WeeklyActivity } from '../activity/weekly-activity.entity.js';
import { KnownNetworksRepository } from '../sessions/known-networks.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import { UserDataService } from './user-data.service.js';

const VERIFIED = new Date('2026-11-02T12:05:00Z');
const LOGIN = new Date('2026-11-23T21:00:00Z');
const UPDATED = new Date('2026-11-20T10:00:00Z');
const NOW = new Date('2026-11-24T13:00:00Z');

type Em = EntityManager & Record<'findOne' | 'find', jest.Mock>;

describe(UserDataService.name, () => {
  let em: Em;
  let activity: WeeklyActivity | null;
  let links: AccountToken[];
  const user = userFactory({
    emailVerifiedAt: VERIFIED,
    lastLoginAt: LOGIN,
    updatedAt: UPDATED,
    photo: 'storage/users/u1/a.webp',
  });

  // Before serviceUnderTest's own beforeEach, so that the ORM below forks this test's `em`.
  beforeEach(() => {
    activity = null;
    links = [];
    em = {
      findOne: jest.fn(async () => activity),
      find: jest.fn(async () => links),
    } as unknown as Em;
  });

  const t = serviceUnderTest(UserDataService, () => ({
    orm: ormForking(em),
    users: UsersRepository,
    knownNetworks: KnownNetworksRepository,
    clock: clockAt(NOW),
  }));

  beforeEach(() => {
    t.users.findById.mockResolvedValue(user);
    t.knownNetworks.listFor.mockResolvedValue([]);
  });

  it('exports the networks where the account logged in during the last 90 days, as stored', async () => {
    t.knownNetworks.listFor.mockResolvedValue([
      { userId: user.id, network: 'Qm9hVmlzdGFSZWRlMDAwMQ', firstSeenAt: VERIFIED, lastSeenAt: LOGIN },
    ]);

    const { data } = await t.sut.export(user.id);

    expect(t.knownNetworks.listFor).toHaveBeenCalledWith(em, user.id, new Date('2026-08-26T13:00:00Z'));
    expect(data.known_networks).toEqual([
      {
        network: 'Qm9hVmlzdGFSZWRlMDAwMQ',
        first_login_at: VERIFIED.toISOString(),
        last_login_at: LOGIN.toISOString(),
      },
    ]);
  });

  it('exports the profile with its block, verification, last login and update instants', async () => {
    const result = await t.sut.export(user.id);

    expect(t.users.findById).toHaveBeenCalledWith(em, user.id);
    expect(result.service).toBe('identity-svc');
    expect(result.data.profile).toMatchObject({
      user_id: user.id,
      email: user.email,
      photo: 'storage/users/u1/a.webp',
      blocked: false,
      email_verified: true,
      email_verified_at: VERIFIED.toISOString(),
      last_login_at: LOGIN.toISOString(),
      updated_at: UPDATED.toISOString(),
      created_at: user.createdAt.toISOString(),
    });
  });

  it('exports null instants for an account never verified nor logged into', async () => {
    t.users.findById.mockResolvedValue(userFactory({ emailVerifiedAt: null, lastLoginAt: null }));

    const { data } = await t.sut.export(user.id);

    expect(data.profile).toMatchObject({
      email_verified: false,
      email_verified_at: null,
      last_login_at: null,
    });
  });

  it('never exports the password hash nor any token hash', async () => {
    links = [accountTokenFactory({ user: user.id, tokenHash: 'a'.repeat(64) })];

    const result = await t.sut.export(user.id);

    const exported = JSON.stringify(result);
    expect(exported).not.toContain(user.passwordHash);
    expect(exported).not.toContain('a'.repeat(64));
  });

  it('exports the weeks of the person’s latest nomination, vote and presence', async () => {
    activity = weeklyActivityFactory({
      userId: user.id,
      indicationId: '5b0f3c1e-6d1a-4a57-9f0e-3b1c2d4e5f60',
      indicationWeek: '2026-W48',
      voteWeek: '2026-W47',
      updatedAt: UPDATED,
    });

    const { data } = await t.sut.export(user.id);

    expect(em.findOne).toHaveBeenCalledWith(expect.anything(), { userId: user.id });
    expect(data.weekly_activity).toEqual({
      indication_id: '5b0f3c1e-6d1a-4a57-9f0e-3b1c2d4e5f60',
      indication_week: '2026-W48',
      vote_week: '2026-W47',
      attendance_week: null,
      updated_at: UPDATED.toISOString(),
    });
  });

  it('exports no weekly activity for a person who never took part', async () => {
    const { data } = await t.sut.export(user.id);

    expect(data.weekly_activity).toBeNull();
  });

  it('exports of each e-mailed link only when it was made, when it expires and when it was used, oldest first', async () => {
    const made = new Date('2026-11-02T12:00:00Z');
    links = [
      accountTokenFactory({ user: user.id, createdAt: made, usedAt: VERIFIED }),
      accountTokenFactory({ user: user.id, purpose: 'password_reset', createdAt: UPDATED }),
    ];

    const { data } = await t.sut.export(user.id);

    expect(em.find).toHaveBeenCalledWith(AccountToken, { user: user.id }, { orderBy: { createdAt: 'asc' } });
    expect(data.email_links).toEqual([
      {
        purpose: 'email_verification',
        created_at: made.toISOString(),
        expires_at: '2026-11-03T12:00:00.000Z',
        used_at: VERIFIED.toISOString(),
      },
      {
        purpose: 'password_reset',
        created_at: UPDATED.toISOString(),
        expires_at: '2026-11-21T10:00:00.000Z',
        used_at: null,
      },
    ]);
  });

  it('answers USER_NOT_FOUND for an account that is gone, reading nothing else', async () => {
    t.users.findById.mockResolvedValue(null);

    await expectRefusal(t.sut.export('gone'), 'USER_NOT_FOUND', userLifecycleMessages.userNotFound);
    expect(em.find).not.toHaveBeenCalled();
  });
});
