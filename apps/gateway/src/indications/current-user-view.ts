import { Injectable, Logger } from '@nestjs/common';
import { type User, identityRpc } from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';

/**
 * SPEC §7: a vote or a confirmation "may return {user}". identity-svc learns of it by event a
 * moment later, so the answer overlays the ids this call just changed on the user it knows.
 */
@Injectable()
export class CurrentUserView {
  private readonly logger = new Logger(CurrentUserView.name);

  constructor(private readonly services: ServiceClient) {}

  async with(userId: string, patch: Partial<User>): Promise<{ user?: User }> {
    try {
      const { user } = await this.services.call(identityRpc.me, { user_id: userId });
      return { user: { ...user, ...patch } };
    } catch (error) {
      this.logger.warn(`user ${userId} not refreshed: ${(error as Error).message}`);
      return {};
    }
  }
}
