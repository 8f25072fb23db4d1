import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  eventPayloads,
  genericMessages,
  indicationMessages,
  profileChangeMessages,
  profileUpdateSchema,
  userLifecycleMessages,
} from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import {
  clockAt,
  expectNotCalled,
  expectRefusal,
  ormForking,
  serviceUnderTest,
} from '@encontro/testing/unit';
import { userFactory } from '../../test/support/factories.js';
import { cityChangeBlocked } from '../activity/activity.errors.js';
import { ActivityService } from '../activity/activity.service.js';
import { GeoService } from '../geo/geo.service.js';
import { CredentialThrottle } from '../sessions/credential-throttle.service.js';
import { SessionRevocations } from '../sessions/session-revocations.repository.js';
import { tooManyLoginFailures } from '../sessions/sessions.errors.js';
import { PasswordHasher } from '../users/password-hasher.service.js';
import type { User } from '../users/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';
import { ProfileService } from './profile.service.js';

const NOW = new Date('2026-11-24T13:00:00Z');
const RIO = { state: 'Rio de Janeiro', city: 'Rio de Janeiro', city_id: '3304557' };

/** A body as the contract hands it over: a move to Rio, no password change. */
const body = (overrides: Record<string, unknown> = {}) =>
  profileUpdateSchema.parse({
    name: 'Ana Maria',
    surname: 'Souza Lima',
    state: 'RJ',
    city: 'Rio de Janeiro',
    city_id: '3304557',
    gender: 'O',
    ...overrides,
  });
const NETWORK = 'Qm9hVmlzdGFSZWRlMDAwMQ';
const passwordChange = {
  current_password: 'Atual123',
  new_password: 'Nova1234',
  new_password_confirmation: 'Nova1234',
};

type Em = EntityManager & Record<'begin' | 'flush' | 'commit' | 'rollback', jest.Mock>;

