import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cityTimeZone, indicationMessages as m, previousWeek, weekInstant } from '@encontro/contracts';
import { expectRefusal } from '@encontro/testing';
import ICAL from 'ical.js';
import { CityCalendarHandlers } from '../../src/calendar/city-calendar.handlers.js';
import { meetupUid } from '../../src/calendar/meetup-calendar.util.js';
import { AdminIndicationsService } from '../../src/indications/admin-indications.service.js';
import { VotesHandlers } from '../../src/votes/votes.handlers.js';
import { WeekCloser } from '../../src/winners/week-closer.service.js';
import { type IndicationTestApp, PUBLIC_URL, createIndicationTestApp, newCity } from '../support/index.js';

const CURRENT_WEEK = '2026-W48';
const MANAUS = { state: 'Amazonas', city: 'Manaus', city_id: '1302603' };
/** Saturday noon of the current week in São Paulo: the week's winners are out. */
const SATURDAY = weekInstant(CURRENT_WEEK, 6, 12);

const weeksBefore = (n: number) => {
  let week = CURRENT_WEEK;
  for (let i = 0; i < n; i += 1) week = previousWeek(week);
  return week;
};

type Place = ReturnType<typeof newCity>;

describe('the city calendar feed (indication-svc)', () => {
  let t: IndicationTestApp;

  /** One winner of `city` in `week` (nominated, approved, one vote, the week closed); its indication id. */
  async function winnerIn(city: Place, week: string, name = `Local ${week}`): Promise<string> {
    t.clock.set(weekInstant(week, 1, 10));
    const host = await t.person(city, { name: `Anfitriã${week.slice(-2)}` });
    const { indication } = await t.nominate(host, { name });
    const id = indication!.indication_id;
    await t.get(AdminIndicationsService).approve(host, id);
    await t.get(VotesHandlers).castVote({ user_id: await t.person(city), indication_id: id });
    t.clock.set(weekInstant(week, 5, 0, 1));
    await t.get(WeekCloser).closeDueWeeks();
    return id;
  }

  const feed = async (cityId: string) =>
    (await t.get(CityCalendarHandlers).cityCalendar({ city_id: cityId })).ics;
  const parse = (ics: string) => new ICAL.Component(ICAL.parse(ics));
  const eventsOf = (ics: string) => parse(ics).getAllSubcomponents('vevent');
  const uidsOf = (ics: string) => eventsOf(ics).map((e) => e.getFirstPropertyValue('uid'));

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_city_cal');
  }, 60_000);

  afterAll(() => t?.close());

  it('lists the meetups of the last four weeks and the current one, each under the same UID on every download', async () => {
    const city = newCity();
    const tooOld = await winnerIn(city, weeksBefore(5));
    const oldest = await winnerIn(city, weeksBefore(4));
    const current = await winnerIn(city, CURRENT_WEEK);
    t.clock.set(SATURDAY);

    const first = await feed(city.city_id);
    expect(uidsOf(first)).toEqual([meetupUid(oldest), meetupUid(current)]);
    expect(uidsOf(first)).not.toContain(meetupUid(tooOld));
    t.clock.set(new Date(SATURDAY.getTime() + 60_000));
    expect(await feed(city.city_id)).toBe(first);

    const calendar = parse(first);
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe(
      cityTimeZone(city.city_id),
    );
    const event = new ICAL.Event(eventsOf(first)[1]!);
    expect(event.summary).toBe(`Encontro: Local ${CURRENT_WEEK}`);
    expect(event.startDate.toString()).toBe('2026-11-28');
    expect(event.startDate.isDate).toBe(true);
    expect(event.description).toContain('Noite - Horário a combinar');
    expect(event.description).toContain(`${PUBLIC_URL}/forum/${current}`);
    // A public feed: nobody's name (the hosts are "Anfitriã…").
    expect(first).not.toMatch(/Anfitri/);
  });

  it("writes a Manaus meetup at its time on Manaus's clocks, and raises SEQUENCE when the time changes", async () => {
    const id = await winnerIn(MANAUS, CURRENT_WEEK, 'Bar do Porto');
    await t.sql(`update ${t.table('winners')} set meetup_settings = ?::jsonb where indication_id = ?`, [
      JSON.stringify({ starts_at: '19:30' }),
      id,
    ]);
    t.clock.set(SATURDAY);

    const before = parse(await feed(MANAUS.city_id));
    const zone = before.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('America/Manaus');
    const vevent = before
      .getAllSubcomponents('vevent')
      .find((e) => e.getFirstPropertyValue('uid') === meetupUid(id))!;
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Manaus');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(0);
    const event = new ICAL.Event(vevent);
    event.startDate.zone = new ICAL.Timezone(zone);
    // Saturday 19:30 in Manaus (UTC−4) is 23:30 UTC; 3 hours long.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-28T23:30:00.000Z');
    expect(event.duration.toSeconds()).toBe(3 * 3600);

    // What the host's settings call does when the time changes (the SEQUENCE rises with it).
    await t.sql(
      `update ${t.table('winners')} set meetup_settings = ?::jsonb, calendar_sequence = calendar_sequence + 1
       where indication_id = ?`,
      [JSON.stringify({ starts_at: '20:00' }), id],
    );
    const after = parse(await feed(MANAUS.city_id));
    const changed = after
      .getAllSubcomponents('vevent')
      .find((e) => e.getFirstPropertyValue('uid') === meetupUid(id))!;
    expect(changed.getFirstPropertyValue('sequence')).toBe(1);
    const moved = new ICAL.Event(changed);
    moved.startDate.zone = new ICAL.Timezone(after.getFirstSubcomponent('vtimezone')!);
    expect(moved.startDate.toJSDate().toISOString()).toBe('2026-11-29T00:00:00.000Z');
  });

  it("leaves a removed indication's meetup out", async () => {
    const city = newCity();
    const kept = await winnerIn(city, weeksBefore(1));
    const removed = await winnerIn(city, CURRENT_WEEK);
    t.clock.set(SATURDAY);
    await t.get(AdminIndicationsService).remove(await t.person(city), removed);
    expect(uidsOf(await feed(city.city_id))).toEqual([meetupUid(kept)]);
  });

  it('answers an empty feed for a municipality without meetups, and a 404 reason for a code that is none', async () => {
    t.clock.set(SATURDAY);
    const empty = await feed('3550308');
    expect(eventsOf(empty)).toEqual([]);
    await expectRefusal(
      t.get(CityCalendarHandlers).cityCalendar({ city_id: '0000000' }),
      'CITY_NOT_FOUND',
      m.cityNotFound,
    );
  });
});
