import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type AttendanceResult,
  type MeetupSettings,
  calendarPath,
  cycleMoments,
  forumLink,
  fullName,
  indicationMessages,
  meetupDate,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { INDICATION_CONFIG, type IndicationConfig } from '../config.js';
import { indicationErrors } from '../indication.errors.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { CycleMails } from '../emails/cycle-mails.service.js';
import { CityScopes } from '../people/city-scope.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import type { Winner } from '../winners/winner.entity.js';
import { WinnersRepository } from '../winners/winners.repository.js';
import { AttendancesRepository } from './attendances.repository.js';
import { meetupCalendar } from './meetup-calendar.util.js';
import { ReadVersions } from '../read-versions/read-versions.js';
import { MeetupSettingsService } from '../meetups/meetup-settings.service.js';

/**
 * "Eu Vou!" (also POST /api/forum/{id}/confirm, the forum id being the winner's indication id):
 * one meetup per person per week, in their own city, until the meetup's week ends. The host's
 * confirmation is the same call (or the one-click link of their e-mail), and it always works: a
 * host who said "Eu Vou!" to another winner has that presence moved to their own meetup (issue 28).
 */
@Injectable()
export class AttendanceService {
  constructor(
    private readonly orm: MikroORM,
    private readonly attendances: AttendancesRepository,
    private readonly winners: WinnersRepository,
    private readonly indications: IndicationsRepository,
    private readonly people: PeopleRepository,
    private readonly scopes: CityScopes,
    private readonly mails: CycleMails,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    @Inject(INDICATION_CONFIG) private readonly config: Pick<IndicationConfig, 'PUBLIC_URL'>,
    private readonly versions: ReadVersions,
    private readonly meetupSettings: MeetupSettingsService,
  ) {}

  /**
   * Confirming twice is answered as a success and changes nothing. The host may set the meetup in the
   * same call (`settings`); anyone else sending settings is refused, and nothing is confirmed.
   */
  confirm(
    userId: string,
    indicationId: string,
    settings?: Partial<MeetupSettings>,
  ): Promise<AttendanceResult> {
    return this.orm.em.fork().transactional(async (em) => {
      const { result, movedFrom, winner } = await this.confirmIn(em, userId, indicationId);
      if (settings && Object.values(settings).some((value) => value !== undefined))
        await this.meetupSettings.applyIn(em, winner, userId, settings, this.clock.now());
      return movedFrom ? { ...result, message: `${result.message} ${movedFrom}` } : result;
    });
  }

  /** The host's one-click link: confirms the host it was sent to, if they are still the host. */
  async confirmHostByLink(token: string): Promise<{ message: string; indication_id: string }> {
    return this.orm.em.fork().transactional(async (em) => {
      const winner = await this.winners.findByHostLink(em, token);
      if (!winner) throw indicationErrors.hostLinkInvalid();
      const { movedFrom } = await this.confirmIn(em, winner.hostId, winner.indicationId);
      const message = indicationMessages.hostConfirmed;
      return { message: movedFrom ? `${message} ${movedFrom}` : message, indication_id: winner.indicationId };
    });
  }

  /** The confirmation, and the sentence that says where a host's presence moved from (null: it did not). */
  private async confirmIn(
    em: EntityManager,
    userId: string,
    indicationId: string,
  ): Promise<{ result: AttendanceResult; movedFrom: string | null; winner: Winner }> {
    const now = this.clock.now();
    const winner = await this.winners.findByIndication(em, indicationId, true);
    if (!winner) throw indicationErrors.notAWinner();
    const person = await this.scopes.requirePerson(em, userId);
    if (person.cityId !== winner.cityId) throw indicationErrors.otherCityContent();
    if (now >= cycleMoments(winner.week).ends) throw indicationErrors.meetupOver();
    const isHost = winner.hostId === userId;

    await this.attendances.lockPerson(em, userId, winner.week);
    const left = isHost ? await this.leaveOtherMeetups(em, winner, now) : null;
    const added = await this.attendances.insertIfAbsent(em, { indicationId, userId, week: winner.week }, now);
    const attendance = await this.attendances.find(em, indicationId, userId);
    if (!attendance) throw indicationErrors.attendingAnother();
    const indication = (await this.indications.findById(em, indicationId))!;
    if (added) {
      // The winner's count of presences, and the attendee's calendar link.
      this.versions.touch(em, { cities: [winner.cityId], people: [userId] });
      this.outbox.add(em, 'attendance.confirmed', {
        indication_id: indicationId,
        week: winner.week,
        user_id: userId,
        at: now.toISOString(),
      });
      await this.mails.attendanceConfirmed(em, person, winner, indication, attendance.calendarToken);
    }
    if (isHost && !winner.hostConfirmedAt) {
      winner.hostConfirmedAt = now;
      this.versions.touch(em, { cities: [winner.cityId] });
      this.outbox.add(em, 'winner.host_confirmed', {
        indication_id: indicationId,
        week: winner.week,
        host_id: userId,
        at: now.toISOString(),
      });
    }
    return {
      result: {
        message: indicationMessages.attendanceConfirmed,
        status: 'confirmed',
        position: null,
        indication_id: indicationId,
        is_host: isHost,
        host_confirmed: winner.hostConfirmedAt != null,
        last_confirmed_indication_id: indicationId,
        calendar_url: calendarPath(indicationId, attendance.calendarToken),
        moved_from_indication_id: left?.id ?? null,
      },
      movedFrom: left ? indicationMessages.hostAttendanceMoved(left.name) : null,
      winner,
    };
  }

  /**
   * The host's own meetup comes first: their presence of the week at another winner is removed, in
   * this transaction, and announced (attendance.withdrawn) before the new one. Returns what it left.
   */
  private async leaveOtherMeetups(
    em: EntityManager,
    winner: Winner,
    now: Date,
  ): Promise<{ id: string; name: string } | null> {
    const [left] = await this.attendances.removeOthersOfWeek(em, {
      userId: winner.hostId,
      week: winner.week,
      keep: winner.indicationId,
    });
    if (!left) return null;
    this.outbox.add(em, 'attendance.withdrawn', {
      indication_id: left,
      week: winner.week,
      user_id: winner.hostId,
      moved_to: winner.indicationId,
      at: now.toISOString(),
    });
    const indication = await this.indications.findById(em, left);
    return { id: left, name: indication?.name ?? 'outro encontro' };
  }

  /** The meetup as an iCalendar file, for a confirmed attendee (by session or by their link's token). */
  async calendar(
    indicationId: string,
    userId?: string,
    token?: string,
  ): Promise<{ ics: string; filename: string }> {
    const em = this.orm.em.fork();
    const attendance = token
      ? await this.attendances.findByCalendarToken(em, indicationId, token)
      : userId
        ? await this.attendances.find(em, indicationId, userId)
        : null;
    if (!attendance) throw indicationErrors.calendarNotConfirmed();
    const winner = await this.winners.findByIndication(em, indicationId);
    const indication = await this.indications.findById(em, indicationId);
    if (!winner || !indication) throw indicationErrors.notAWinner();
    const host = await this.people.findById(em, winner.hostId);
    const closedAt = winner.createdAt;
    const ics = meetupCalendar({
      indicationId,
      venue: indication.name,
      address: indication.address,
      reference: indication.reference ?? null,
      date: meetupDate(winner.week, indication.eventDay),
      eventTime: indication.eventTime,
      hostName: fullName(host ?? undefined),
      forumUrl: forumLink(this.config.PUBLIC_URL, indicationId),
      stamp: closedAt,
    });
    return { ics, filename: `encontro-${indicationId}.ics` };
  }
}
