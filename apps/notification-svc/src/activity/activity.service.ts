import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventConsumer } from '@encontro/server-events';
import { NotificationsRepository } from '../notifications/notifications.repository.js';
import { PeopleRepository } from '../people/people.repository.js';
import type { ParticipantRole } from './activity.entities.js';
import { ActivityRepository } from './activity.repository.js';

type Participation = { indication_id: string; user_id: string; week: string };

/**
 * Follows the week of each city from indication-svc's events: the indications' names (for the texts)
 * and who nominated or confirmed attendance (recipients of the week's notifications). Not the votes:
 * following them cost a transaction per vote on the busiest path, so the reveal of the winners asks
 * indication-svc for the week's voters instead (WeekVotersClient). Nothing is recorded for a deleted
 * account. A removed indication (reported content, its nominator's
 * deleted account) is forgotten, and so is every notification that names or links to it, for
 * everyone, with its pushes still queued: the event consumer takes one handler per event, this one.
 */
@Injectable()
export class ActivityService implements OnModuleInit {
  constructor(
    private readonly events: EventConsumer,
    private readonly activity: ActivityRepository,
    private readonly people: PeopleRepository,
    private readonly notifications: NotificationsRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('indication.submitted', async (payload, em) => {
      if (await this.people.isDeleted(em, payload.user_id)) return;
      await this.activity.saveVenue(em, {
        indicationId: payload.indication_id,
        userId: payload.user_id,
        name: payload.name,
        cityId: payload.city_id,
        week: payload.week,
      });
      await this.participate(em, payload, 'nominator', payload.city_id);
    });
    this.events.on('attendance.confirmed', async (payload, em) => {
      if (await this.people.isDeleted(em, payload.user_id)) return;
      // Attendance is confirmed at a winner, whose indication.submitted came days before.
      const venue = await this.activity.findVenue(em, payload.indication_id);
      if (venue) await this.participate(em, payload, 'attendee', venue.cityId);
    });
    // A host's presence moved to their own meetup: the one left no longer tells them its news.
    this.events.on('attendance.withdrawn', (payload, em) =>
      this.activity.removeParticipant(em, payload.indication_id, payload.user_id, 'attendee'),
    );
    this.events.on('indication.removed', async (payload, em) => {
      await this.activity.removeVenue(em, payload.indication_id);
      await this.notifications.removeOfIndication(em, payload.indication_id);
    });
  }

  private participate(
    em: EntityManager,
    event: Participation,
    role: ParticipantRole,
    cityId: string,
  ): Promise<void> {
    return this.activity.addParticipant(em, {
      indicationId: event.indication_id,
      userId: event.user_id,
      role,
      week: event.week,
      cityId,
    });
  }
}
