import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { weekOf } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { EventConsumer } from '@encontro/server-events';
import { Tables } from '../tables.js';
import { User } from '../users/user.entity.js';
import { cityChangeBlocked } from './activity.errors.js';
import { WeeklyActivity } from './weekly-activity.entity.js';

type Change = Partial<
  Pick<WeeklyActivity, 'indicationId' | 'indicationWeek' | 'voteWeek' | 'attendanceWeek'>
>;

/**
 * Keeps what `/api/me` says about votes and presences (`last_voted_indication_id`,
 * `last_confirmed_indication_id`) in step with indication-svc's events, and refuses a city change
 * while the person has a nomination, a vote or a confirmed presence in the current ISO week.
 */
@Injectable()
export class ActivityService implements OnModuleInit {
  constructor(
    private readonly events: EventConsumer,
    private readonly clock: Clock,
    private readonly tables: Tables,
  ) {}

  onModuleInit(): void {
    this.events.on('indication.submitted', async (e, em, envelope) => {
      await this.record(em, e.user_id, envelope.occurred_at, {
        indicationId: e.indication_id,
        indicationWeek: e.week,
      });
    });
    const nominationGone = async (
      e: { user_id: string; indication_id: string },
      em: EntityManager,
      envelope: { occurred_at: string },
    ) => {
      const activity = await em.findOne(WeeklyActivity, { userId: e.user_id });
      if (activity?.indicationId === e.indication_id)
        await this.record(em, e.user_id, envelope.occurred_at, { indicationWeek: null });
    };
    this.events.on('indication.rejected', nominationGone);
    // Deleted as reported content (or with a deleted account): it no longer ties the person to a city.
    this.events.on('indication.removed', nominationGone);
    // The vote burst's hot path: one statement per event, no entity loaded.
    this.events.on('vote.cast', async (e, em, envelope) => {
      await this.recordVote(em, {
        userId: e.user_id,
        set: e.indication_id,
        voteWeek: e.week,
        at: envelope.occurred_at,
      });
    });
    this.events.on('vote.removed', async (e, em, envelope) => {
      await this.recordVote(em, {
        userId: e.user_id,
        onlyIf: e.indication_id,
        set: null,
        voteWeek: null,
        at: envelope.occurred_at,
      });
    });
    this.events.on('attendance.confirmed', async (e, em, envelope) => {
      await em.nativeUpdate(User, { id: e.user_id }, { lastConfirmedIndicationId: e.indication_id });
      await this.record(em, e.user_id, envelope.occurred_at, { attendanceWeek: e.week });
    });
    // Only while it still names the meetup left: its move's attendance.confirmed may come first.
    this.events.on('attendance.withdrawn', async (e, em, envelope) => {
      await em.nativeUpdate(
        User,
        { id: e.user_id, lastConfirmedIndicationId: e.indication_id },
        { lastConfirmedIndicationId: null },
      );
      if (e.moved_to === null)
        await this.record(em, e.user_id, envelope.occurred_at, { attendanceWeek: null });
    });
  }

  /** Throws when moving `user` to `cityId` would take this week's activity out of its city. */
  async assertCityChangeAllowed(em: EntityManager, user: User, cityId: string): Promise<void> {
    if (cityId === user.cityId) return;
    const activity = await em.findOne(WeeklyActivity, { userId: user.id });
    if (!activity) return;
    const { week } = weekOf(this.clock.now());
    if ([activity.indicationWeek, activity.voteWeek, activity.attendanceWeek].includes(week))
      throw cityChangeBlocked();
  }

  /**
   * The person's vote (only when it is still `onlyIf`, for a removal) and its week, in one
   * statement; nothing when the person is gone.
   */
  private async recordVote(
    em: EntityManager,
    vote: { userId: string; onlyIf?: string; set: string | null; voteWeek: string | null; at: string },
  ): Promise<void> {
    await em.execute(
      `with voter as (
         update ${this.tables.users} set last_voted_indication_id = ?
          where id = ? and (?::text is null or last_voted_indication_id = ?) returning id
       )
       insert into ${this.tables.weeklyActivity} (user_id, vote_week, updated_at)
       select id, ?, ? from voter
       on conflict (user_id) do update set vote_week = excluded.vote_week, updated_at = excluded.updated_at`,
      [vote.set, vote.userId, vote.onlyIf ?? null, vote.onlyIf ?? null, vote.voteWeek, vote.at],
    );
  }

  private async record(em: EntityManager, userId: string, at: string, change: Change): Promise<void> {
    if (!(await em.findOne(User, { id: userId }))) return;
    const activity = await em.findOne(WeeklyActivity, { userId });
    if (activity) {
      em.assign(activity, { ...change, updatedAt: new Date(at) });
      return;
    }
    em.create(WeeklyActivity, {
      userId,
      indicationId: null,
      indicationWeek: null,
      voteWeek: null,
      attendanceWeek: null,
      ...change,
      updatedAt: new Date(at),
    });
  }
}
