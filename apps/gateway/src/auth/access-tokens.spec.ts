import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { authRedisKeys, revocationMark } from '@encontro/contracts';
import type { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { GatewayConfig } from '../config.js';
import { AccessTokens } from './access-tokens.js';

const keyPair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};
const current = keyPair();
const previous = keyPair();
const other = keyPair();

function setup() {
  const marks = new Map<string, string>();
  const redis = {
    mget: jest.fn(async (...keys: string[]) => keys.map((key) => marks.get(key) ?? null)),
  } as unknown as Redis;
  const config = {
    JWT_PUBLIC_KEY: current.publicPem,
    JWT_PREVIOUS_PUBLIC_KEY: previous.publicPem,
  } as GatewayConfig;
  return { tokens: new AccessTokens(config, redis), marks, redis };
}

const sign = (privatePem: string, claims: object = {}, expiresIn = 600) =>
  jwt.sign({ sub: randomUUID(), jti: randomUUID(), adm: false, ...claims }, privatePem, {
    algorithm: 'ES256',
    expiresIn,
  });
const bearer = (token: string) => `Bearer ${token}`;

describe(AccessTokens.name, () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('resolves a token of the current or the previous key, and no other', async () => {
    const { tokens } = setup();
    const admin = sign(current.privatePem, { adm: true });
    expect(await tokens.authenticate(bearer(admin))).toMatchObject({ is_admin: true });
    expect(await tokens.authenticate(bearer(sign(previous.privatePem)))).toMatchObject({ is_admin: false });
    expect(await tokens.authenticate(bearer(sign(other.privatePem)))).toBeNull();
  });

  it.each([
    ['no header', undefined],
    ['another scheme', 'Basic YW5hOlNlbmhhMTIz'],
    ['garbage', 'Bearer not.a.token'],
    ['an empty bearer', 'Bearer '],
  ])('refuses %s', async (_label, header) => {
    expect(await setup().tokens.authenticate(header)).toBeNull();
  });

  it('refuses a token without subject or id, even well signed', async () => {
    const { tokens } = setup();
    const anonymous = jwt.sign({ adm: false }, current.privatePem, { algorithm: 'ES256', expiresIn: 60 });
    expect(await tokens.authenticate(bearer(anonymous))).toBeNull();
  });

  it('refuses a remembered token once it expires', async () => {
    const { tokens } = setup();
    const token = sign(current.privatePem, {}, 60);
    expect(await tokens.authenticate(bearer(token))).not.toBeNull();
    jest.useFakeTimers({ now: Date.now() + 61_000, doNotFake: ['nextTick', 'setImmediate'] });
    expect(await tokens.authenticate(bearer(token))).toBeNull();
  });

  it('refuses a remembered token as soon as it is revoked, or its user marked', async () => {
    const { tokens, marks } = setup();
    const sub = randomUUID();
    const jti = randomUUID();
    const token = sign(current.privatePem, { sub, jti });
    const spared = sign(current.privatePem, { sub });
    expect(await tokens.authenticate(bearer(token))).not.toBeNull();
    marks.set(authRedisKeys.revokedToken(jti), '1');
    expect(await tokens.authenticate(bearer(token))).toBeNull();

    marks.delete(authRedisKeys.revokedToken(jti));
    marks.set(authRedisKeys.revokedBefore(sub), revocationMark(1));
    expect(await tokens.authenticate(bearer(token))).toBeNull();
    expect(await tokens.authenticate(bearer(spared))).toBeNull();
  });

  it('refuses a token of an older session version in the very second of the mark, and keeps a newer one', async () => {
    const { tokens, marks } = setup();
    const sub = randomUUID();
    const before = sign(current.privatePem, { sub, sv: 1_795_000_000_122 });
    const after = sign(current.privatePem, { sub, sv: 1_795_000_000_123 });
    const changer = sign(current.privatePem, { sub, sv: 1_795_000_000_122, jti: 'changer' });
    marks.set(authRedisKeys.revokedBefore(sub), revocationMark(1_795_000_000_123, 'changer'));

    expect(await tokens.authenticate(bearer(before))).toBeNull();
    expect(await tokens.authenticate(bearer(after))).toMatchObject({ sv: 1_795_000_000_123 });
    expect(await tokens.authenticate(bearer(changer))).toMatchObject({ jti: 'changer' });
  });

  it('refuses a token whose session version is not an integer', async () => {
    const { tokens } = setup();
    expect(await tokens.authenticate(bearer(sign(current.privatePem, { sv: 'v9' })))).toBeNull();
  });

  it('tells a session the block of its account ended from one ended otherwise', async () => {
    const { tokens, marks } = setup();
    const sub = randomUUID();
    const token = bearer(sign(current.privatePem, { sub, sv: 1 }));
    marks.set(authRedisKeys.revokedBefore(sub), revocationMark(2));
    expect(await tokens.authenticate(token)).toBeNull();
    expect(await tokens.endedByBlock(token)).toBe(false);

    marks.set(authRedisKeys.blocked(sub), '1');
    expect(await tokens.authenticate(token)).toBeNull();
    expect(await tokens.endedByBlock(token)).toBe(true);
    // A session begun after the mark is not the blocked one; nor is a token of another key.
    expect(await tokens.endedByBlock(bearer(sign(current.privatePem, { sub, sv: 2 })))).toBe(false);
    expect(await tokens.endedByBlock(bearer(sign(other.privatePem, { sub, sv: 1 })))).toBe(false);
    expect(await tokens.endedByBlock(undefined)).toBe(false);
  });

  it('with Redis out of reach, a refused token is a plain refusal, not an error', async () => {
    const { tokens, marks, redis } = setup();
    const sub = randomUUID();
    const token = bearer(sign(current.privatePem, { sub, sv: 1 }));
    marks.set(authRedisKeys.revokedBefore(sub), revocationMark(2));
    marks.set(authRedisKeys.blocked(sub), '1');
    jest.mocked(redis.mget).mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    expect(await tokens.endedByBlock(token)).toBe(false);
  });

  it('refuses a remembered token with its signature altered', async () => {
    const { tokens } = setup();
    const token = sign(current.privatePem);
    await tokens.authenticate(bearer(token));
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.authenticate(bearer(altered))).toBeNull();
  });
});
