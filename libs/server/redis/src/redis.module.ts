import { type DynamicModule, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

export const REDIS = Symbol('REDIS');

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

/** One Redis connection per process (rate limits, token revocation, dev clock, readiness). */
@Module({})
export class RedisModule {
  static forRoot(options: { url: string; keyPrefix?: string }): DynamicModule {
    return {
      module: RedisModule,
      global: true,
      providers: [
        {
          provide: REDIS,
          useFactory: () =>
            new Redis(options.url, {
              keyPrefix: options.keyPrefix,
              maxRetriesPerRequest: 2,
              enableOfflineQueue: true,
              // Commands of one event-loop turn leave in one write: under load, many requests share a syscall.
              enableAutoPipelining: true,
            }),
        },
        RedisCloser,
      ],
      exports: [REDIS],
    };
  }
}
