import { type ExecutionContext, Injectable, UseGuards, applyDecorators } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';

/**
 * Public routes that know the caller when there is one (FAQ votes shown, the contact limit counted
 * by the account's e-mail): a valid token sets the user; a missing, invalid or revoked one is ignored.
 */
@Injectable()
export class OptionalAuthGuard extends AuthGuard('jwt') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>();
    if (!request.headers.authorization) return true;
    await super.canActivate(context);
    return true;
  }

  override handleRequest<T = AuthUser>(_error: unknown, user: T | false): T {
    return (user || undefined) as T;
  }
}

export const OptionalAuth = () => applyDecorators(UseGuards(OptionalAuthGuard), ApiBearerAuth());

/** The caller's id on an OptionalAuth route, when signed in. */
export const callerId = (user: AuthUser | undefined) => (user ? { user_id: user.user_id } : {});
