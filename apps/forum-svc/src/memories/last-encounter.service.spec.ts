import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  type ConfirmedUser,
  forumMessages as m,
  noLastEncounter,
  unsetMeetupPlan,
  weekInstant,
} from '@encontro/contracts';
import { expectRefusal, ormForking, serviceUnderTest } from '@encontro/testing/unit';
import { knownPeople, realForumAccess } from '../../test/support/doubles.js';
import {
  FORUM_WEEK,
  RIO,
  forumFactory,
  memoryFactory,
  personFactory,
  postFactory,
} from '../../test/support/factories.js';
import { CheckinsRepository } from '../forums/checkins.repository.js';
import type { Forum } from '../forums/forum.entity.js';
import { ForumViews } from '../forums/forum-views.service.js';
import type { Person } from '../people/person.entity.js';
import { PostsRepository } from '../posts/posts.repository.js';
import { LastEncounterService } from './last-encounter.service.js';
import { MemoriesRepository } from './memories.repository.js';
import type { Memory } from './memory.entity.js';

const PREVIOUS_WEEK = '2026-W47';
const FRIDAY_NIGHT = weekInstant(FORUM_WEEK, 5, 23, 59);
const SATURDAY_MIDNIGHT = weekInstant(FORUM_WEEK, 6);
const NEXT_THURSDAY_NIGHT = weekInstant('2026-W49', 4, 23, 59);
const NEXT_FRIDAY = weekInstant('2026-W49', 5);

