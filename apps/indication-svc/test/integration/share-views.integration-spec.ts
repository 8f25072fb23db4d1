import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { indicationMessages as m } from '@encontro/contracts';
import { expectRefusal } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { AttendanceHandlers } from '../../src/attendance/attendance.handlers.js';
import { AdminIndicationsService } from '../../src/indications/admin-indications.service.js';
import { IndicationsHandlers } from '../../src/indications/indications.handlers.js';
import { MeetupHandlers } from '../../src/meetups/meetup.handlers.js';
import { ShareHandlers } from '../../src/share/share.handlers.js';
import { VotesHandlers } from '../../src/votes/votes.handlers.js';
import { WeekCloser } from '../../src/winners/week-closer.service.js';
import { WinnersHandlers } from '../../src/winners/winners.handlers.js';
import {
  type IndicationTestApp,
  W48_FRIDAY,
  W48_MONDAY,
  closedWeek,
  createIndicationTestApp,
  newCity,
} from '../support/index.js';

type Place = ReturnType<typeof newCity>;

/** Sunday 00:00 of W48 in São Paulo: Saturday's meetups without a set time are over. */
const W48_SUNDAY = new Date('2026-11-29T00:00:00-03:00');
/** Monday of W49: the last encounter is W48's. */
const W49_MONDAY = new Date('2026-11-30T10:00:00-03:00');
const HOST_PHOTO = 'storage/avatars/anfitria.webp';

