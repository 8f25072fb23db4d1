import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type AttendanceResult,
  type MeetupSettings,
  type MyAttendance,
  type WithdrawalAnswer,
  calendarPath,
  cycleMoments,
  fullName,
  indicationMessages,
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
import { meetupCalendar } from '../calendar/meetup-calendar.util.js';
import { meetupEventOf } from '../calendar/meetup-event.mapper.js';
import { ReadVersions } from '../read-versions/read-versions.js';
import { MeetupSettingsService } from '../meetups/meetup-settings.service.js';
import { MeetupUpdates } from '../meetups/meetup-updates.service.js';
import type { Indication } from '../indications/indication.entity.js';
import { HostHandover } from '../winners/host-handover.service.js';
import { freeSeats, noSeats } from '../winners/meetup-plan.js';
import { lineClosesAt, meetupStartsAt } from '../waitlist/line-closing.js';
import { SeatOffers } from '../waitlist/seat-offers.service.js';
import { type AttendanceStatus } from './attendances.repository.js';

/**
 * "Eu Vou!" (also POST /api/forum/{id}/confirm, the forum id being the winner's indication id):
 * one place at a time per person and week, in their own city, until the meetup's week ends: a seat,
 * or a place in line when the meetup is full (issue 30). The host's confirmation is the same call (or
 * the one-click link of their e-mail), and it always works, on the seat kept for them: a host who said
 * "Eu Vou!" to another winner has that presence moved to their own meetup (issue 28). "Não vou mais"
 * frees the seat, or hands the meetup over when the host says it.
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
    private readonly updates: MeetupUpdates,
    private readonly offers: SeatOffers,
    private readonly handover: HostHandover,
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
      const now = this.clock.now();
      const { result, movedFrom, winner } = await this.confirmIn(em, userId, indicationId, now);
      if (settings && Object.values(settings).some((value) => value !== undefined))
        await this.meetupSettings.applyIn(em, winner, userId, settings, now);
      else await this.updates.announce(em, winner, now);
      return movedFrom ? { ...result, message: `${result.message} ${movedFrom}` } : result;
    });
  }

  /** The host's one-click link: confirms the host it was sent to, if they are still the host. */
  async confirmHostByLink(token: string): Promise<{ message: string; indication_id: string }> {
    return this.orm.em.fork().transactional(async (em) => {
      const found = await this.winners.findByHostLink(em, token);
      if (!found) throw indicationErrors.hostLinkInvalid();
      const now = this.clock.now();
      const { movedFrom, winner } = await this.confirmIn(em, found.hostId, found.indicationId, now);
      await this.updates.announce(em, winner, now);
      const message = indicationMessages.hostConfirmed;
      return { message: movedFrom ? `${message} ${movedFrom}` : message, indication_id: winner.indicationId };
    });
  }

  /**
   * "Não vou mais" (DELETE /api/forum/{id}/confirm, or a reminder's answer), until the meetup starts:
   * the seat goes to the line. The host cannot just leave: the first confirmed guest takes over.
   * Afterwards the person may confirm another winner of the week.
   */
  withdraw(userId: string, indicationId: string): Promise<WithdrawalAnswer> {
    return this.orm.em.fork().transactional(async (em) => {
      const now = this.clock.now();
      const winner = await this.winners.findByIndication(em, indicationId, true);
      const indication = winner && (await this.indications.findById(em, indicationId));
      if (!winner || !indication) throw indicationErrors.notAWinner();
      if (now >= meetupStartsAt(winner, indication)) throw indicationErrors.meetupStarted();
      const place = await this.attendances.find(em, indicationId, userId);
      if (place?.status !== 'confirmed') throw indicationErrors.notAttending();
      const newHostId =
        winner.hostId === userId
          ? (await this.attendances.earliestOther(em, indicationId, userId))?.userId
          : null;
      if (newHostId === undefined) throw indicationErrors.hostCannotLeave();
      await this.attendances.remove(em, indicationId, userId);
      this.versions.touch(em, { cities: [winner.cityId], people: [userId] });
      this.outbox.add(em, 'attendance.withdrawn', {
        indication_id: indicationId,
        week: winner.week,
        user_id: userId,
        moved_to: null,
        at: now.toISOString(),
      });
      if (newHostId) {
        await this.handover.handOver(em, winner, newHostId, now);
      } else {
        await this.offers.fill(em, winner, indication, now);
        await this.updates.announce(em, winner, now);
      }
      return {
        message: newHostId ? indicationMessages.hostHandedOver : indicationMessages.attendanceWithdrawn,
        indication_id: indicationId,
        new_host_id: newHostId,
        last_confirmed_indication_id: null,
      };
    });
  }

  /** The caller's place at a meetup (GET /api/forum/{id}/attendance): null when they have none. */
  async mine(userId: string, indicationId: string): Promise<{ attendance: MyAttendance | null }> {
    const em = this.orm.em.fork();
    const mine = await this.attendances.mine(em, userId, [indicationId], this.clock.now());
    return { attendance: mine.get(indicationId) ?? null };
  }

  /**
   * The confirmation, and the sentence that says where a host's presence moved from (null: it did not).
   * The winner row stays locked until the transaction ends, so one meetup's confirmations take its
   * seats one at a time, in arrival order. The caller announces the meetup.
   */
  private async confirmIn(
    em: EntityManager,
    userId: string,
    indicationId: string,
    now: Date,
  ): Promise<{ result: AttendanceResult; movedFrom: string | null; winner: Winner }> {
    const winner = await this.winners.findByIndication(em, indicationId, true);
    if (!winner) throw indicationErrors.notAWinner();
    const person = await this.scopes.requirePerson(em, userId);
    if (person.cityId !== winner.cityId) throw indicationErrors.otherCityContent();
    if (now >= cycleMoments(winner.week).ends) throw indicationErrors.meetupOver();
    const indication = (await this.indications.findById(em, indicationId))!;
    const isHost = winner.hostId === userId;

    await this.attendances.lockPerson(em, userId, winner.week);
    const left = isHost ? await this.leaveOtherMeetups(em, winner, now) : null;
    const already = await this.attendances.find(em, indicationId, userId);
    const status =
      already?.status ?? (isHost ? 'confirmed' : await this.placeFor(em, winner, indication, now));
    const added =
      !already &&
      (await this.attendances.insertIfAbsent(em, { indicationId, userId, week: winner.week, status }, now));
    const attendance = await this.attendances.find(em, indicationId, userId);
    if (!attendance) throw indicationErrors.attendingAnother();
    // The winner's count of presences, and the attendee's calendar link or place in line.
    if (added) this.versions.touch(em, { cities: [winner.cityId], people: [userId] });
    if (added && status === 'confirmed') {
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
    const confirmed = attendance.status === 'confirmed';
    const position = confirmed
      ? null
      : ((await this.attendances.mine(em, userId, [indicationId], now)).get(indicationId)?.position ?? 1);
    return {
      result: {
        message: confirmed
          ? indicationMessages.attendanceConfirmed
          : indicationMessages.attendanceWaitlisted(position!),
        status: attendance.status,
        position,
        indication_id: indicationId,
        is_host: isHost,
        host_confirmed: winner.hostConfirmedAt != null,
        last_confirmed_indication_id: confirmed ? indicationId : null,
        calendar_url: confirmed ? calendarPath(indicationId, attendance.calendarToken) : null,
        moved_from_indication_id: left?.id ?? null,
      },
      movedFrom: left ? indicationMessages.hostAttendanceMoved(left.name) : null,
      winner,
    };
  }

  /**
   * A guest's place: a seat while nobody waits and one is free (or there is no limit), else the end of
   * the line, which closes an hour before the start: a full meetup then refuses.
   */
  private async placeFor(
    em: EntityManager,
    winner: Winner,
    indication: Indication,
    now: Date,
  ): Promise<AttendanceStatus> {
    const seats = (await this.attendances.seatCounts(em, [winner.indicationId], now)).get(
      winner.indicationId,
    );
    const free = freeSeats(winner, seats ?? noSeats);
    if (!seats?.waitlisted && (free === null || free > 0)) return 'confirmed';
    if (now >= lineClosesAt(winner, indication)) throw indicationErrors.meetupFull();
    return 'waitlisted';
  }

  /**
   * The host's own meetup comes first: their place of the week at another winner is removed, in this
   * transaction, and announced (attendance.withdrawn, when it was a seat) before the new one; the seat
   * it frees goes to that meetup's line. Returns what it left.
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
    if (left.status === 'confirmed')
      this.outbox.add(em, 'attendance.withdrawn', {
        indication_id: left.indicationId,
        week: winner.week,
        user_id: winner.hostId,
        moved_to: winner.indicationId,
        at: now.toISOString(),
      });
    const other = await this.winners.findByIndication(em, left.indicationId, true);
    const indication = await this.indications.findById(em, left.indicationId);
    if (other && indication) {
      await this.offers.fill(em, other, indication, now);
      await this.updates.announce(em, other, now);
    }
    return { id: left.indicationId, name: indication?.name ?? 'outro encontro' };
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
    if (attendance?.status !== 'confirmed') throw indicationErrors.calendarNotConfirmed();
    const winner = await this.winners.findByIndication(em, indicationId);
    const indication = await this.indications.findById(em, indicationId);
    if (!winner || !indication) throw indicationErrors.notAWinner();
    const host = await this.people.findById(em, winner.hostId);
    const event = {
      ...meetupEventOf(winner, indication, this.config.PUBLIC_URL),
      hostName: fullName(host ?? undefined),
    };
    const ics = meetupCalendar([event], { name: 'Encontro', timeZone: event.timeZone });
    return { ics, filename: `encontro-${indicationId}.ics` };
  }
}
