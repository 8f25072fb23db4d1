import { type ExecutionContext, Injectable, UseGuards, applyDecorators } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth } from '@nestjs/swagger';
import { genericMessages } from '@encontro/contracts';
import { ApiError } from '../http/api-error.js';
import type { AuthUser } from '../auth/auth-user.js';

/**
 * Routes a guest may call too (the public city page): without an Authorization header the caller
 * is a guest (`@CurrentUser()` is undefined); with one, it must be valid (401 otherwise).
 */
@Injectable()
export class OptionalJwtGuard extends AuthGuard('jwt') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>();
    if (!request.headers.authorization) return true;
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<T = AuthUser>(error: unknown, user: T | false): T {
    if (error || !user) throw new ApiError('UNAUTHENTICATED', genericMessages.unauthenticated);
    return user;
  }
}

export const OptionalAuth = () => applyDecorators(UseGuards(OptionalJwtGuard), ApiBearerAuth());
