import { describe, expect, it } from '@jest/globals';
import * as argon2 from 'argon2';
import { PasswordHasher } from './password-hasher.service.js';

describe(PasswordHasher.name, () => {
  const hasher = new PasswordHasher({ ARGON2_MEMORY_KIB: 19456 });

  it('hashes with argon2id at 19 MiB, t=2, p=1 and verifies the password', async () => {
    const hash = await hasher.hash('Senha123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    await expect(hasher.verify(hash, 'Senha123')).resolves.toBe(true);
    await expect(hasher.verify(hash, 'senha123')).resolves.toBe(false);
  });

  it('reads a malformed stored hash as a wrong password', async () => {
    await expect(hasher.verify('not-a-hash', 'Senha123')).resolves.toBe(false);
  });

  it('asks for a rehash of a hash made with other parameters only', async () => {
    const weak = await argon2.hash('Senha123', {
      type: argon2.argon2id,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    expect(hasher.needsRehash(weak)).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('Senha123'))).toBe(false);
  });
});
