import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventConsumer } from '@encontro/server-events';
import { PeopleRepository } from '../people/people.repository.js';
import { EmailOptOutsRepository } from './email-opt-outs.repository.js';

/**
 * Keeps which e-mails each person turned off (notification-svc owns the preferences and sends the
 * whole list each time), so the cycle's reminders skip them.
 */
@Injectable()
export class EmailOptOutsConsumer implements OnModuleInit {
  constructor(
    private readonly events: EventConsumer,
    private readonly optOuts: EmailOptOutsRepository,
    private readonly people: PeopleRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('notification.preferences_changed', async (payload, em) => {
      // A deleted account's list was erased with it; a late change does not bring it back.
      if ((await this.people.findById(em, payload.user_id))?.deletedAt) return;
      await this.optOuts.replace(em, payload.user_id, payload.email_opt_out, new Date(payload.at));
    });
  }
}
