import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { indicationMessages as m } from '@encontro/contracts';
import { expectRefusal, waitFor } from '@encontro/testing';
import ICAL from 'ical.js';
import { AttendanceHandlers } from '../../src/attendance/attendance.handlers.js';
import { meetupUid } from '../../src/calendar/meetup-calendar.util.js';
import { AdminIndicationsService } from '../../src/indications/admin-indications.service.js';
import { VotesHandlers } from '../../src/votes/votes.handlers.js';
import { HostDeadlines } from '../../src/winners/host-deadline.service.js';
import { WeekCloser } from '../../src/winners/week-closer.service.js';
import { WinnersHandlers } from '../../src/winners/winners.handlers.js';
import {
  type IndicationTestApp,
  PUBLIC_URL,
  W48_FRIDAY,
  W48_MONDAY,
  createIndicationTestApp,
  newCity,
} from '../support/index.js';

const at = (iso: string) => new Date(iso);
const FRIDAY_EVENING = at('2026-11-27T18:00:01-03:00');
const SATURDAY = at('2026-11-28T00:00:01-03:00');

describe('the weekly cycle: winners, hosts, attendance (indication-svc)', () => {
  let t: IndicationTestApp;

  /** A city whose week W48 has approved indications with these vote counts; returns ids in that order. */
  async function cityWithVotes(counts: number[], city = newCity()) {
    t.clock.set(W48_MONDAY);
    const admin = t.get(AdminIndicationsService);
    const ids: string[] = [];
    const hosts: string[] = [];
    for (const [n, votes] of counts.entries()) {
      const host = await t.person(city, { name: `Host${n}` });
      const { indication } = await t.nominate(host, { name: `Local ${n}` });
      const id = indication!.indication_id;
      await admin.approve(host, id);
      for (let v = 0; v < votes; v += 1)
        await t.get(VotesHandlers).castVote({ user_id: await t.person(city), indication_id: id });
      ids.push(id);
      hosts.push(host);
    }
    return { city, ids, hosts };
  }
  const winnersOf = (cityId: string) =>
    t.sql<{ indication_id: string; position: number; host_id: string; handover_outcome: string | null }>(
      `select indication_id, position, host_id, handover_outcome from ${t.table('winners')} where city_id = ? order by position`,
      [cityId],
    );

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_cycle');
  }, 60_000);

  afterAll(() => t?.close());

  it('makes the top three the winners at Friday 00:00, ties going to who got there first', async () => {
    const { city, ids } = await cityWithVotes([1, 3, 0, 2, 2]);
    // ids[3] and ids[4] tie on 2 votes; ids[3] got its last vote first.
    t.clock.set(at('2026-11-26T23:59:59-03:00'));
    await t.get(WeekCloser).closeDueWeeks();
    expect(await winnersOf(city.city_id)).toEqual([]);
    t.clock.set(W48_FRIDAY);
    await t.get(WeekCloser).closeDueWeeks();
    expect((await winnersOf(city.city_id)).map((w) => w.indication_id)).toEqual([ids[1], ids[3], ids[4]]);
    const viewer = await t.person(city);
    const { winners } = await t.get(WinnersHandlers).winners({ viewer_id: viewer });
    expect(winners.map((w) => [w.winner_position, w.vote_count, w.event_date])).toEqual([
      [1, 3, '2026-11-28'],
      [2, 2, '2026-11-28'],
      [3, 2, '2026-11-28'],
    ]);
    expect(winners[0]).toMatchObject({
      host_name: 'Host1 Teste',
      first_photo_url: expect.stringMatching(/^storage\//),
    });
    const closed = (await t.outbox('week.closed')).find((e) => e.city_id === city.city_id)!;
    expect(closed).toMatchObject({ week: '2026-W48', city: city.city });
    expect(closed.winners.map((w) => w.position)).toEqual([1, 2, 3]);
    // From Monday the winners are the last encounter, and the Home shows voting again.
    t.clock.set(at('2026-11-30T08:00:00-03:00'));
    expect((await t.get(WinnersHandlers).winners({ viewer_id: viewer })).winners).toEqual([]);
    expect((await t.get(WinnersHandlers).lastWinners({ viewer_id: viewer })).winners).toHaveLength(3);
  });

  it('closes a week whose only approved venue got no vote with no winner, no host and no e-mail', async () => {
    const { city, hosts } = await cityWithVotes([0]);
    const email = `no-votes-${hosts[0]}@example.com`;
    await t.sql(`update ${t.table('people')} set email = ? where user_id = ?`, [email, hosts[0]]);
    const viewer = await t.person(city);
    const winners = () => t.get(WinnersHandlers).winners({ viewer_id: viewer });
    t.clock.set(at('2026-11-26T23:59:59-03:00'));
    expect(await winners()).toMatchObject({ winners: [], week_closed: false });

    t.clock.set(W48_FRIDAY);
    // Friday before the close has run: no winners yet, and not "no winners".
    expect(await winners()).toMatchObject({ winners: [], week_closed: false });
    await t.get(WeekCloser).closeDueWeeks();

    expect(await winners()).toMatchObject({ winners: [], week: '2026-W48', week_closed: true });
    expect(await winnersOf(city.city_id)).toEqual([]);
    const [closure] = await t.sql<{ winner_count: number }>(
      `select winner_count from ${t.table('week_closures')} where city_id = ? and week = '2026-W48'`,
      [city.city_id],
    );
    expect(closure).toEqual({ winner_count: 0 });
    const closed = (await t.outbox('week.closed')).filter((e) => e.city_id === city.city_id);
    expect(closed).toEqual([expect.objectContaining({ week: '2026-W48', city: city.city, winners: [] })]);
    expect(await t.sql(`select 1 from ${t.table('mail_outbox')} where to_address = ?`, [email])).toEqual([]);
    // A later pass (Saturday's) closes it no second time.
    t.clock.set(SATURDAY);
    await t.get(WeekCloser).closeDueWeeks();
    expect((await t.outbox('week.closed')).filter((e) => e.city_id === city.city_id)).toHaveLength(1);
    expect(await winners()).toMatchObject({ winners: [], week_closed: true });
  });

  it('calls a Friday week closed at once in a city where nobody nominated', async () => {
    const city = newCity();
    const viewer = await t.person(city);
    t.clock.set(W48_FRIDAY);
    expect(await t.get(WinnersHandlers).winners({ viewer_id: viewer })).toMatchObject({
      winners: [],
      week_closed: true,
    });
  });

  it('gives one set of winners when three replicas close the same week at once', async () => {
    const { city } = await cityWithVotes([2, 1, 1, 3]);
    const replicas = [t, await t.replica(), await t.replica()];
    try {
      t.clock.set(W48_FRIDAY);
      const closedBy = await Promise.all(
        replicas.map((r) => r.get(WeekCloser).close('2026-W48', city.city_id)),
      );
      expect(closedBy.filter(Boolean)).toHaveLength(1);
      await Promise.all(replicas.map((r) => r.get(WeekCloser).closeDueWeeks()));
      expect(await winnersOf(city.city_id)).toHaveLength(3);
      expect((await t.outbox('week.closed')).filter((e) => e.city_id === city.city_id)).toHaveLength(1);
    } finally {
      await replicas[1]!.close();
      await replicas[2]!.close();
    }
  });

  it('closes, when it comes back, the weeks it missed while it was down', async () => {
    const { city } = await cityWithVotes([1]);
    // The same city's next week, nominated and voted while the service ran.
    t.clock.set(at('2026-12-01T10:00:00-03:00'));
    const host = await t.person(city);
    const { indication } = await t.nominate(host);
    await t.get(AdminIndicationsService).approve(host, indication!.indication_id);
    await t
      .get(VotesHandlers)
      .castVote({ user_id: await t.person(city), indication_id: indication!.indication_id });

    // Down over both Fridays; a replica started on the Saturday after runs its scheduler at once.
    t.clock.set(at('2026-12-05T10:00:00-03:00'));
    const revived = await t.replica({ scheduler: true });
    try {
      await waitFor(async () => (await winnersOf(city.city_id)).length === 2, 5000);
      const weeks = await t.sql<{ week: string }>(
        `select week from ${t.table('week_closures')} where city_id = ? order by week`,
        [city.city_id],
      );
      expect(weeks.map((w) => w.week)).toEqual(['2026-W48', '2026-W49']);
    } finally {
      await revived.close();
    }
  });

  it('runs due processing within 5 s of a dev clock move', async () => {
    const { city } = await cityWithVotes([1]);
    const running = await t.replica({ scheduler: true });
    try {
      const moved = Date.now();
      t.clock.set(W48_FRIDAY);
      await waitFor(async () => (await winnersOf(city.city_id)).length === 1, 5000);
      expect(Date.now() - moved).toBeLessThan(5000);
    } finally {
      await running.close();
    }
  });

  describe('hosts and attendance', () => {
    it('e-mails the host a one-click link that confirms them', async () => {
      const { city, ids, hosts } = await cityWithVotes([2]);
      const email = `host-${ids[0]}@example.com`;
      await t.sql(`update ${t.table('people')} set email = ? where user_id = ?`, [email, hosts[0]]);
      t.clock.set(W48_FRIDAY);
      await t.get(WeekCloser).closeDueWeeks();
      const mail = await t.mailbox.waitFor(email);
      expect(mail.subject).toBe('Seu local venceu! Confirme que você será o anfitrião');
      expect(mail.text).toContain(`Local 0, ficou em 1º lugar na votação de ${city.city}`);
      expect(mail.text).toContain('Sábado (28/11/2026), Noite - Horário a combinar');
      expect(mail.text).toContain('até sexta-feira, 23:59');
      const link = new RegExp(`${PUBLIC_URL}/anfitriao/confirmar\\?token=(\\w+)`).exec(mail.text ?? '');
      expect(link).not.toBeNull();
      expect(mail.html).toContain(`href="${link![0]}"`);

      await expect(
        t.get(AttendanceHandlers).confirmHostByLink({ body: { token: link![1]! } }),
      ).resolves.toEqual({ message: m.hostConfirmed, indication_id: ids[0] });
      const [winner] = await t.sql<{ host_confirmed_at: Date | null }>(
        `select host_confirmed_at from ${t.table('winners')} where indication_id = ?`,
        [ids[0]],
      );
      expect(winner!.host_confirmed_at).not.toBeNull();
      expect(await t.outbox('winner.host_confirmed')).toContainEqual(
        expect.objectContaining({ indication_id: ids[0], host_id: hosts[0] }),
      );
      await expectRefusal(
        t.get(AttendanceHandlers).confirmHostByLink({ body: { token: 'nope' } }),
        'HOST_LINK_INVALID',
        m.hostLinkInvalid,
      );
    });

    it('reminds an unconfirmed host once on Friday at 18:00', async () => {
      const { ids, hosts } = await cityWithVotes([1, 1]);
      const [unconfirmed, confirmed] = hosts as [string, string];
      const email = `late-${ids[0]}@example.com`;
      await t.sql(`update ${t.table('people')} set email = ? where user_id = ?`, [email, unconfirmed]);
      t.clock.set(W48_FRIDAY);
      await t.get(WeekCloser).closeDueWeeks();
      await t.get(AttendanceHandlers).confirmAttendance({ user_id: confirmed, indication_id: ids[1]! });
      expect(await t.get(HostDeadlines).remindUnconfirmedHosts()).toBe(0);
      t.clock.set(FRIDAY_EVENING);
      const reminded = await Promise.all([
        t.get(HostDeadlines).remindUnconfirmedHosts(),
        t.get(HostDeadlines).remindUnconfirmedHosts(),
      ]);
      expect(reminded.filter((n) => n > 0).length).toBeGreaterThan(0);
      const mail = await t.mailbox.waitFor(email, 2);
      expect(mail.subject).toBe('Lembrete: confirme hoje até 23:59 que você será o anfitrião');
      const reminders = await t.sql(
        `select id from ${t.table('mail_outbox')} where kind = 'host.reminder' and to_address = ?`,
        [email],
      );
      expect(reminders).toHaveLength(1);
    });

    it('hands an unconfirmed host’s meetup to the earliest confirmed attendee at Saturday 00:00', async () => {
      const { city, ids, hosts } = await cityWithVotes([3, 2, 1]);
      const [handed, kept, nobody] = ids as [string, string, string];
      t.clock.set(W48_FRIDAY);
      await t.get(WeekCloser).closeDueWeeks();
      const first = await t.person(city, { email: `first-${handed}@example.com` });
      const second = await t.person(city);
      t.clock.set(at('2026-11-27T10:00:00-03:00'));
      await t.get(AttendanceHandlers).confirmAttendance({ user_id: first, indication_id: handed });
      t.clock.set(at('2026-11-27T11:00:00-03:00'));
      await t.get(AttendanceHandlers).confirmAttendance({ user_id: second, indication_id: handed });
      await t.get(AttendanceHandlers).confirmAttendance({ user_id: hosts[1]!, indication_id: kept });

      t.clock.set(at('2026-11-27T23:59:59-03:00'));
      expect(await t.get(HostDeadlines).handOverUnconfirmedHosts()).toBe(0);
      t.clock.set(SATURDAY);
      expect(await t.get(HostDeadlines).handOverUnconfirmedHosts()).toBe(1);
      expect(await t.get(HostDeadlines).handOverUnconfirmedHosts()).toBe(0);

      const byId = new Map((await winnersOf(city.city_id)).map((w) => [w.indication_id, w]));
      expect(byId.get(handed)).toMatchObject({ host_id: first, handover_outcome: 'handed_over' });
      expect(byId.get(kept)).toMatchObject({ host_id: hosts[1], handover_outcome: 'confirmed' });
      expect(byId.get(nobody)).toMatchObject({ host_id: hosts[2], handover_outcome: 'nobody' });
      expect(await t.outbox('winner.host_changed')).toContainEqual(
        expect.objectContaining({ indication_id: handed, previous_host_id: hosts[0], new_host_id: first }),
      );
      const mails = await waitFor(() => {
        const found = t.mailbox.to(`first-${handed}@example.com`);
        return found.length >= 2 ? found : undefined;
      });
      expect(mails!.map((mail) => mail.subject)).toContain('Agora você é o anfitrião do encontro em Local 0');
      const { winners } = await t.get(WinnersHandlers).winners({ viewer_id: first });
      expect(winners.find((w) => w.indication_id === handed)).toMatchObject({
        host_id: first,
        host_confirmed: true,
      });
    });

    it('confirms presence once per person and week, in their own city, until the meetup is over', async () => {
      const { city, ids } = await cityWithVotes([2, 1]);
      t.clock.set(W48_FRIDAY);
      await t.get(WeekCloser).closeDueWeeks();
      const attendee = await t.person(city);
      const confirm = (indicationId: string, userId = attendee) =>
        t.get(AttendanceHandlers).confirmAttendance({ user_id: userId, indication_id: indicationId });
      const [once, twice] = await Promise.all([confirm(ids[0]!), confirm(ids[0]!)]);
      expect(once).toMatchObject({
        message: 'Presença confirmada com sucesso!',
        is_host: false,
        last_confirmed_indication_id: ids[0],
      });
      expect(twice.calendar_url).toBe(once.calendar_url);
      expect((await t.outbox('attendance.confirmed')).filter((e) => e.user_id === attendee)).toHaveLength(1);
      await expectRefusal(confirm(ids[1]!), 'ATTENDING_ANOTHER', m.attendingAnother);
      await expect(confirm(ids[0]!, await t.person(newCity()))).rejects.toMatchObject({
        reason: 'OTHER_CITY_CONTENT',
      });
      const notWinner = (await cityWithVotes([0], city)).ids[0]!;
      t.clock.set(W48_FRIDAY);
      await expect(confirm(notWinner, await t.person(city))).rejects.toMatchObject({
        reason: 'NOT_A_WINNER',
      });
      t.clock.set(at('2026-11-30T00:00:00-03:00'));
      await expectRefusal(confirm(ids[1]!, await t.person(city)), 'MEETUP_OVER', m.meetupOver);
    });

    it('gives a confirmed attendee a valid, stable iCalendar event and an e-mail linking it', async () => {
      const { city, ids } = await cityWithVotes([1]);
      t.clock.set(W48_FRIDAY);
      await t.get(WeekCloser).closeDueWeeks();
      const email = `cal-${ids[0]}@example.com`;
      const attendee = await t.person(city, { email });
      const { calendar_url } = await t
        .get(AttendanceHandlers)
        .confirmAttendance({ user_id: attendee, indication_id: ids[0]! });
      const token = new URL(calendar_url!, PUBLIC_URL).searchParams.get('token')!;

      const byToken = await t.get(AttendanceHandlers).calendar({ indication_id: ids[0]!, token });
      const bySession = await t
        .get(AttendanceHandlers)
        .calendar({ indication_id: ids[0]!, user_id: attendee });
      expect(bySession.ics).toBe(byToken.ics);
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(byToken.ics)).getFirstSubcomponent('vevent')!,
      );
      expect(event.uid).toBe(meetupUid(ids[0]!));
      expect(event.summary).toBe('Encontro: Local 0');
      const [venue] = await t.sql<{ address: string }>(
        `select address from ${t.table('indications')} where id = ?`,
        [ids[0]],
      );
      expect(event.location).toContain(venue!.address);
      expect(event.startDate.toString()).toBe('2026-11-28');
      expect(event.startDate.isDate).toBe(true);
      expect(event.description).toContain('Noite - Horário a combinar');
      expect(event.description).toContain(`${PUBLIC_URL}/forum/${ids[0]}`);

      await expectRefusal(
        t.get(AttendanceHandlers).calendar({ indication_id: ids[0]!, user_id: await t.person(city) }),
        'CALENDAR_NOT_CONFIRMED',
        m.calendarNotConfirmed,
      );

      const mail = await t.mailbox.waitFor(email);
      expect(mail.subject).toBe('Presença confirmada: Local 0');
      expect(mail.text).toContain(`${PUBLIC_URL}/${calendar_url}`);
    });
  });
});
