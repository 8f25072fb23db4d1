import { describe, expect, it } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import {
  type AccessTokenClaims,
  type ProfileUpdateRequest,
  authRedisKeys,
  isRevokedByMark,
} from '@encontro/contracts';
import { expectRefusal, providersOf } from '@encontro/testing';
import { ProfileHandlers } from '../../src/profile/profile.handlers.js';
import { SessionsHandlers } from '../../src/sessions/sessions.handlers.js';
import { PASSWORD, verifiedAccount } from '../support/account-flows.js';
import { identitySuite } from '../support/suite.js';

const RIO = { state: 'Rio de Janeiro', city: 'Rio de Janeiro', city_id: '3304557' };
const NETWORK = 'UmVkZURhQnJ1bmFMaW1hMD';
const decode = (token: string) => new JwtService({}).decode<AccessTokenClaims>(token);

/**
 * Runs `work` from the start of a second until it ends within that second (a few tries, for a busy
 * machine); answers its last result and the second it started in.
 */
async function withinOneSecond<T>(
  work: (attempt: number) => Promise<T>,
): Promise<{ result: T; second: number }> {
  for (let attempt = 0; ; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
    const second = Math.floor(Date.now() / 1000);
    const result = await work(attempt);
    if (Math.floor(Date.now() / 1000) === second || attempt === 4) return { result, second };
  }
}

/** The profile form; typed as parsed though `overrides` may break it: the handler parses it again. */
const profile = (overrides: Record<string, unknown> = {}) =>
  ({ name: 'Bruna', surname: 'Lima', ...RIO, gender: 'O', ...overrides }) as ProfileUpdateRequest;

