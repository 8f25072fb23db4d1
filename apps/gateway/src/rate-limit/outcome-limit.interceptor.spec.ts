import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ErrorReason } from '@encontro/contracts';
import { ServiceCallError } from '@encontro/server-messaging';
import { type Mocked, automock } from '@encontro/testing/unit';
import { type Observable, lastValueFrom, of, throwError } from 'rxjs';
import type { AuthUser } from '../auth/auth-user.js';
import type { GatewayConfig } from '../config.js';
import { ApiError } from '../http/api-error.js';
import { ClientNetworks } from '../http/client-network.js';
import { OutcomeLimitInterceptor } from './outcome-limit.interceptor.js';
import type { RateLimitName } from './rate-limit.policies.js';
import { type RateLimitCheck, type RateLimitResult, RateLimiter } from './rate-limiter.js';

const config = {
  RATE_LIMIT_AUTH_PER_15MIN: 20,
  RATE_LIMIT_TICKET_PER_USER: 5,
  RATE_LIMIT_TICKET_PER_ADDRESS: 15,
  RATE_LIMIT_CHECKIN_FAILED_PER_USER: 10,
  RATE_LIMIT_CHECKIN_FAILED_PER_ADDRESS: 60,
} as GatewayConfig;

const refusal = (reason: ErrorReason) => new ServiceCallError({ reason, message: 'recusado' });
const ana = { user_id: 'ana' } as AuthUser;

