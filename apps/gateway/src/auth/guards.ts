import {
  type ExecutionContext,
  Injectable,
  type CanActivate,
  UseGuards,
  applyDecorators,
} from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth } from '@nestjs/swagger';
import { genericMessages } from '@encontro/contracts';
import { ApiError } from '../http/api-error.js';
import type { AuthUser } from './auth-user.js';

/** Requires a valid token: 401 otherwise. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T = AuthUser>(error: unknown, user: T | false): T {
    if (error || !user) throw new ApiError('UNAUTHENTICATED', genericMessages.unauthenticated);
    return user;
  }
}

/** Requires is_admin: 403 otherwise. Runs after JwtAuthGuard. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user?.is_admin) throw new ApiError('FORBIDDEN', genericMessages.forbidden);
    return true;
  }
}

/** Guest-only routes (login, register): a caller with a valid token is refused with 403. */
@Injectable()
export class GuestGuard extends AuthGuard('jwt') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>();
    if (!request.headers.authorization) return true;
    // handleRequest below refuses a valid token and lets an invalid or revoked one through.
    await super.canActivate(context);
    return true;
  }

  override handleRequest<T = AuthUser>(_error: unknown, user: T | false): T {
    if (user) throw new ApiError('FORBIDDEN', 'Você já está conectado.');
    return undefined as T;
  }
}

export const Auth = () => applyDecorators(UseGuards(JwtAuthGuard), ApiBearerAuth());
export const AdminOnly = () => applyDecorators(UseGuards(JwtAuthGuard, AdminGuard), ApiBearerAuth());
export const GuestOnly = () => UseGuards(GuestGuard);
