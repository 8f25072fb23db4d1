import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EventConsumer } from '@encontro/server-events';
import { PrivacyRepository } from './privacy.repository.js';

/** What a deleted account leaves in support-svc (docs/decisions.md, privacy page). */
@Injectable()
export class UserErasure implements OnModuleInit {
  private readonly logger = new Logger(UserErasure.name);

  constructor(
    @Inject(EventConsumer) private readonly events: EventConsumer,
    @Inject(PrivacyRepository) private readonly privacy: PrivacyRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('user.deleted', async (payload, em) => {
      const { tickets, contacts } = await this.privacy.erase(em, payload.user_id);
      this.logger.log(
        `user ${payload.user_id} erased: ${tickets} ticket(s), ${contacts} contact(s) anonymised`,
      );
    });
  }
}
