import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { genericMessages } from '@encontro/contracts';
import { Observable } from 'rxjs';
import {
  CALLER_HEADER,
  type CallerTokens,
  callerAllows,
  callerContext,
  callerRuleOf,
} from './caller-context.js';
import { DomainError } from './domain-error.js';

type NatsRequestContext = {
  getSubject?: () => string;
  getHeaders?: () => { get?: (name: string) => string | undefined } | undefined;
};

/**
 * A service's check of the caller context on the subjects whose contract names a `caller` rule
 * (admin subjects, a person's data): without a valid signature for this subject and this moment, or
 * when the caller is not the one the rule wants, the request is refused with CALLER_NOT_ALLOWED
 * before its handler runs, whoever NATS let publish it. The verified caller stays in
 * `callerContext` for the requests the handler makes in turn. Without `tokens` (no secret) every
 * protected subject is refused.
 */
@Injectable()
export class CallerVerificationInterceptor implements NestInterceptor {
  constructor(private readonly tokens: CallerTokens | undefined) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const rpc = context.switchToRpc();
    const nats = rpc.getContext<NatsRequestContext | undefined>();
    const subject = nats?.getSubject?.();
    const rule = subject ? callerRuleOf(subject) : undefined;
    if (!subject || !rule) return next.handle();
    const token = nats?.getHeaders?.()?.get?.(CALLER_HEADER);
    const caller = this.tokens?.verify(token, subject) ?? null;
    if (!caller || !callerAllows(rule, caller, rpc.getData())) {
      throw new DomainError('CALLER_NOT_ALLOWED', genericMessages.forbidden);
    }
    return new Observable((subscriber) =>
      callerContext.run(caller, () => next.handle().subscribe(subscriber)),
    );
  }
}