describe('identity-svc profile', () => {
  const t = identitySuite('identity_profile');
  const h = providersOf(t, { handlers: ProfileHandlers, sessions: SessionsHandlers });

  const profileEvents = async (userId: string) =>
    (await t.outbox('user.profile_updated')).filter((row) => row.payload.user_id === userId);

  it('updates name, place and gender with the official names and publishes user.profile_updated', async () => {
    const { userId, email } = await verifiedAccount(t);
    const { user } = await h.handlers.updateProfile({
      user_id: userId,
      body: profile({ state: 'rj', city: 'rio de janeiro', city_id: '' }),
    });
    expect(user).toMatchObject({
      user_id: userId,
      email,
      name: 'Bruna',
      surname: 'Lima',
      ...RIO,
      gender: 'O',
    });
    await expect(h.sessions.me({ user_id: userId })).resolves.toEqual({ user });
    const published = await t.lastPublished('user.profile_updated');
    expect(published.payload).toMatchObject({
      user_id: userId,
      name: 'Bruna',
      city: 'Rio de Janeiro',
      city_id: '3304557',
    });
  });

  it('refuses a city outside the state or a missing name and changes nothing', async () => {
    const { userId } = await verifiedAccount(t);
    await expect(
      h.handlers.updateProfile({ user_id: userId, body: profile({ state: 'SP' }) }),
    ).rejects.toMatchObject({
      reason: 'CITY_NOT_IN_STATE',
      errors: { city_id: ['Cidade não encontrada no estado selecionado.'] },
    });
    await expect(
      h.handlers.updateProfile({ user_id: userId, body: profile({ name: ' ' }) }),
    ).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
      errors: { name: ['Nome é obrigatório'] },
    });
    await expect(h.sessions.me({ user_id: userId })).resolves.toMatchObject({
      user: { name: 'Ana', city: 'São Paulo' },
    });
    expect(await profileEvents(userId)).toHaveLength(0);
  });

  it('changes the password only when the current one matches, and ends earlier sessions', async () => {
    const { userId, email } = await verifiedAccount(t);
    const change = (current: string) =>
      h.handlers.updateProfile({
        user_id: userId,
        body: profile({
          current_password: current,
          new_password: 'Trocada1',
          new_password_confirmation: 'Trocada1',
        }),
      });

    await expectRefusal(change('Errada123'), 'CURRENT_PASSWORD_WRONG', 'Senha atual incorreta', {
      current_password: ['Senha atual incorreta'],
    });
    // Nothing of the refused update was kept: neither the password nor the other fields, nor an event.
    await expect(h.sessions.login({ body: { email, password: PASSWORD } })).resolves.toMatchObject({
      user: { name: 'Ana' },
    });
    expect(await profileEvents(userId)).toHaveLength(0);

    await change(PASSWORD);
    await expect(h.sessions.login({ body: { email, password: PASSWORD } })).rejects.toMatchObject({
      reason: 'INVALID_CREDENTIALS',
    });
    await expect(h.sessions.login({ body: { email, password: 'Trocada1' } })).resolves.toMatchObject({
      user: { name: 'Bruna' },
    });
    expect(
      (await t.outbox('user.password_changed')).filter((row) => row.payload.user_id === userId),
    ).toHaveLength(1);
    // Without a session id (a direct call) every earlier session ends; see sessions.integration-spec.
    const mark = await t.redis.get(authRedisKeys.revokedBefore(userId));
    expect(isRevokedByMark(mark, { iat: Math.floor(Date.now() / 1000) - 60, jti: 'older' })).toBe(true);
  });

  it('ends a session started in the very second of the password change, and spares the session that made it', async () => {
    const { userId, email } = await verifiedAccount(t);
    const changer = decode((await h.sessions.login({ body: { email, password: PASSWORD } })).token);
    let password = PASSWORD;

    const { result: other, second } = await withinOneSecond(async (attempt) => {
      const { token } = await h.sessions.login({ body: { email, password }, network: NETWORK });
      const next = `Trocada${attempt}`;
      await h.handlers.updateProfile({
        user_id: userId,
        jti: changer.jti,
        network: NETWORK,
        body: profile({ current_password: password, new_password: next, new_password_confirmation: next }),
      });
      password = next;
      return decode(token);
    });

    expect(other.iat).toBe(second);
    const mark = await t.redis.get(authRedisKeys.revokedBefore(userId));
    expect(isRevokedByMark(mark, other)).toBe(true);
    expect(isRevokedByMark(mark, changer)).toBe(false);
    const fresh = decode((await h.sessions.login({ body: { email, password } })).token);
    expect(isRevokedByMark(mark, fresh)).toBe(false);
  }, 30_000);

  it('asks for the whole change-password block when part of it is filled', async () => {
    const { userId } = await verifiedAccount(t);
    await expect(
      h.handlers.updateProfile({ user_id: userId, body: profile({ new_password: 'Trocada1' }) }),
    ).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
      errors: {
        current_password: ['Senha atual é obrigatória para alterar a senha'],
        new_password_confirmation: ['Confirmação da nova senha é obrigatória'],
      },
    });
  });

  it('keeps the key of a new photo and refuses a key that leaves the storage', async () => {
    const { userId } = await verifiedAccount(t);
    const key = `storage/users/${userId}/0b7c6a1e-3f1c-4c55-9d2a-7f1f0f7b9a10.webp`;
    await expect(h.handlers.updatePhoto({ user_id: userId, photo_key: key })).resolves.toMatchObject({
      user: { user_id: userId, photo: key },
    });
    expect((await profileEvents(userId)).at(-1)?.payload).toMatchObject({ photo: key });

    for (const bad of ['../../etc/passwd', '/abs/photo.webp', 'https://evil.example/x.webp']) {
      await expect(h.handlers.updatePhoto({ user_id: userId, photo_key: bad })).rejects.toMatchObject({
        reason: 'PHOTO_KEY_INVALID',
        errors: { photo: ['Foto inválida.'] },
      });
    }
    await expect(h.sessions.me({ user_id: userId })).resolves.toMatchObject({ user: { photo: key } });
  });

  it('names the photo a new one replaced, so the gateway can delete it', async () => {
    const { userId } = await verifiedAccount(t);
    const first = `storage/users/${userId}/11111111-1111-4111-8111-111111111111.webp`;
    const second = `storage/users/${userId}/22222222-2222-4222-8222-222222222222.webp`;
    await expect(h.handlers.updatePhoto({ user_id: userId, photo_key: first })).resolves.toMatchObject({
      user: { photo: first },
      replaced_photo: null,
    });
    await expect(h.handlers.updatePhoto({ user_id: userId, photo_key: second })).resolves.toMatchObject({
      user: { photo: second },
      replaced_photo: first,
    });
    // The same key again replaces nothing (a retried request must not delete the photo in use).
    await expect(h.handlers.updatePhoto({ user_id: userId, photo_key: second })).resolves.toMatchObject({
      replaced_photo: null,
    });
  });

  it('answers USER_NOT_FOUND for an account that no longer exists', async () => {
    const gone = '00000000-0000-4000-8000-000000000001';
    await expect(h.handlers.updateProfile({ user_id: gone, body: profile() })).rejects.toMatchObject({
      reason: 'USER_NOT_FOUND',
    });
    await expect(
      h.handlers.updatePhoto({ user_id: gone, photo_key: 'storage/users/x.webp' }),
    ).rejects.toMatchObject({ reason: 'USER_NOT_FOUND' });
  });
});