/** Issue 31: what the public pages and share images show, and what a visitor sees of hosts. */
describe('public share views and guest privacy (indication-svc)', () => {
  let t: IndicationTestApp;

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_share');
  }, 60_000);

  afterAll(() => t?.close());

  const cityShare = (cityId: string) => t.get(ShareHandlers).cityShare({ city_id: cityId });
  const publicMeetup = (id: string) => t.get(ShareHandlers).publicMeetup({ indication_id: id });
  const vote = async (city: Place, id: string, votes: number) => {
    for (let n = 0; n < votes; n += 1)
      await t.get(VotesHandlers).castVote({ user_id: await t.person(city), indication_id: id });
  };

  /** Approved nominations of `city` in W48 (Monday), each with its votes; their ids in that order. */
  async function nominated(city: Place, votes: readonly number[]): Promise<string[]> {
    t.clock.set(W48_MONDAY);
    const ids: string[] = [];
    for (const [n, count] of votes.entries()) {
      const host = await t.person(city, { name: `Anfitriã${n}` });
      const { indication } = await t.nominate(host, { name: `Local ${n}` });
      const id = indication!.indication_id;
      await t.get(AdminIndicationsService).approve(host, id);
      await vote(city, id, count);
      ids.push(id);
    }
    return ids;
  }

  describe('the city card', () => {
    it('shows Monday–Thursday the top three of the guest’s Home list, with its counts and the week’s total', async () => {
      const city = newCity();
      await nominated(city, [1, 4, 0, 2]);

      const card = await cityShare(city.city_id);

      expect(card).toEqual({
        city_id: city.city_id,
        city: city.city,
        state: 'SP',
        week: '2026-W48',
        phase: 'voting',
        venues: [
          { name: 'Local 1', vote_count: 4, event_date: null },
          { name: 'Local 3', vote_count: 2, event_date: null },
          { name: 'Local 0', vote_count: 1, event_date: null },
        ],
        total_votes: 7,
      });
      const list = await t.get(IndicationsHandlers).list({ viewer_id: null, city: city.city_id });
      expect(list.indications.slice(0, 3).map((i) => [i.name, i.vote_count])).toEqual(
        card.venues.map((v) => [v.name, v.vote_count]),
      );
      expect(list.total_votes).toBe(card.total_votes);
    });

    it('shows Friday–Sunday the winners in their order, with their days', async () => {
      const { city } = await closedWeek(t, [{ votes: 3 }, { votes: 2, fields: { event_day: 'Domingo' } }]);

      await expect(cityShare(city.city_id)).resolves.toMatchObject({
        phase: 'winners',
        week: '2026-W48',
        venues: [
          { name: 'Encontro 0', vote_count: 3, event_date: '2026-11-28' },
          { name: 'Encontro 1', vote_count: 2, event_date: '2026-11-29' },
        ],
        total_votes: 5,
      });
    });

    it('is closed, without venues, when the week ends without winners, before and after its close', async () => {
      const city = newCity();
      await nominated(city, [0, 0]);
      t.clock.set(W48_FRIDAY);
      await expect(cityShare(city.city_id)).resolves.toMatchObject({ phase: 'closed', venues: [] });
      await t.get(WeekCloser).closeDueWeeks();
      await expect(cityShare(city.city_id)).resolves.toMatchObject({
        phase: 'closed',
        venues: [],
        total_votes: 0,
      });
    });

    it('answers the calendar feed’s 404 for a code that is no municipality', async () => {
      await expectRefusal(cityShare('0000000'), 'CITY_NOT_FOUND', m.cityNotFound);
    });

    it('shows a real city without any data as voting, with nothing yet', async () => {
      t.clock.set(W48_MONDAY);
      await expect(cityShare('4205407')).resolves.toEqual({
        city_id: '4205407',
        city: 'Florianópolis',
        state: 'SC',
        week: '2026-W48',
        phase: 'voting',
        venues: [],
        total_votes: 0,
      });
    });
  });

  describe('the public meetup', () => {
    it('shows the venue, its day, photo and seats; a confirmation takes a seat', async () => {
      const { city, winners } = await closedWeek(t);
      const { id, host } = winners[0]!;
      await t.get(MeetupHandlers).setMeetup({
        user_id: host,
        indication_id: id,
        body: { capacity: 6, starts_at: '20:00' },
      });
      await t.get(AttendanceHandlers).confirmAttendance({ user_id: host, indication_id: id });

      const before = await publicMeetup(id);
      expect(before).toMatchObject({
        indication_id: id,
        winner_position: 1,
        name: 'Encontro 0',
        address: expect.stringMatching(/^Rua Augusta/),
        reference: 'Perto do metrô',
        event_day: 'Sábado',
        event_time: 'Noite - Horário a combinar',
        city_id: city.city_id,
        city: city.city,
        state: 'SP',
        week: '2026-W48',
        event_date: '2026-11-28',
        time_zone: 'America/Sao_Paulo',
        capacity: 6,
        starts_at: '20:00',
        seats_left: 5,
        waitlist_count: 0,
        confirmed_participants: 1,
        photo: expect.stringMatching(/^storage\/indications\//),
        started: false,
      });

      const guest = await t.person(city);
      await t.get(AttendanceHandlers).confirmAttendance({ user_id: guest, indication_id: id });
      const after = await publicMeetup(id);
      expect(after).toMatchObject({ seats_left: 4, confirmed_participants: 2 });
      // The same counts as the winner card.
      const card = (await t.get(WinnersHandlers).winners({ viewer_id: guest })).winners[0]!;
      expect([card.seats_left, card.confirmed_participants]).toEqual([4, 2]);
    });

    it('is started once a meetup without a set time has had its day, and stays readable afterwards', async () => {
      const { winners } = await closedWeek(t);
      const { id } = winners[0]!;
      await expect(publicMeetup(id)).resolves.toMatchObject({ started: false, starts_at: null });
      t.clock.set(W48_SUNDAY);
      await expect(publicMeetup(id)).resolves.toMatchObject({ started: true });
      t.clock.set(W49_MONDAY);
      await expect(publicMeetup(id)).resolves.toMatchObject({ started: true, week: '2026-W48' });
    });

    it('answers NOT_A_WINNER (404) for an indication that did not win, an unknown id and a removed winner', async () => {
      const { city, winners } = await closedWeek(t, [{ votes: 1 }]);
      t.clock.set(W48_MONDAY);
      const [loser] = await nominated(city, [0]);
      t.clock.set(W48_FRIDAY);
      await expectRefusal(publicMeetup(loser!), 'NOT_A_WINNER', m.notAWinner);
      await expectRefusal(publicMeetup(randomUUID()), 'NOT_A_WINNER', m.notAWinner);
      const { id } = winners[0]!;
      await t.get(AdminIndicationsService).remove(await t.person(city), id);
      await expectRefusal(publicMeetup(id), 'NOT_A_WINNER', m.notAWinner);
    });
  });

  it('names no host in either answer: no name or photo, and no id but in the venue photo’s storage key', async () => {
    const { city, winners } = await closedWeek(t, [{ votes: 2 }, { votes: 1 }]);
    const hosts = winners.map((w) => w.host);
    await t.sql(`update ${t.table('people')} set photo = ? where user_id in (?, ?)`, [HOST_PHOTO, ...hosts]);

    const card = await cityShare(city.city_id);
    const meetups = await Promise.all(winners.map((w) => publicMeetup(w.id)));
    const answers = JSON.stringify([card, ...meetups.map(({ photo: _, ...rest }) => rest)]);

    expect(answers).not.toMatch(/Anfitriao|Teste/);
    expect(answers).not.toContain(HOST_PHOTO);
    for (const host of hosts) expect(answers).not.toContain(host);
    // The photo is the key the gateway reads (indications/<nominator>/…), as every answer's `photos` are.
    expect(meetups.map((m) => m.photo)).toEqual(
      hosts.map((h) => expect.stringContaining(`indications/${h}/`)),
    );
  });

  describe('guest privacy', () => {
    it('shows a visitor the list without hosts, and a signed-in person with them', async () => {
      const city = newCity();
      const [id] = await nominated(city, [1]);
      const host = (
        await t.sql<{ host_id: string }>(`select host_id from ${t.table('indications')} where id = ?`, [id])
      )[0]!.host_id;
      await t.sql(`update ${t.table('people')} set photo = ? where user_id = ?`, [HOST_PHOTO, host]);
      const list = (viewer: string | null) =>
        t.get(IndicationsHandlers).list({ viewer_id: viewer, city: city.city_id });

      const guest = (await list(null)).indications[0]!;
      expect(guest).toMatchObject({ host_name: null, host_photo: null, host_photo_url: null });
      expect(JSON.stringify(guest)).not.toContain('Anfitriã');

      const member = (await list(await t.person(city))).indications[0]!;
      expect(member).toMatchObject({
        host_name: 'Anfitriã0 Teste',
        host_photo: HOST_PHOTO,
        host_photo_url: HOST_PHOTO,
      });
    });

    it('shows a visitor the winners and the last encounter without hosts, and a signed-in person with them', async () => {
      const { city, winners } = await closedWeek(t);
      await t.sql(`update ${t.table('people')} set photo = ? where user_id = ?`, [
        HOST_PHOTO,
        winners[0]!.host,
      ]);
      const member = await t.person(city);
      const hostOf = (answer: { winners: { host_name: string | null; host_photo: string | null }[] }) =>
        answer.winners.map((w) => [w.host_name, w.host_photo]);

      const current = (viewer: string | null) =>
        t.get(WinnersHandlers).winners({ viewer_id: viewer, city: city.city_id });
      expect(hostOf(await current(null))).toEqual([[null, null]]);
      expect(hostOf(await current(member))).toEqual([['Anfitriao0 Teste', HOST_PHOTO]]);

      t.clock.set(W49_MONDAY);
      const last = (viewer: string | null) =>
        t.get(WinnersHandlers).lastWinners({ viewer_id: viewer, city: city.city_id });
      expect(hostOf(await last(null))).toEqual([[null, null]]);
      expect(hostOf(await last(member))).toEqual([['Anfitriao0 Teste', HOST_PHOTO]]);
    });
  });
});