describe(ProfileService.name, () => {
  let em: Em;

  // Before serviceUnderTest's own beforeEach, so that the ORM below forks this test's `em`.
  beforeEach(() => {
    em = {
      begin: jest.fn(async () => undefined),
      flush: jest.fn(async () => undefined),
      commit: jest.fn(async () => undefined),
      rollback: jest.fn(async () => undefined),
      transactional: (work: (em: EntityManager) => Promise<unknown>) => work(em),
    } as unknown as Em;
  });

  const t = serviceUnderTest(ProfileService, () => ({
    orm: ormForking(em),
    users: UsersRepository,
    passwords: PasswordHasher,
    geo: GeoService,
    outbox: Outbox,
    clock: clockAt(NOW),
    activity: ActivityService,
    revocations: SessionRevocations,
    credentials: CredentialThrottle,
  }));

  /** `user` as the repository reads it by id. */
  const existing = (user: User) => {
    t.users.findById.mockResolvedValue(user);
    return user;
  };

  beforeEach(() => {
    t.geo.resolveLocation.mockReturnValue(RIO);
    t.activity.assertCityChangeAllowed.mockResolvedValue(undefined);
    t.passwords.verify.mockResolvedValue(true);
    t.passwords.hash.mockResolvedValue('argon2-new-hash');
    t.revocations.endSessions.mockResolvedValue(undefined);
    t.credentials.attempt.mockImplementation(async (_em, { email, network, check }) => ({
      email,
      network,
      check,
      userId: null,
      filled: [],
    }));
    t.credentials.succeeded.mockResolvedValue(undefined);
    t.credentials.failed.mockReturnValue(undefined);
    t.outbox.add.mockReturnValue('event');
  });

  describe('updating the profile', () => {
    it('saves the name, the place under its official names and the gender', async () => {
      const user = existing(userFactory());

      const result = await t.sut.update(user.id, body());

      expect(t.users.findById).toHaveBeenCalledWith(em, user.id);
      expect(t.geo.resolveLocation).toHaveBeenCalledWith(
        expect.objectContaining({ state: 'RJ', city_id: '3304557' }),
      );
      expect(user).toMatchObject({
        name: 'Ana Maria',
        surname: 'Souza Lima',
        state: 'Rio de Janeiro',
        city: 'Rio de Janeiro',
        cityId: '3304557',
        gender: 'O',
        updatedAt: NOW,
      });
      expect(em.flush).toHaveBeenCalledTimes(1);
      expect(em.commit).toHaveBeenCalledTimes(1);
      expect(result.user).toMatchObject({ user_id: user.id, city: 'Rio de Janeiro', city_id: '3304557' });
    });

    it('announces the new snapshot of the person to the other services', async () => {
      const user = existing(userFactory());

      await t.sut.update(user.id, body());

      const payload = t.outbox.add.mock.calls.find(([, name]) => name === 'user.profile_updated')?.[2];
      expect(payload).toEqual({
        user_id: user.id,
        name: 'Ana Maria',
        surname: 'Souza Lima',
        email: user.email,
        state: 'Rio de Janeiro',
        city: 'Rio de Janeiro',
        city_id: '3304557',
        gender: 'O',
        photo: null,
        is_admin: false,
      });
      expect(eventPayloads['user.profile_updated'].safeParse(payload).success).toBe(true);
    });

    it('asks whether this week’s activity lets the person move to the resolved city', async () => {
      const user = existing(userFactory());

      await t.sut.update(user.id, body());

      expect(t.activity.assertCityChangeAllowed).toHaveBeenCalledWith(em, user, '3304557');
    });

    it('refuses a move this week’s activity ties to the old city, before checking any password', async () => {
      const user = existing(userFactory());
      t.activity.assertCityChangeAllowed.mockRejectedValue(cityChangeBlocked());

      await expectRefusal(
        t.sut.update(user.id, body(passwordChange)),
        'CITY_CHANGE_BLOCKED',
        indicationMessages.cityChangeBlocked,
        { city: [indicationMessages.cityChangeBlocked] },
      );
      expect(user.cityId).toBe('3550308');
      expect(user.name).toBe('Ana');
      expectNotCalled(t.passwords.verify, t.outbox.add, em.flush);
    });

    it('leaves the password and every session alone when no new password was given', async () => {
      const user = existing(userFactory());
      const stored = user.passwordHash;

      await t.sut.update(user.id, body(), 'jti-in-use');

      expect(t.passwords.verify).not.toHaveBeenCalled();
      expect(user.passwordHash).toBe(stored);
      expect(t.outbox.add).not.toHaveBeenCalledWith(em, 'user.password_changed', expect.anything());
      expect(t.revocations.endSessions).not.toHaveBeenCalled();
    });

    it('changes the password when the current one matches, and announces it', async () => {
      const user = existing(userFactory());
      const stored = user.passwordHash;

      await t.sut.update(user.id, body(passwordChange), 'jti-in-use');

      expect(t.passwords.verify).toHaveBeenCalledWith(stored, 'Atual123');
      expect(t.passwords.hash).toHaveBeenCalledWith('Nova1234');
      expect(user.passwordHash).toBe('argon2-new-hash');
      expect(t.outbox.add).toHaveBeenCalledWith(em, 'user.password_changed', {
        user_id: user.id,
        at: NOW.toISOString(),
      });
    });

    it('ends the account’s other sessions after the flush, before the commit and again after it, sparing the one in use', async () => {
      const user = existing(userFactory());

      await t.sut.update(user.id, body(passwordChange), 'jti-in-use');

      expect(t.revocations.endSessions.mock.calls).toEqual([
        [user.id, 'jti-in-use'],
        [user.id, 'jti-in-use'],
      ]);
      const [before, after] = t.revocations.endSessions.mock.invocationCallOrder;
      expect(em.flush.mock.invocationCallOrder[0]).toBeLessThan(before!);
      expect(before).toBeLessThan(em.commit.mock.invocationCallOrder[0]!);
      expect(em.commit.mock.invocationCallOrder[0]).toBeLessThan(after!);
    });

    it('counts the current password in the login throttle of the account and the caller’s network', async () => {
      const user = existing(userFactory());

      await t.sut.update(user.id, body(passwordChange), 'jti-in-use', NETWORK);

      expect(t.credentials.attempt).toHaveBeenCalledWith(em, {
        email: user.email,
        network: NETWORK,
        check: 'current_password',
      });
      expect(t.credentials.attempt.mock.invocationCallOrder[0]).toBeLessThan(
        t.passwords.verify.mock.invocationCallOrder[0]!,
      );
      expect(t.credentials.succeeded).toHaveBeenCalledWith(
        expect.objectContaining({ email: user.email, network: NETWORK }),
      );
      expect(t.credentials.failed).not.toHaveBeenCalled();
    });

    it('records a wrong current password as a failure of the account on that network', async () => {
      const user = existing(userFactory());
      t.passwords.verify.mockResolvedValue(false);

      await expect(t.sut.update(user.id, body(passwordChange), 'jti-in-use', NETWORK)).rejects.toMatchObject({
        reason: 'CURRENT_PASSWORD_WRONG',
      });
      expect(t.credentials.failed).toHaveBeenCalledWith(
        expect.objectContaining({ email: user.email, network: NETWORK, check: 'current_password' }),
      );
      expect(t.credentials.succeeded).not.toHaveBeenCalled();
    });

    it('refuses a locked account and network before checking the current password, changing nothing', async () => {
      const user = existing(userFactory());
      t.credentials.attempt.mockRejectedValue(tooManyLoginFailures());

      await expectRefusal(
        t.sut.update(user.id, body(passwordChange), 'jti-in-use', NETWORK),
        'LOGIN_THROTTLED',
        genericMessages.rateLimited,
      );
      expect(user.name).toBe('Ana');
      expectNotCalled(
        t.passwords.verify,
        t.passwords.hash,
        t.outbox.add,
        em.begin,
        t.revocations.endSessions,
      );
    });

    it('does not touch the throttle when no new password was given', async () => {
      const user = existing(userFactory());

      await t.sut.update(user.id, body(), 'jti-in-use', NETWORK);

      expectNotCalled(t.credentials.attempt, t.credentials.failed, t.credentials.succeeded);
    });

    it('refuses a wrong current password on its field, changing nothing', async () => {
      const user = existing(userFactory());
      const stored = user.passwordHash;
      t.passwords.verify.mockResolvedValue(false);

      await expectRefusal(
        t.sut.update(user.id, body(passwordChange), 'jti-in-use'),
        'CURRENT_PASSWORD_WRONG',
        profileChangeMessages.currentPasswordWrong,
        { current_password: [profileChangeMessages.currentPasswordWrong] },
      );
      expect(t.passwords.hash).not.toHaveBeenCalled();
      expect(user.passwordHash).toBe(stored);
      expect(user.name).toBe('Ana');
      expectNotCalled(t.outbox.add, em.begin, t.revocations.endSessions);
    });

    it('rolls the whole update back when the other sessions cannot be ended', async () => {
      const user = existing(userFactory());
      const failure = new Error('redis down');
      t.revocations.endSessions.mockRejectedValue(failure);

      await expect(t.sut.update(user.id, body(passwordChange), 'jti-in-use')).rejects.toBe(failure);
      expect(em.rollback).toHaveBeenCalledTimes(1);
      expect(em.commit).not.toHaveBeenCalled();
    });

    it('answers USER_NOT_FOUND for an account that is gone, before resolving the place', async () => {
      t.users.findById.mockResolvedValue(null);

      await expectRefusal(t.sut.update('gone', body()), 'USER_NOT_FOUND', userLifecycleMessages.userNotFound);
      expectNotCalled(t.geo.resolveLocation, em.begin);
    });
  });

  describe('updating the photo', () => {
    const key = 'storage/users/u1/0b6c6f1e-6d1a-4a57-9f0e-3b1c2d4e5f60.webp';

    it('stores the new key under the row’s lock, announces it and names the photo it replaced', async () => {
      const user = userFactory({ photo: 'storage/users/u1/old.webp' });
      t.users.findByIdForUpdate.mockResolvedValue(user);

      const result = await t.sut.updatePhoto(user.id, key);

      expect(t.users.findByIdForUpdate).toHaveBeenCalledWith(em, user.id);
      expect(user.photo).toBe(key);
      expect(user.updatedAt).toEqual(NOW);
      expect(t.outbox.add).toHaveBeenCalledWith(
        em,
        'user.profile_updated',
        expect.objectContaining({ photo: key }),
      );
      expect(em.flush).toHaveBeenCalledTimes(1);
      expect(result).toEqual({
        user: expect.objectContaining({ user_id: user.id, photo: key }),
        replaced_photo: 'storage/users/u1/old.webp',
      });
    });

    it('names no replaced photo for a first photo', async () => {
      t.users.findByIdForUpdate.mockResolvedValue(userFactory({ photo: null }));

      const result = await t.sut.updatePhoto('u1', key);

      expect(result.replaced_photo).toBeNull();
    });

    it('names no replaced photo when the same key arrives again, so the photo in use is kept', async () => {
      t.users.findByIdForUpdate.mockResolvedValue(userFactory({ photo: key }));

      const result = await t.sut.updatePhoto('u1', key);

      expect(result.replaced_photo).toBeNull();
    });

    it.each([
      ['a URL', 'https://cdn.example.com/users/u1/a.webp'],
      ['an absolute path', '/storage/users/u1/a.webp'],
      ['a path climbing out of its folder', 'storage/users/../../secrets/a.webp'],
      ['a key with spaces', 'storage/users/u1/my photo.webp'],
    ])('refuses %s as a photo key without touching the account', async (_case, bad) => {
      await expectRefusal(
        t.sut.updatePhoto('u1', bad),
        'PHOTO_KEY_INVALID',
        profileChangeMessages.photoKeyInvalid,
        { photo: [profileChangeMessages.photoKeyInvalid] },
      );
      expect(t.users.findByIdForUpdate).not.toHaveBeenCalled();
    });

    it('answers USER_NOT_FOUND for an account that is gone, announcing nothing', async () => {
      t.users.findByIdForUpdate.mockResolvedValue(null);

      await expectRefusal(
        t.sut.updatePhoto('gone', key),
        'USER_NOT_FOUND',
        userLifecycleMessages.userNotFound,
      );
      expect(t.outbox.add).not.toHaveBeenCalled();
    });
  });
});
