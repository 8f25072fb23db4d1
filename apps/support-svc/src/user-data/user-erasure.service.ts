import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EventConsumer } from '@encontro/server-events';
import { UserDataRepository } from './user-data.repository.js';

/** What a deleted account leaves in support-svc (docs/decisions.md, privacy page). */
@Injectable()
export class UserErasure implements OnModuleInit {
  private readonly logger = new Logger(UserErasure.name);

  constructor(
    private readonly events: EventConsumer,
    private readonly userData: UserDataRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('user.deleted', async (payload, em) => {
      const { tickets, contacts } = await this.userData.erase(em, payload.user_id);
      this.logger.log(
        `user ${payload.user_id} erased: ${tickets} ticket(s), ${contacts} contact(s) anonymised`,
      );
    });
  }
}
