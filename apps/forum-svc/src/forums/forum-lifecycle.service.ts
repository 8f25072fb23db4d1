import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type EventPayload, cityTimeZone, meetupOf } from '@encontro/contracts';
import { EventConsumer } from '@encontro/server-events';
import { LiveUpdates } from '../live/live-updates.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import { CheckinsRepository } from './checkins.repository.js';
import { ForumsRepository } from './forums.repository.js';

/**
 * Forums follow indication-svc's week: one per winner from week.closed (a redelivery changes
 * nothing; a removed winner's never opens; its first counts are announced to indication-svc), the host moves with winner.host_changed (the old host becomes an ordinary member:
 * a participant only if they had confirmed), presences arrive with attendance.confirmed and leave
 * with attendance.withdrawn (a host moved to their own meetup, or "Não vou mais": their check-in
 * goes too), in whichever order they come.
 */
@Injectable()
export class ForumLifecycle implements OnModuleInit {
  private readonly logger = new Logger(ForumLifecycle.name);

  constructor(
    private readonly events: EventConsumer,
    private readonly forums: ForumsRepository,
    private readonly checkins: CheckinsRepository,
    private readonly people: PeopleRepository,
    private readonly live: LiveUpdates,
  ) {}

  onModuleInit(): void {
    this.events.on('week.closed', (payload, em) => this.weekClosed(em, payload));
    this.events.on('winner.host_changed', (payload, em) => this.hostChanged(em, payload));
    this.events.on('attendance.confirmed', (payload, em) => this.attendanceConfirmed(em, payload));
    this.events.on('attendance.withdrawn', (payload, em) => this.attendanceWithdrawn(em, payload));
  }

  async weekClosed(em: EntityManager, e: EventPayload<'week.closed'>): Promise<void> {
    for (const w of e.winners) {
      // Under the forum's lock, as a removal takes it: a winner already removed never opens.
      await this.live.lock(em, w.indication_id);
      if (await this.forums.isRemoved(em, w.indication_id)) continue;
      const added = await this.forums.insertIfAbsent(
        em,
        {
          id: w.indication_id,
          week: e.week,
          cityId: e.city_id,
          city: e.city,
          state: e.state,
          position: w.position,
          meetup: meetupOf(w, cityTimeZone(e.city_id)),
          photos: w.photos,
          voteCount: w.vote_count,
          hostId: w.host_id,
          hostName: w.host_name,
        },
        new Date(e.closed_at),
      );
      if (!added) continue;
      await this.live.announceOpened(em, (await this.forums.findById(em, w.indication_id))!);
      this.logger.log(`forum ${w.indication_id} opened (${e.week}, city ${e.city_id})`);
    }
  }

  async hostChanged(em: EntityManager, e: EventPayload<'winner.host_changed'>): Promise<void> {
    const forum = await this.forums.findById(em, e.indication_id);
    if (!forum || forum.hostId === e.new_host_id) return;
    await this.live.lock(em, forum.id);
    const host = await this.people.findById(em, e.new_host_id);
    forum.hostId = e.new_host_id;
    if (host) forum.hostName = `${host.name} ${host.surname}`.trim();
    await em.flush();
    await this.live.addStats(em, forum);
    this.live.pushSoon();
  }

  async attendanceConfirmed(em: EntityManager, e: EventPayload<'attendance.confirmed'>): Promise<void> {
    const forum = await this.forums.findById(em, e.indication_id);
    if (forum) await this.live.lock(em, forum.id);
    const added = await this.forums.addParticipant(em, e.indication_id, e.user_id, new Date(e.at));
    if (!added || !forum) return;
    await this.live.addStats(em, forum);
    this.live.pushSoon();
  }

  async attendanceWithdrawn(em: EntityManager, e: EventPayload<'attendance.withdrawn'>): Promise<void> {
    const forum = await this.forums.findById(em, e.indication_id);
    if (forum) await this.live.lock(em, forum.id);
    const removed = await this.forums.removeParticipant(em, e.indication_id, e.user_id);
    await this.checkins.remove(em, e.indication_id, e.user_id);
    if (!removed || !forum) return;
    await this.live.addStats(em, forum);
    this.live.pushSoon();
  }
}
