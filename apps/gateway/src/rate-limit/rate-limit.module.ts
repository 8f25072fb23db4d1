import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { REDIS } from '@encontro/server-redis';
import type { Redis } from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RedisThrottlerStorage } from './redis-throttler.storage.js';

const MINUTE = 60_000;

/** Limits on the routes people abuse: login, registration, e-mails (resend, reset). */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [GATEWAY_CONFIG, REDIS],
      useFactory: (config: GatewayConfig, redis: Redis) => ({
        storage: new RedisThrottlerStorage(redis),
        throttlers: [
          { name: 'login', ttl: 15 * MINUTE, limit: config.RATE_LIMIT_AUTH_PER_15MIN },
          { name: 'register', ttl: 60 * MINUTE, limit: config.RATE_LIMIT_REGISTER_PER_HOUR },
          { name: 'email', ttl: 60 * MINUTE, limit: config.RATE_LIMIT_EMAIL_PER_HOUR },
        ],
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class RateLimitModule {}
