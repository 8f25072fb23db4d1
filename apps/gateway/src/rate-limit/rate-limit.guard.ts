import { Injectable, SetMetadata } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerRequest } from '@nestjs/throttler';

const RATE_LIMITS = 'encontro:rate-limits';

/** Opts a route into named limits (e.g. `@RateLimit('login')`); routes without it are not limited. */
export const RateLimit = (...names: string[]) => SetMetadata(RATE_LIMITS, names);

@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    const names = this.reflector.getAllAndOverride<string[] | undefined>(RATE_LIMITS, [
      request.context.getHandler(),
      request.context.getClass(),
    ]);
    if (!names?.includes(request.throttler.name ?? 'default')) return true;
    return super.handleRequest(request);
  }

  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    return String(req.ip ?? 'unknown');
  }
}
