import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';

/** argon2id with OWASP's 19 MiB / t=2 / p=1 (memory from ARGON2_MEMORY_KIB). */
@Injectable()
export class PasswordHasher {
  private readonly options: { memoryCost: number; timeCost: number; parallelism: number };
  private dummyHash?: Promise<string>;

  constructor(@Inject(IDENTITY_CONFIG) config: Pick<IdentityConfig, 'ARGON2_MEMORY_KIB'>) {
    this.options = { memoryCost: config.ARGON2_MEMORY_KIB, timeCost: 2, parallelism: 1 };
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.options });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, this.options);
  }

  /** Spends the time of a real check, so an unknown e-mail answers as slowly as a wrong password. */
  async verifyNothing(password: string): Promise<void> {
    this.dummyHash ??= this.hash('encontro-dummy-password');
    await this.verify(await this.dummyHash, password);
  }
}
