import { describe, expect, it } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { ACCESS_TOKEN_TTL_SECONDS } from '@encontro/contracts';
import { generateKeyPairSync } from 'node:crypto';
import { AccessTokenService, loadSigningKey } from './access-token.service.js';

const pem = (key: { export: (o: { type: 'pkcs8'; format: 'pem' }) => string | Buffer }) =>
  key.export({ type: 'pkcs8', format: 'pem' }).toString();

describe(AccessTokenService.name, () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const service = new AccessTokenService({ JWT_PRIVATE_KEY: pem(privateKey), JWT_KEY_ID: 'k7' });
  const verifier = new JwtService({
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  });

  it('issues an ES256 token with the key id that a standard JWT library verifies', () => {
    const { token } = service.issue(
      { id: '2f0e4a52-8c1f-4b7e-9d55-0d6f7d1e8b11', isAdmin: true },
      new Date(),
      0,
    );
    expect(verifier.decode(token, { complete: true })).toMatchObject({
      header: { alg: 'ES256', typ: 'JWT', kid: 'k7' },
    });
    expect(verifier.verify(token, { algorithms: ['ES256'] })).toMatchObject({
      sub: '2f0e4a52-8c1f-4b7e-9d55-0d6f7d1e8b11',
      adm: true,
    });
  });

  it('takes iat and exp from the instant it is given, not from the system clock', () => {
    const now = new Date('2030-01-07T12:00:00.900Z');
    const { token, claims } = service.issue(
      { id: '2f0e4a52-8c1f-4b7e-9d55-0d6f7d1e8b11', isAdmin: false },
      now,
      0,
    );
    expect(claims.iat).toBe(Date.UTC(2030, 0, 7, 12) / 1000);
    expect(claims.exp).toBe(claims.iat + ACCESS_TOKEN_TTL_SECONDS);
    expect(verifier.decode(token)).toEqual(claims);
  });

  it('gives every token its own id', () => {
    const user = { id: '2f0e4a52-8c1f-4b7e-9d55-0d6f7d1e8b11', isAdmin: false };
    expect(service.issue(user, new Date(), 0).claims.jti).not.toBe(
      service.issue(user, new Date(), 0).claims.jti,
    );
  });

  it('carries the session version it is given, so a later revocation tells it apart within one second', () => {
    const user = { id: '2f0e4a52-8c1f-4b7e-9d55-0d6f7d1e8b11', isAdmin: false };
    const { token, claims } = service.issue(user, new Date(), 1_795_000_000_123);
    expect(claims.sv).toBe(1_795_000_000_123);
    expect(verifier.verify(token, { algorithms: ['ES256'] })).toMatchObject({ sv: 1_795_000_000_123 });
  });
});

describe(loadSigningKey.name, () => {
  it('accepts an EC P-256 private key in PEM', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    expect(loadSigningKey(pem(privateKey)).asymmetricKeyType).toBe('ec');
  });

  it('names the variable when the key is not an EC P-256 private key', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey;
    expect(() => loadSigningKey(pem(rsa))).toThrow(
      'JWT_PRIVATE_KEY: ES256 needs an EC P-256 (prime256v1) private key',
    );
    expect(() => loadSigningKey(pem(p384))).toThrow(
      'JWT_PRIVATE_KEY: ES256 needs an EC P-256 (prime256v1) private key',
    );
    expect(() => loadSigningKey('not a key')).toThrow(/^JWT_PRIVATE_KEY: not a readable PEM private key/);
  });
});
