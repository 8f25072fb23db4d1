import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  type ForumResponse,
  type Meetup,
  forumMessages,
  forumResponseSchema,
  forumUserDataSchema,
  lastEncounterSchema,
  meetupOf,
  unsetMeetupPlan,
} from '@encontro/contracts';
import { providersOf, waitFor } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { ForumsHandlers } from '../../src/forums/forums.handlers.js';
import { MemoriesHandlers } from '../../src/memories/memories.handlers.js';
import { UserDataHandlers } from '../../src/user-data/user-data.handlers.js';
import { FORUM_WEEK, type ForumFixture, type ForumPerson, at, newCity } from '../support/forum-test-app.js';
import { failure, forumSuite } from '../support/suite.js';

/** Manaus (AM): its meetups are set in America/Manaus, an hour behind São Paulo. */
const MANAUS = { state: 'Amazonas', city: 'Manaus', city_id: '1302603' };
/** Saturday 20:00 of the forum's week: the forum is open and it is the city's last encounter. */
const SATURDAY_NIGHT = at(FORUM_WEEK, 6, 20);

describe('forum-svc: the meetup plan (meetup.updated), check-ins and who adds memories', () => {
  const t = forumSuite('forum_meetup');
  const h = providersOf(t, {
    forums: ForumsHandlers,
    memories: MemoriesHandlers,
    userData: UserDataHandlers,
  });

  beforeEach(() => {
    t.clock.set(SATURDAY_NIGHT);
  });

  const page = async (who: ForumPerson, f: Pick<ForumFixture, 'id'>): Promise<ForumResponse> =>
    forumResponseSchema.strict().parse(await h.forums.get({ user_id: who.user_id, forum_id: f.id }));
  const lastEncounter = async (who: ForumPerson) =>
    lastEncounterSchema.strict().parse(await h.memories.lastEncounter({ user_id: who.user_id }));
  const addMemory = (who: ForumPerson, forumId: string) =>
    h.memories.addMemory({
      user_id: who.user_id,
      photo_key: `storage/memories/${who.user_id}/${randomUUID()}.webp`,
      description: 'Que noite!',
      forum_id: forumId,
    });
  const checkins = (f: Pick<ForumFixture, 'id'>) => t.count('checkins', 'forum_id = ?', [f.id]);
  /** The forum's meetup as week.closed gave it, with the host's plan over it. */
  const planned = async (f: Pick<ForumFixture, 'id'>, plan: Partial<Meetup>): Promise<Meetup> => {
    const [row] = await t.sql<{ meetup: Meetup }>(`select meetup from ${t.table('forums')} where id = ?`, [
      f.id,
    ]);
    return meetupOf({ ...row!.meetup, ...plan });
  };

  describe('meetup.updated', () => {
    it('keeps the highest version whatever order the events come in, and the page shows it at once', async () => {
      const place = newCity();
      const f = await t.forum({ place });
      const ana = await t.person(place);
      expect((await page(ana, f)).winner).toMatchObject(unsetMeetupPlan('America/Sao_Paulo'));

      const second = await planned(f, { starts_at: '20:30', seats_left: 3, waitlist_count: 0 });
      const first = await planned(f, { starts_at: '19:00', seats_left: 5, waitlist_count: 0 });
      await t.meetupUpdated(f, second, 2);
      // The page was read (and kept) before: it shows the change, no stale copy.
      expect((await page(ana, f)).winner).toMatchObject({ starts_at: '20:30', seats_left: 3 });

      await t.meetupUpdated(f, first, 1);
      await t.meetupUpdated(f, second, 2);
      expect((await page(ana, f)).winner).toMatchObject({ starts_at: '20:30', seats_left: 3 });

      const third = await planned(f, { starts_at: '21:00', seats_left: 0, waitlist_count: 2 });
      await t.meetupUpdated(f, third, 3);
      const { winner } = await page(ana, f);
      expect(winner).toMatchObject({ starts_at: '21:00', seats_left: 0, waitlist_count: 2 });
      expect(winner.time_zone).toBe('America/Sao_Paulo');

      const [row] = await t.sql<{ meetup_version: number; name: string; event_time: string }>(
        `select meetup_version, name, event_time from ${t.table('forums')} where id = ?`,
        [f.id],
      );
      // The venue's old columns (0005) still follow the meetup, for pods of the previous release.
      expect(row).toEqual({ meetup_version: 3, name: third.name, event_time: third.event_time });
    });

    it('ignores the meetup of a forum it does not have', async () => {
      const id = randomUUID();
      await t.meetupUpdated(
        { id, week: FORUM_WEEK },
        meetupOf({
          ...unsetMeetupPlan('America/Sao_Paulo'),
          name: 'Bar',
          address: 'Rua A',
          event_day: 'Sábado',
          event_time: 'Noite - Horário a combinar',
        }),
        4,
      );
      expect(await t.count('forums', 'id = ?', [id])).toBe(0);
    });
  });

  it("reads a meetup stored before issue 30 with its city's time zone and an unset plan", async () => {
    const host = await t.person(MANAUS);
    const id = randomUUID();
    // As 0005 left it: the venue only, no plan.
    await t.sql(
      `insert into ${t.table('forums')} (id, week, city_id, city, state, position, meetup, photos, vote_count,
         host_id, host_name, created_at)
       values (?, ?, ?, ?, ?, 1, ?::jsonb, '[]', 3, ?, 'Ana Souza', now())`,
      [
        id,
        FORUM_WEEK,
        MANAUS.city_id,
        MANAUS.city,
        MANAUS.state,
        JSON.stringify({
          name: 'Bar do Porto',
          address: 'Rua do Porto, 1',
          reference: null,
          event_day: 'Sábado',
          event_time: 'Noite - Horário a combinar',
        }),
        host.user_id,
      ],
    );
    const manausPlan = unsetMeetupPlan('America/Manaus');
    expect((await page(host, { id })).winner).toMatchObject({ name: 'Bar do Porto', ...manausPlan });
    const recap = await lastEncounter(host);
    expect(recap.encounter).toMatchObject({ forum_id: id, ...manausPlan });
  });

  describe('check-ins', () => {
    it('counts who arrived: a check-in before or after its confirmation, once, until they no longer go', async () => {
      const place = newCity();
      const f = await t.forum({ place });
      const [ana, bruno, carla] = [await t.person(place), await t.person(place), await t.person(place)];
      await t.attend(f, ana);
      await t.attend(f, carla);
      expect((await page(carla, f)).checked_in_count).toBe(0);

      // Ana checks in after her confirmation: the kept page is fresh.
      const anaArrived = at(FORUM_WEEK, 6, 19, 55);
      await t.checkIn(f, ana, anaArrived);
      let forum = await page(carla, f);
      expect(forum.checked_in_count).toBe(1);
      const arrivedAt = (p: ForumResponse, who: ForumPerson) =>
        p.confirmed_users.find((u) => u.user_id === who.user_id)?.checked_in_at;
      expect(arrivedAt(forum, ana)).toBe(anaArrived.toISOString());
      expect(arrivedAt(forum, carla)).toBeNull();

      // Again, later: the first check-in stays.
      await t.checkIn(f, ana, at(FORUM_WEEK, 6, 20, 10));
      expect(arrivedAt(await page(carla, f), ana)).toBe(anaArrived.toISOString());

      // Bruno's check-in comes before his confirmation: he counts once both are in.
      const brunoArrived = at(FORUM_WEEK, 6, 20, 5);
      await t.checkIn(f, bruno, brunoArrived);
      expect((await page(carla, f)).checked_in_count).toBe(1);
      await t.attend(f, bruno);
      forum = await page(carla, f);
      expect(forum.checked_in_count).toBe(2);
      expect(arrivedAt(forum, bruno)).toBe(brunoArrived.toISOString());
      expect((await lastEncounter(carla)).encounter?.checked_in_count).toBe(2);

      // "Não vou mais": his presence and his check-in go.
      await t.withdraw(f, bruno);
      expect((await page(carla, f)).checked_in_count).toBe(1);
      expect(await t.count('checkins', 'forum_id = ? and user_id = ?', [f.id, bruno.user_id])).toBe(0);
      expect((await lastEncounter(carla)).encounter?.checked_in_count).toBe(1);
    });

    it('lets only who checked in (and the host) add memories', async () => {
      const place = newCity();
      const f = await t.forum({ place });
      const ana = await t.person(place);
      await t.attend(f, ana);

      expect((await lastEncounter(ana)).can_add_memory).toBe(false);
      expect(await failure(addMemory(ana, f.id))).toEqual({
        reason: 'MEMORY_NOT_PARTICIPANT',
        message: forumMessages.memoryNotParticipant,
      });
      expect((await addMemory(f.host, f.id)).memory.user_id).toBe(f.host.user_id);

      await t.checkIn(f, ana);
      expect((await lastEncounter(ana)).can_add_memory).toBe(true);
      expect((await addMemory(ana, f.id)).memory.user_id).toBe(ana.user_id);
    });

    it('exports and erases a person’s check-ins; a removed forum takes its check-ins along', async () => {
      const place = newCity();
      const f = await t.forum({ place, name: 'Bar da Esquina' });
      const [ana, bruno] = [await t.person(place), await t.person(place)];
      for (const who of [ana, bruno]) {
        await t.attend(f, who);
        await t.checkIn(f, who, at(FORUM_WEEK, 6, 19));
      }
      expect((await page(bruno, f)).checked_in_count).toBe(2);

      const exported = forumUserDataSchema.parse(await h.userData.export({ user_id: ana.user_id }));
      expect(exported.data.checkins).toEqual([
        {
          forum_id: f.id,
          forum_name: 'Bar da Esquina',
          week: FORUM_WEEK,
          checked_in_at: at(FORUM_WEEK, 6, 19).toISOString(),
        },
      ]);

      await t.publish('user.deleted', { user_id: ana.user_id, by: 'self', at: new Date().toISOString() });
      await waitFor(async () => (await t.count('checkins', 'user_id = ?', [ana.user_id])) === 0);
      expect((await page(bruno, f)).checked_in_count).toBe(1);

      await t.removeWinner(f);
      await t.forumGone(f);
      expect(await checkins(f)).toBe(0);
    });

    it('keeps no check-in for a forum removed with its winner', async () => {
      const place = newCity();
      const f = await t.forum({ place });
      const ana = await t.person(place);
      await t.removeWinner(f);
      await t.forumGone(f);
      await t.checkIn(f, ana);
      expect(await checkins(f)).toBe(0);
    });
  });
});
