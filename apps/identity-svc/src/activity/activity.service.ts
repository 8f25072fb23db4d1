import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { weekOf } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { EventConsumer } from '@encontro/server-events';
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
    @Inject(EventConsumer) private readonly events: EventConsumer,
    @Inject(Clock) private readonly clock: Clock,
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
    // The vote burst's hot path: two statements, no entity loaded.
    this.events.on('vote.cast', async (e, em, envelope) => {
      const found = await em.nativeUpdate(
        User,
        { id: e.user_id },
        { lastVotedIndicationId: e.indication_id },
      );
      if (found > 0) await this.upsert(em, e.user_id, envelope.occurred_at, { voteWeek: e.week });
    });
    this.events.on('vote.removed', async (e, em, envelope) => {
      const cleared = await em.nativeUpdate(
        User,
        { id: e.user_id, lastVotedIndicationId: e.indication_id },
        { lastVotedIndicationId: null },
      );
      if (cleared > 0) await this.upsert(em, e.user_id, envelope.occurred_at, { voteWeek: null });
    });
    this.events.on('attendance.confirmed', async (e, em, envelope) => {
      await em.nativeUpdate(User, { id: e.user_id }, { lastConfirmedIndicationId: e.indication_id });
      await this.record(em, e.user_id, envelope.occurred_at, { attendanceWeek: e.week });
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

  /** `record` in one statement, for a person known to exist. */
  private async upsert(em: EntityManager, userId: string, at: string, change: Change): Promise<void> {
    await em.upsert(
      WeeklyActivity,
      { userId, ...change, updatedAt: new Date(at) },
      {
        onConflictFields: ['userId'],
        onConflictMergeFields: [...(Object.keys(change) as (keyof Change)[]), 'updatedAt'],
      },
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
