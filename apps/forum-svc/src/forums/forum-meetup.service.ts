import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPayload } from '@encontro/contracts';
import { EventConsumer } from '@encontro/server-events';
import { CheckinsRepository } from './checkins.repository.js';
import { ForumsRepository } from './forums.repository.js';

/**
 * The meetup after week.closed (issue 30): the host's settings and its seats (meetup.updated, the
 * highest version kept whatever the order), and who arrived (attendance.checked_in, kept even
 * before its attendance.confirmed: someone arrived once both are here).
 */
@Injectable()
export class ForumMeetup implements OnModuleInit {
  constructor(
    private readonly events: EventConsumer,
    private readonly forums: ForumsRepository,
    private readonly checkins: CheckinsRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('meetup.updated', (payload, em) => this.meetupUpdated(em, payload));
    this.events.on('attendance.checked_in', (payload, em) => this.checkedIn(em, payload));
  }

  async meetupUpdated(em: EntityManager, e: EventPayload<'meetup.updated'>): Promise<void> {
    await this.forums.updateMeetup(em, e.indication_id, e.meetup, e.version);
  }

  async checkedIn(em: EntityManager, e: EventPayload<'attendance.checked_in'>): Promise<void> {
    if (await this.forums.isRemoved(em, e.indication_id)) return;
    await this.checkins.add(em, e.indication_id, e.user_id, new Date(e.at));
  }
}