describe(LastEncounterService.name, () => {
  /** The real read rule on the doubles the service is handed too. */
  const access = realForumAccess(SATURDAY_MIDNIGHT);
  const t = serviceUnderTest(LastEncounterService, ({ em }) => ({
    orm: ormForking(em),
    access: access.sut,
    forums: access.forums,
    checkins: CheckinsRepository,
    posts: PostsRepository,
    people: access.people,
    memories: MemoriesRepository,
    views: ForumViews,
    clock: access.clock,
  }));
  const host = personFactory({ name: 'Carla', surname: 'Lima', photo: 'storage/users/h.webp' });
  const ana = personFactory({ name: 'Ana', surname: 'Souza' });
  const neighbour = personFactory({ name: 'Davi', surname: 'Alves' });
  /** Pressed Eu Vou! but never checked in. */
  const absent = personFactory({ name: 'Bia', surname: 'Rocha' });
  const forum = forumFactory({ hostId: host.userId });
  forum.meetup.event_day = 'Domingo';
  const everyone = [host, ana, neighbour, absent];
  const ARRIVED = '2026-11-29T22:00:00.000Z';

  const confirmed = (list: Person[]): ConfirmedUser[] =>
    list.map((p, i) => ({
      user_id: p.userId,
      name: p.name,
      surname: p.surname,
      photo: p.photo ?? null,
      confirmed_at: i === 0 ? null : '2026-11-27T15:00:00.000Z',
      is_host: i === 0,
      checked_in_at: p === ana ? ARRIVED : null,
    }));

  beforeEach(() => {
    knownPeople(t.people, ...everyone);
    t.forums.firstPlaces.mockResolvedValue([forum]);
    t.forums.findById.mockResolvedValue(forum);
    t.checkins.arrived.mockImplementation((_em, _forum, id) => Promise.resolve(id === ana.userId));
    t.posts.postsOf.mockResolvedValue([]);
    t.posts.commentCounts.mockResolvedValue(new Map());
    t.memories.ofForum.mockResolvedValue([]);
    t.memories.add.mockImplementation((_em, data) => ({ id: 'memory-1', ...data }) as Memory);
    t.views.confirmedUsers.mockResolvedValue({ users: confirmed([host, ana, absent]), people: new Map() });
    t.views.hostName.mockImplementation((f, h) => (h ? `${h.name} ${h.surname}` : f.hostName));
  });

  describe('the last encounter', () => {
    it('is the city’s first-placed meetup once its Saturday 00:00 has come', async () => {
      const recap = await t.sut.get(neighbour.userId);
      expect(t.forums.firstPlaces).toHaveBeenCalledWith(t.em, forum.cityId);
      expect(recap.encounter?.forum_id).toBe(forum.id);
    });

    it('is still the previous week’s meetup on this week’s Friday night', async () => {
      const previous = forumFactory({ week: PREVIOUS_WEEK });
      t.forums.firstPlaces.mockResolvedValue([forum, previous]);
      t.clock.set(FRIDAY_NIGHT);
      expect((await t.sut.get(neighbour.userId)).encounter?.forum_id).toBe(previous.id);
    });

    it('is empty while no first-placed meetup of the city has reached its Saturday', async () => {
      t.clock.set(FRIDAY_NIGHT);
      await expect(t.sut.get(neighbour.userId)).resolves.toEqual(noLastEncounter());
      expect(t.posts.postsOf).not.toHaveBeenCalled();
    });

    it('is refused to a person identity-svc has not described yet', async () => {
      await expectRefusal(t.sut.get('unknown'), 'PROFILE_NOT_READY', m.profileNotReady);
    });

    it('recaps the meetup: venue, counts, host, date, the forum’s posts, participants and memories', async () => {
      const post = postFactory(forum);
      const memory = memoryFactory(forum, { userId: ana.userId });
      t.posts.postsOf.mockResolvedValue([post]);
      t.posts.commentCounts.mockResolvedValue(new Map([[post.id, 2]]));
      t.memories.ofForum.mockResolvedValue([memory]);

      const recap = await t.sut.get(ana.userId);

      expect(recap.encounter).toEqual({
        forum_id: forum.id,
        name: forum.meetup.name,
        address: forum.meetup.address,
        reference: null,
        ...unsetMeetupPlan('America/Sao_Paulo'),
        photos: [{ url: 'storage/indications/x/1.webp' }],
        vote_count: 4,
        confirmed_participants: 3,
        checked_in_count: 1,
        total_posts: 1,
        total_comments: 2,
        host_id: host.userId,
        host_name: 'Carla Lima',
        host_photo: 'storage/users/h.webp',
        event_date: '2026-11-29',
        event_day: 'Domingo',
        event_time: forum.meetup.event_time,
        city: 'São Paulo',
        state: 'SP',
        week: FORUM_WEEK,
      });
      expect(recap.forum_posts).toEqual([
        {
          id: post.id,
          user_name: 'Carla Lima',
          user_photo: 'storage/users/h.webp',
          is_host: true,
          content: post.content,
          created_at: post.createdAt.toISOString(),
          likes_count: 0,
          comments_count: 2,
        },
      ]);
      expect(recap.participants).toEqual([
        {
          id: host.userId,
          name: 'Carla Lima',
          photo: 'storage/users/h.webp',
          city: 'São Paulo',
          is_host: true,
        },
        { id: ana.userId, name: 'Ana Souza', photo: null, city: 'São Paulo', is_host: false },
        { id: absent.userId, name: 'Bia Rocha', photo: null, city: 'São Paulo', is_host: false },
      ]);
      expect(recap.memories).toEqual([expect.objectContaining({ id: memory.id, user_name: 'Ana Souza' })]);
    });

    it('shows a participant identity-svc no longer knows in the forum’s city', async () => {
      const gone = { ...confirmed([host, ana])[1]!, user_id: 'gone', name: 'Participante', surname: '' };
      t.views.confirmedUsers.mockResolvedValue({ users: [...confirmed([host]), gone], people: new Map() });
      const recap = await t.sut.get(neighbour.userId);
      expect(recap.participants[1]).toEqual({
        id: 'gone',
        name: 'Participante',
        photo: null,
        city: forum.city,
        is_host: false,
      });
    });

    it('reads a meetup stored before issue 30 with its city’s time zone and an unset plan', async () => {
      const { name, address, reference, event_day, event_time } = forum.meetup;
      const manaus = forumFactory({
        hostId: host.userId,
        cityId: '1302603',
        city: 'Manaus',
        state: 'AM',
        meetup: { name, address, reference, event_day, event_time },
      });
      t.forums.firstPlaces.mockResolvedValue([manaus]);
      expect((await t.sut.get(ana.userId)).encounter).toMatchObject(unsetMeetupPlan('America/Manaus'));
    });

    it('lets a participant who checked in add memories from Saturday 00:00', async () => {
      await expect(t.sut.get(ana.userId)).resolves.toMatchObject({
        memories_open: true,
        can_add_memory: true,
      });
    });

    it('lets the host add memories without having pressed Eu Vou!', async () => {
      await expect(t.sut.get(host.userId)).resolves.toMatchObject({ can_add_memory: true });
      expect(t.checkins.arrived).not.toHaveBeenCalled();
    });

    it('does not let a confirmed participant who never checked in add memories', async () => {
      await expect(t.sut.get(absent.userId)).resolves.toMatchObject({
        memories_open: true,
        can_add_memory: false,
      });
    });

    it('shows the meetup to a person of the city who did not go, without letting them add', async () => {
      await expect(t.sut.get(neighbour.userId)).resolves.toMatchObject({
        encounter: expect.objectContaining({ forum_id: forum.id }),
        memories_open: true,
        can_add_memory: false,
      });
    });

    it('closes memories at the next Friday 00:00, while still showing the meetup', async () => {
      t.clock.set(NEXT_FRIDAY);
      await expect(t.sut.get(ana.userId)).resolves.toMatchObject({
        encounter: expect.objectContaining({ forum_id: forum.id }),
        memories_open: false,
        can_add_memory: false,
      });
      expect(t.checkins.arrived).not.toHaveBeenCalled();
    });
  });

  describe('a memory', () => {
    const add = (who: Person, forumId?: string) =>
      t.sut.addMemory(who.userId, `storage/memories/${who.userId}/1.webp`, 'Que noite!', forumId);

    it('is added by a participant who checked in to the last encounter, at the clock’s time', async () => {
      const result = await add(ana);

      expect(t.memories.add).toHaveBeenCalledWith(t.em, {
        forumId: forum.id,
        userId: ana.userId,
        photoKey: `storage/memories/${ana.userId}/1.webp`,
        description: 'Que noite!',
        createdAt: SATURDAY_MIDNIGHT,
      });
      expect(t.em.flush).toHaveBeenCalled();
      expect(result).toEqual({
        message: m.memoryAdded,
        memory: {
          id: 'memory-1',
          photo_url: `storage/memories/${ana.userId}/1.webp`,
          description: 'Que noite!',
          user_id: ana.userId,
          user_name: 'Ana Souza',
          user_photo: null,
          created_at: SATURDAY_MIDNIGHT.toISOString(),
        },
      });
    });

    it('is added by the host, confirmed or not', async () => {
      await expect(add(host)).resolves.toMatchObject({ message: m.memoryAdded });
      expect(t.memories.add).toHaveBeenCalledWith(t.em, expect.objectContaining({ userId: host.userId }));
    });

    it('is still taken on the Thursday night after the meetup', async () => {
      t.clock.set(NEXT_THURSDAY_NIGHT);
      await expect(add(ana)).resolves.toMatchObject({ message: m.memoryAdded });
    });

    it('is refused from the next Friday 00:00', async () => {
      t.clock.set(NEXT_FRIDAY);
      await expectRefusal(add(ana), 'MEMORIES_CLOSED', m.memoriesClosed);
      expect(t.memories.add).not.toHaveBeenCalled();
    });

    it('is refused when the city has no last encounter yet', async () => {
      t.clock.set(FRIDAY_NIGHT);
      await expectRefusal(add(ana), 'NO_ENCOUNTER', m.noEncounter);
      expect(t.memories.add).not.toHaveBeenCalled();
    });

    it('is refused for a named forum before its Saturday', async () => {
      t.clock.set(FRIDAY_NIGHT);
      await expectRefusal(add(ana, forum.id), 'MEMORIES_CLOSED', m.memoriesClosed);
      expect(t.memories.add).not.toHaveBeenCalled();
    });

    it('is refused to a person of the city who did not confirm', async () => {
      await expectRefusal(add(neighbour), 'MEMORY_NOT_PARTICIPANT', m.memoryNotParticipant);
      expect(t.memories.add).not.toHaveBeenCalled();
    });

    it('is refused to a confirmed participant who never checked in', async () => {
      await expectRefusal(add(absent), 'MEMORY_NOT_PARTICIPANT', m.memoryNotParticipant);
      expect(t.checkins.arrived).toHaveBeenCalledWith(t.em, forum.id, absent.userId);
      expect(t.memories.add).not.toHaveBeenCalled();
    });

    it('is refused for a named forum of another city', async () => {
      t.forums.findById.mockResolvedValue(forumFactory(RIO));
      await expectRefusal(add(ana, forum.id), 'FORUM_OTHER_CITY', m.otherCity);
      expect(t.memories.add).not.toHaveBeenCalled();
    });

    it('is refused for a named forum that does not exist', async () => {
      t.forums.findById.mockResolvedValue(null);
      await expectRefusal(add(ana, forum.id), 'FORUM_NOT_FOUND', m.forumNotFound);
      expect(t.memories.add).not.toHaveBeenCalled();
    });

    it('is taken for a named forum of the city without asking whether it is the last encounter', async () => {
      const second: Forum = forumFactory({ position: 2, hostId: host.userId });
      t.forums.findById.mockResolvedValue(second);
      await expect(add(ana, second.id)).resolves.toMatchObject({ message: m.memoryAdded });
      expect(t.forums.firstPlaces).not.toHaveBeenCalled();
      expect(t.memories.add).toHaveBeenCalledWith(t.em, expect.objectContaining({ forumId: second.id }));
    });
  });
});
