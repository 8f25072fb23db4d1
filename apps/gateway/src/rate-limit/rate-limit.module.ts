import { Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { ClientNetworkModule } from '../http/client-network.js';
import { OutcomeLimitInterceptor } from './outcome-limit.interceptor.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimiter } from './rate-limiter.js';

/**
 * Limits on the routes people abuse: registration and e-mails (every request per address), login
 * and the password checks (wrong passwords per address), and posts, comments, reports, tickets and
 * memories (accepted requests per user and per address). Addresses are counted under their keyed
 * hash (ClientNetworks.addressKey), never as themselves.
 */
@Module({
  imports: [ClientNetworkModule],
  providers: [
    RateLimiter,
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_INTERCEPTOR, useClass: OutcomeLimitInterceptor },
  ],
  exports: [RateLimiter],
})
export class RateLimitModule {}
