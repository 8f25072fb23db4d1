import { describe, expect, it } from '@jest/globals';
import { loadIdentityConfig } from './config.js';

describe(loadIdentityConfig.name, () => {
  const required = {
    DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/encontro',
    JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
  };

  it('names a missing signing key', () => {
    expect(() => loadIdentityConfig({ DATABASE_URL: required.DATABASE_URL })).toThrow(/JWT_PRIVATE_KEY/);
  });

  it('restores the line breaks of a PEM given on one line', () => {
    expect(loadIdentityConfig(required).JWT_PRIVATE_KEY).toBe(
      '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
    );
  });

  it('defaults to OWASP argon2 memory and the documented administrator', () => {
    expect(loadIdentityConfig(required)).toMatchObject({
      ARGON2_MEMORY_KIB: 19456,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'Admin123',
      PUBLIC_URL: 'http://localhost:8080',
    });
  });
});
