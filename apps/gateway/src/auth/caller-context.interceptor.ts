import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { callerContext } from '@encontro/server-messaging';
import { Observable } from 'rxjs';
import type { AuthUser } from './auth-user.js';

/**
 * Runs every route (after its guards resolved the bearer token) as its caller: the services'
 * admin and personal-data subjects get a caller context signed for this person — who, and whether
 * admin, as the verified token says — and a guest's requests carry none.
 */
@Injectable()
export class CallerContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    const caller = user ? { sub: user.user_id, admin: user.is_admin } : null;
    return new Observable((subscriber) =>
      callerContext.run(caller, () => next.handle().subscribe(subscriber)),
    );
  }
}
