import { Inject, Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_TTL_SECONDS, authRedisKeys } from '@encontro/contracts';
import { REDIS } from '@encontro/server-redis';
import type { Redis } from 'ioredis';

/** Token revocations in Redis, read by the gateway on every authenticated call. */
@Injectable()
export class SessionRevocations {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** This one token stops working now; the key lives until the token would have expired anyway. */
  async revokeToken(jti: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(authRedisKeys.revokedToken(jti), '1', 'EX', Math.max(1, Math.ceil(ttlSeconds)));
  }

  /** Every token of the user issued before `epochSeconds` stops working. */
  async revokeAllBefore(userId: string, epochSeconds: number): Promise<void> {
    await this.redis.set(
      authRedisKeys.revokedBefore(userId),
      String(epochSeconds),
      'EX',
      ACCESS_TOKEN_TTL_SECONDS,
    );
  }
}
