import { describe, expect, it } from '@jest/globals';
import type { ExecutionContext } from '@nestjs/common';
import { automock } from '@encontro/testing/unit';
import { ApiError } from '../http/api-error.js';
import { AccessTokens } from './access-tokens.js';
import type { AuthUser } from './auth-user.js';
import { CallerIfAnyGuard, JwtAuthGuard } from './guards.js';

const BLOCKED = 'Sua conta está bloqueada. Entre em contato com o suporte.';
const ana: AuthUser = { user_id: 'u1', is_admin: false, jti: 'j1', iat: 1, exp: 2, sv: 0 };

const contextWith = (request: { headers: Record<string, string>; user?: AuthUser }) =>
  ({ switchToHttp: () => ({ getRequest: () => request }) }) as unknown as ExecutionContext;

function setup(user: AuthUser | null, endedByBlock = false) {
  const tokens = automock(AccessTokens);
  tokens.authenticate.mockResolvedValue(user);
  tokens.endedByBlock.mockResolvedValue(endedByBlock);
  return tokens;
}

const refusal = async (guard: JwtAuthGuard) => {
  const attempt = guard.canActivate(contextWith({ headers: { authorization: 'Bearer t' } }));
  await expect(attempt).rejects.toBeInstanceOf(ApiError);
  return attempt.catch((error: ApiError) => ({
    status: error.status,
    reason: error.reason,
    message: error.message,
  }));
};

describe(JwtAuthGuard.name, () => {
  it('lets a valid token through as the request’s user', async () => {
    const request = { headers: { authorization: 'Bearer t' } } as {
      headers: Record<string, string>;
      user?: AuthUser;
    };
    expect(await new JwtAuthGuard(setup(ana)).canActivate(contextWith(request))).toBe(true);
    expect(request.user).toBe(ana);
  });

  it('answers a session its account’s block ended with 401 and the blocked-account message', async () => {
    const tokens = setup(null, true);
    expect(await refusal(new JwtAuthGuard(tokens))).toEqual({
      status: 401,
      reason: 'SESSION_BLOCKED',
      message: BLOCKED,
    });
    expect(tokens.endedByBlock).toHaveBeenCalledWith('Bearer t');
  });

  it('answers any other refused token with the plain 401', async () => {
    expect(await refusal(new JwtAuthGuard(setup(null, false)))).toEqual({
      status: 401,
      reason: 'UNAUTHENTICATED',
      message: 'Não autenticado. Faça login novamente.',
    });
  });
});

describe(CallerIfAnyGuard.name, () => {
  it('treats a blocked session as a guest, never asking why it was refused', async () => {
    const tokens = setup(null, true);
    const request = { headers: { authorization: 'Bearer t' } } as {
      headers: Record<string, string>;
      user?: AuthUser;
    };
    expect(await new CallerIfAnyGuard(tokens).canActivate(contextWith(request))).toBe(true);
    expect(request.user).toBeUndefined();
    expect(tokens.endedByBlock).not.toHaveBeenCalled();
  });
});
