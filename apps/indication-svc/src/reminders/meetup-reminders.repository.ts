import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MeetupSettings } from '@encontro/contracts';
import { Tables } from '../tables.js';
import type { ReminderKind } from './reminder-token.js';

/** A meetup of these weeks, with what places it in time. */
export type ReminderMeetup = {
  indication_id: string;
  week: string;
  city_id: string;
  meetup_settings: Partial<MeetupSettings>;
  event_day: string;
  event_time: string;
};

/** A confirmed person of a meetup still owed its last reminder, and the reminders they were sent. */
export type ReminderCandidate = {
  indication_id: string;
  user_id: string;
  confirmed_at: Date;
  sent: ReminderKind[];
};

/** The reminders sent and the answers given. Every method works in the caller's unit of work. */
@Injectable()
export class MeetupRemindersRepository {
  constructor(private readonly tables: Tables) {}

  /** The meetups (winners) of `weeks`: three a city a week. */
  meetups(em: EntityManager, weeks: readonly string[]): Promise<ReminderMeetup[]> {
    return em.execute<ReminderMeetup[]>(
      `select w.indication_id, w.week, w.city_id, w.meetup_settings, i.event_day, i.event_time
         from ${this.tables.winners} w
         join ${this.tables.indications} i on i.id = w.indication_id
        where w.week = any(string_to_array(?, ','))`,
      [weeks.join(',')],
    );
  }

  /** In one query: every confirmed presence at these meetups whose last reminder is not sent yet. */
  candidates(em: EntityManager, indicationIds: readonly string[]): Promise<ReminderCandidate[]> {
    return em.execute<ReminderCandidate[]>(
      `select a.indication_id, a.user_id, a.confirmed_at,
              coalesce(array(select r.kind from ${this.tables.meetupReminders} r
                where r.indication_id = a.indication_id and r.user_id = a.user_id), '{}') as sent
         from ${this.tables.attendances} a
        where a.status = 'confirmed' and a.indication_id = any(string_to_array(?, ',')::uuid[])
          and not exists (select 1 from ${this.tables.meetupReminders} r
            where r.indication_id = a.indication_id and r.user_id = a.user_id and r.kind = 'hours_before')`,
      [indicationIds.join(',')],
    );
  }

  /**
   * Takes the reminder for this replica, once ever per (meetup, person, kind), and only while the
   * person is still confirmed. False: sent already (by anyone) or no longer confirmed.
   */
  async claim(
    em: EntityManager,
    reminder: { indicationId: string; userId: string; kind: ReminderKind },
    at: Date,
  ): Promise<boolean> {
    const claimed = await em.execute<{ kind: string }[]>(
      `insert into ${this.tables.meetupReminders} (indication_id, user_id, kind, sent_at)
       select ?, ?, ?, ? where exists (select 1 from ${this.tables.attendances}
         where indication_id = ? and user_id = ? and status = 'confirmed')
       on conflict do nothing returning kind`,
      [reminder.indicationId, reminder.userId, reminder.kind, at, reminder.indicationId, reminder.userId],
    );
    return claimed.length > 0;
  }

  /** Marks an answer's token used; false when it was already. */
  async claimAnswer(em: EntityManager, tokenHash: string, at: Date): Promise<boolean> {
    const claimed = await em.execute<{ token_hash: string }[]>(
      `insert into ${this.tables.reminderAnswers} (token_hash, answered_at) values (?, ?)
       on conflict do nothing returning token_hash`,
      [tokenHash, at],
    );
    return claimed.length > 0;
  }

  /** A deleted account's reminders (an answered token is kept as a hash that names nobody). */
  async forget(em: EntityManager, userId: string): Promise<void> {
    await em.execute(`delete from ${this.tables.meetupReminders} where user_id = ?`, [userId]);
  }

  /**
   * Deletes up to `limit` claims sent before `before`, except those of a meetup of `fromWeek` or later
   * (the weeks the sender still reads: the claim keeps it from sending again); returns how many.
   */
  async deleteSentBefore(em: EntityManager, before: Date, fromWeek: string, limit: number): Promise<number> {
    const t = this.tables.meetupReminders;
    const [row] = await em.execute<{ n: number }[]>(
      `with gone as (delete from ${t} where ctid = any(array(
         select r.ctid from ${t} r
          where r.sent_at < ? and not exists (select 1 from ${this.tables.winners} w
            where w.indication_id = r.indication_id and w.week >= ?)
          limit ? for update of r skip locked)) returning 1)
       select count(*)::int as n from gone`,
      [before, fromWeek, limit],
    );
    return row?.n ?? 0;
  }

  /** Deletes up to `limit` answers given before `before` (their tokens ended long ago); returns how many. */
  async deleteAnswersBefore(em: EntityManager, before: Date, limit: number): Promise<number> {
    const t = this.tables.reminderAnswers;
    const [row] = await em.execute<{ n: number }[]>(
      `with gone as (delete from ${t} where token_hash = any(array(
         select token_hash from ${t} where answered_at < ? limit ? for update skip locked)) returning 1)
       select count(*)::int as n from gone`,
      [before, limit],
    );
    return row?.n ?? 0;
  }

  /** Gives a token back when its answer could not be carried out. */
  async releaseAnswer(em: EntityManager, tokenHash: string): Promise<void> {
    await em.execute(`delete from ${this.tables.reminderAnswers} where token_hash = ?`, [tokenHash]);
  }
}
