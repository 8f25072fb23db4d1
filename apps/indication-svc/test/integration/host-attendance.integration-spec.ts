import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { indicationMessages as m } from '@encontro/contracts';
import { expectRefusal } from '@encontro/testing';
import { AttendanceHandlers } from '../../src/attendance/attendance.handlers.js';
import { AdminIndicationsService } from '../../src/indications/admin-indications.service.js';
import { VotesHandlers } from '../../src/votes/votes.handlers.js';
import { WeekCloser } from '../../src/winners/week-closer.service.js';
import { WinnersHandlers } from '../../src/winners/winners.handlers.js';
import {
  type IndicationTestApp,
  W48_FRIDAY,
  W48_MONDAY,
  createIndicationTestApp,
  newCity,
} from '../support/index.js';

/**
 * Issue 28 item 1 on a real schema: a winner's host who said "Eu Vou!" to another winner confirms
 * their own meetup anyway, and their presence moves there in one transaction.
 */
describe('a host’s own meetup comes first (indication-svc)', () => {
  let t: IndicationTestApp;

  /** Two winners of one city on Friday: the first with two votes, the second with one. */
  async function twoWinners() {
    const city = newCity();
    t.clock.set(W48_MONDAY);
    const admin = t.get(AdminIndicationsService);
    const hosts: string[] = [];
    const ids: string[] = [];
    for (const [n, votes] of [2, 1].entries()) {
      const host = await t.person(city, { name: `Anfitriao${n}` });
      const { indication } = await t.nominate(host, { name: `Encontro ${n}` });
      const id = indication!.indication_id;
      await admin.approve(host, id);
      for (let v = 0; v < votes; v += 1)
        await t.get(VotesHandlers).castVote({ user_id: await t.person(city), indication_id: id });
      hosts.push(host);
      ids.push(id);
    }
    t.clock.set(W48_FRIDAY);
    await t.get(WeekCloser).closeDueWeeks();
    return { city, first: { id: ids[0]!, host: hosts[0]! }, second: { id: ids[1]!, host: hosts[1]! } };
  }

  const confirm = (userId: string, indicationId: string) =>
    t.get(AttendanceHandlers).confirmAttendance({ user_id: userId, indication_id: indicationId });
  const presencesOf = (userId: string) =>
    t.sql<{ indication_id: string }>(
      `select indication_id from ${t.table('attendances')} where user_id = ?`,
      [userId],
    );
  const counts = async (viewer: string) =>
    Object.fromEntries(
      (await t.get(WinnersHandlers).winners({ viewer_id: viewer })).winners.map((w) => [
        w.indication_id,
        [w.confirmed_participants, w.host_confirmed],
      ]),
    );

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_host_move');
  }, 60_000);

  afterAll(() => t?.close());

  it('moves the host’s presence from another winner to their own meetup, announcing both changes', async () => {
    const { city, first, second } = await twoWinners();
    const viewer = await t.person(city);

    await confirm(second.host, first.id);
    expect(await counts(viewer)).toEqual({ [first.id]: [1, false], [second.id]: [0, false] });

    const moved = await confirm(second.host, second.id);

    expect(moved).toMatchObject({
      message: `${m.attendanceConfirmed} ${m.hostAttendanceMoved('Encontro 0')}`,
      is_host: true,
      host_confirmed: true,
      last_confirmed_indication_id: second.id,
      moved_from_indication_id: first.id,
    });
    expect(await presencesOf(second.host)).toEqual([{ indication_id: second.id }]);
    expect(await counts(viewer)).toEqual({ [first.id]: [0, false], [second.id]: [1, true] });
    expect((await t.outbox('attendance.withdrawn')).filter((e) => e.user_id === second.host)).toEqual([
      expect.objectContaining({ indication_id: first.id, moved_to: second.id, week: '2026-W48' }),
    ]);
    expect(
      (await t.outbox('attendance.confirmed'))
        .filter((e) => e.user_id === second.host)
        .map((e) => e.indication_id),
    ).toEqual([first.id, second.id]);

    // Confirming again changes nothing, and moves nothing back.
    await expect(confirm(second.host, second.id)).resolves.toMatchObject({ moved_from_indication_id: null });
    expect((await t.outbox('attendance.withdrawn')).filter((e) => e.user_id === second.host)).toHaveLength(1);
  });

  it('keeps the rule for everyone else: one meetup a week, no move', async () => {
    const { city, first, second } = await twoWinners();
    const attendee = await t.person(city);

    await confirm(attendee, first.id);
    await expectRefusal(confirm(attendee, second.id), 'ATTENDING_ANOTHER', m.attendingAnother);
    // A confirmed host is an attendee of their own meetup: another winner is refused to them too.
    await confirm(first.host, first.id);
    await expectRefusal(confirm(first.host, second.id), 'ATTENDING_ANOTHER', m.attendingAnother);

    expect(await presencesOf(attendee)).toEqual([{ indication_id: first.id }]);
    expect(await presencesOf(first.host)).toEqual([{ indication_id: first.id }]);
    expect((await t.outbox('attendance.withdrawn')).filter((e) => e.user_id === attendee)).toEqual([]);
  });

  it('moves the host once when their confirmations race, leaving one presence', async () => {
    const { first, second } = await twoWinners();
    await confirm(second.host, first.id);

    const answers = await Promise.all([confirm(second.host, second.id), confirm(second.host, second.id)]);

    expect(answers.map((a) => a.last_confirmed_indication_id)).toEqual([second.id, second.id]);
    expect(await presencesOf(second.host)).toEqual([{ indication_id: second.id }]);
    expect((await t.outbox('attendance.withdrawn')).filter((e) => e.user_id === second.host)).toHaveLength(1);
  });
});
