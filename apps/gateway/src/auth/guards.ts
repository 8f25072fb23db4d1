import {
  type ExecutionContext,
  Injectable,
  type CanActivate,
  UseGuards,
  applyDecorators,
} from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { genericMessages, sessionMessages } from '@encontro/contracts';
import { ApiError } from '../http/api-error.js';
import { AccessTokens } from './access-tokens.js';
import type { AuthUser } from './auth-user.js';

type AuthRequest = { headers: Record<string, string | string[] | undefined>; user?: AuthUser };

const requestOf = (context: ExecutionContext) => context.switchToHttp().getRequest<AuthRequest>();
const authorizationOf = (request: AuthRequest) => {
  const header = request.headers.authorization;
  return Array.isArray(header) ? header[0] : header;
};

/**
 * Resolves the bearer token to `request.user`; `decide` says what a missing, invalid or revoked
 * one (null) means on the route: the guards below differ only there.
 */
@Injectable()
export abstract class BearerGuard implements CanActivate {
  constructor(protected readonly tokens: AccessTokens) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = requestOf(context);
    const authorization = authorizationOf(request);
    const user = await this.tokens.authenticate(authorization);
    request.user = await this.decide(user, authorization);
    return true;
  }

  protected abstract decide(
    user: AuthUser | null,
    authorization: string | undefined,
  ): AuthUser | undefined | Promise<AuthUser | undefined>;
}

/**
 * Requires a valid token: 401 otherwise — with the blocked-account message when the session ended
 * because the account was blocked, so the app can say why it signed the person out.
 */
@Injectable()
export class JwtAuthGuard extends BearerGuard {
  protected async decide(user: AuthUser | null, authorization: string | undefined): Promise<AuthUser> {
    if (user) return user;
    if (await this.tokens.endedByBlock(authorization))
      throw new ApiError('SESSION_BLOCKED', sessionMessages.userBlocked);
    throw new ApiError('UNAUTHENTICATED', genericMessages.unauthenticated);
  }
}

/** Requires is_admin: 403 otherwise. Runs after JwtAuthGuard. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!requestOf(context).user?.is_admin) throw new ApiError('ADMIN_ONLY', genericMessages.forbidden);
    return true;
  }
}

/** Guest-only routes (login, register): a caller with a valid token is refused with 403; an invalid or revoked one passes. */
@Injectable()
export class GuestGuard extends BearerGuard {
  protected decide(user: AuthUser | null): undefined {
    if (user) throw new ApiError('ALREADY_SIGNED_IN', genericMessages.alreadySignedIn);
    return undefined;
  }
}

/**
 * Routes a guest may call too (the public city page): without an Authorization header the caller
 * is a guest (`@CurrentUser()` is undefined); with one, it must be valid (401 otherwise).
 */
@Injectable()
export class GuestOrUserGuard extends JwtAuthGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!authorizationOf(requestOf(context))) return true;
    return super.canActivate(context);
  }
}

/**
 * Public routes that know the caller when there is one (FAQ votes shown, the contact limit counted
 * by the account's e-mail): a valid token sets the user; a missing, invalid or revoked one is ignored.
 */
@Injectable()
export class CallerIfAnyGuard extends BearerGuard {
  protected decide(user: AuthUser | null): AuthUser | undefined {
    return user ?? undefined;
  }
}

export const Auth = () => applyDecorators(UseGuards(JwtAuthGuard), ApiBearerAuth());
export const AdminOnly = () => applyDecorators(UseGuards(JwtAuthGuard, AdminGuard), ApiBearerAuth());
export const GuestOnly = () => UseGuards(GuestGuard);
/** A guest or a signed-in caller (the public city page, the winners); a token sent must be valid. */
export const GuestOrUser = () => applyDecorators(UseGuards(GuestOrUserGuard), ApiBearerAuth());
/** Anyone; the caller is known when a valid token comes along (FAQ, contact). */
export const CallerIfAny = () => applyDecorators(UseGuards(CallerIfAnyGuard), ApiBearerAuth());

/** The caller's id on a CallerIfAny route, when signed in. */
export const callerId = (user: AuthUser | undefined) => (user ? { user_id: user.user_id } : {});