describe(OutcomeLimitInterceptor.name, () => {
  let limiter: Mocked<RateLimiter>;
  let reflector: Mocked<Reflector>;
  let headers: Record<string, unknown>;
  let interceptor: OutcomeLimitInterceptor;

  beforeEach(() => {
    limiter = automock(RateLimiter);
    reflector = automock(Reflector);
    const networks = automock(ClientNetworks);
    networks.addressKey.mockReturnValue('addr');
    headers = {};
    limiter.hitAll.mockImplementation(async (checks: readonly RateLimitCheck[]) =>
      checks.map((check): RateLimitResult => ({
        allowed: true,
        hits: 3,
        remaining: check.limit - 3,
        resetMs: 60_000,
        windowEndsAt: 1,
      })),
    );
    limiter.giveBack.mockResolvedValue(undefined);
    interceptor = new OutcomeLimitInterceptor(reflector, limiter, networks, config);
  });

  const context = (user?: AuthUser) => {
    const reply = {
      header: jest.fn((name: string, value: unknown) => {
        headers[name] = value;
        return reply;
      }),
    };
    return {
      getType: () => 'http',
      getHandler: () => undefined,
      getClass: () => undefined,
      switchToHttp: () => ({ getRequest: () => ({ ip: '203.0.113.7', user }), getResponse: () => reply }),
    } as unknown as ExecutionContext;
  };
  const run = async (name: RateLimitName, outcome: () => Observable<unknown>, user?: AuthUser) => {
    reflector.getAllAndOverride.mockReturnValue(name);
    const handler: CallHandler = { handle: outcome };
    return lastValueFrom(await interceptor.intercept(context(user), handler));
  };

  describe('login (wrong passwords only)', () => {
    it('gives a successful login its place back, so a shared address never fills up with them', async () => {
      expect(await run('login', () => of({ token: 't' }))).toEqual({ token: 't' });
      expect(limiter.hitAll).toHaveBeenCalledWith([{ key: 'login:addr', limit: 20, windowMs: 900_000 }]);
      expect(limiter.giveBack).toHaveBeenCalledTimes(1);
      expect(headers['RateLimit-Remaining']).toBe(18);
    });

    it('keeps the place of a wrong password', async () => {
      await expect(
        run('login', () => throwError(() => refusal('INVALID_CREDENTIALS'))),
      ).rejects.toBeInstanceOf(ServiceCallError);
      expect(limiter.giveBack).not.toHaveBeenCalled();
      expect(headers['RateLimit-Remaining']).toBe(17);
    });

    it.each<[string, () => unknown]>([
      ['a validation error', () => new ApiError('VALIDATION_FAILED', 'E-mail inválido')],
      ['a blocked account', () => refusal('USER_BLOCKED')],
      ['an unverified e-mail', () => refusal('EMAIL_NOT_VERIFIED')],
      ['the per-account throttle (429)', () => refusal('LOGIN_THROTTLED')],
      ['a service that did not answer', () => refusal('SERVICE_UNAVAILABLE')],
      ['an unexpected error', () => new Error('boom')],
    ])('gives back the place of %s', async (_label, error) => {
      await expect(run('login', () => throwError(error))).rejects.toBeDefined();
      expect(limiter.giveBack).toHaveBeenCalledTimes(1);
    });

    it('refuses with the pt-BR 429 before the route runs once the address used up its wrong passwords', async () => {
      limiter.hitAll.mockResolvedValue([
        { allowed: false, hits: 21, remaining: 0, resetMs: 120_000, windowEndsAt: 1 },
      ]);
      const route = jest.fn(() => of({ token: 't' }));
      await expect(run('login', route)).rejects.toMatchObject({
        status: 429,
        message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
      });
      expect(route).not.toHaveBeenCalled();
      expect(headers['Retry-After']).toBe(120);
    });
  });

  it('counts a wrong current password in the profile, and no other profile change', async () => {
    await expect(
      run('profile', () => throwError(() => refusal('CURRENT_PASSWORD_WRONG'))),
    ).rejects.toBeDefined();
    expect(limiter.giveBack).not.toHaveBeenCalled();
    await run('profile', () => of({ user: {} }), ana);
    await expect(
      run('profile', () => throwError(() => refusal('CITY_CHANGE_BLOCKED'))),
    ).rejects.toBeDefined();
    expect(limiter.giveBack).toHaveBeenCalledTimes(2);
  });

  it('counts a wrong password of the account deletion (the login bucket)', async () => {
    await expect(run('login', () => throwError(() => refusal('WRONG_PASSWORD')), ana)).rejects.toBeDefined();
    expect(limiter.giveBack).not.toHaveBeenCalled();
  });

  describe('anti-abuse limits (accepted requests only)', () => {
    it('keeps the place of an accepted ticket, per user and per address', async () => {
      await run('ticket', () => of({ message: 'ok' }), ana);
      expect(limiter.hitAll).toHaveBeenCalledWith([
        { key: 'ticket:address:addr', limit: 15, windowMs: 3_600_000 },
        { key: 'ticket:user:ana', limit: 5, windowMs: 3_600_000 },
      ]);
      expect(limiter.giveBack).not.toHaveBeenCalled();
    });

    it('gives back the place of a refused one', async () => {
      await expect(
        run('ticket', () => throwError(() => refusal('NOT_OWN_INDICATION')), ana),
      ).rejects.toBeDefined();
      expect(limiter.giveBack).toHaveBeenCalledTimes(1);
    });
  });

  describe('check-in codes (wrong codes only)', () => {
    it('counts a wrong or stale code per user and per address, a minute long', async () => {
      await expect(
        run('checkin', () => throwError(() => refusal('CHECKIN_CODE_INVALID')), ana),
      ).rejects.toBeDefined();
      await expect(
        run('checkin', () => throwError(() => refusal('CHECKIN_CODE_STALE')), ana),
      ).rejects.toBeDefined();
      expect(limiter.hitAll).toHaveBeenCalledWith([
        { key: 'checkin:address:addr', limit: 60, windowMs: 60_000 },
        { key: 'checkin:user:ana', limit: 10, windowMs: 60_000 },
      ]);
      expect(limiter.giveBack).not.toHaveBeenCalled();
    });

    it.each<[string, () => Observable<unknown>]>([
      ['a check-in', () => of({ checked_in_at: 'x' })],
      ['a refusal of the window', () => throwError(() => refusal('CHECKIN_CLOSED'))],
      ['a refusal of who did not confirm', () => throwError(() => refusal('CHECKIN_NOT_CONFIRMED'))],
    ])('gives back the place of %s', async (_label, outcome) => {
      await run('checkin', outcome, ana).catch(() => undefined);
      expect(limiter.giveBack).toHaveBeenCalledTimes(1);
    });

    it('refuses with the pt-BR 429 once the user sent too many wrong codes', async () => {
      limiter.hitAll.mockResolvedValue([
        { allowed: true, hits: 11, remaining: 49, resetMs: 30_000, windowEndsAt: 1 },
        { allowed: false, hits: 11, remaining: 0, resetMs: 30_000, windowEndsAt: 1 },
      ]);
      await expect(run('checkin', () => of({}), ana)).rejects.toMatchObject({
        status: 429,
        message: 'Muitas tentativas com código errado. Aguarde um minuto e tente de novo.',
      });
    });
  });

  it('leaves the limits that count every request to the guard', async () => {
    expect(await run('register', () => of('ok'))).toBe('ok');
    expect(limiter.hitAll).not.toHaveBeenCalled();
  });
});
