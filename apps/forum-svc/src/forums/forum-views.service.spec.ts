import { beforeEach, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { serviceUnderTest } from '@encontro/testing/unit';
import { knownPeople } from '../../test/support/doubles.js';
import {
  commentFactory,
  forumFactory,
  participantFactory,
  personFactory,
  postFactory,
} from '../../test/support/factories.js';
import { PeopleRepository } from '../people/people.repository.js';
import type { Person } from '../people/person.entity.js';
import { PostsRepository } from '../posts/posts.repository.js';
import { CheckinsRepository } from './checkins.repository.js';
import { ForumViews } from './forum-views.service.js';
import { ForumsRepository } from './forums.repository.js';

describe(ForumViews.name, () => {
  const t = serviceUnderTest(ForumViews, () => ({
    forums: ForumsRepository,
    checkins: CheckinsRepository,
    posts: PostsRepository,
    people: PeopleRepository,
  }));
  const em = {} as EntityManager;
  const host = personFactory({ name: 'Carla', surname: 'Lima', photo: 'storage/users/c.webp' });
  const ana = personFactory({ name: 'Ana', surname: 'Souza' });
  const bia = personFactory({ name: 'Bia', surname: 'Rocha' });
  const forum = forumFactory({ hostId: host.userId, hostName: 'Carla L.' });

  const known = (...list: Person[]) => knownPeople(t.people, ...list);

  beforeEach(() => {
    known(host, ana, bia);
    t.checkins.arrivals.mockResolvedValue(new Map());
  });

  describe('stats', () => {
    it('are the forum’s posts, comments and confirmed participants', async () => {
      t.forums.counts.mockResolvedValue(new Map([[forum.id, { posts: 2, comments: 5, participants: 4 }]]));
      await expect(t.sut.stats(em, forum)).resolves.toEqual({
        total_posts: 2,
        total_comments: 5,
        active_participants: 4,
      });
      expect(t.forums.counts).toHaveBeenCalledWith(em, [forum.id]);
    });

    it('count nobody for a forum the counts do not know, not even its host', async () => {
      t.forums.counts.mockResolvedValue(new Map());
      await expect(t.sut.stats(em, forum)).resolves.toEqual({
        total_posts: 0,
        total_comments: 0,
        active_participants: 0,
      });
    });
  });

  describe('confirmed users', () => {
    it('list only who confirmed, in that order: a host who did not is not a confirmed participant', async () => {
      t.forums.participants.mockResolvedValue([
        participantFactory(forum, { userId: bia.userId, confirmedAt: new Date('2026-11-27T10:00:00Z') }),
        participantFactory(forum, { userId: ana.userId, confirmedAt: new Date('2026-11-27T11:00:00Z') }),
      ]);

      const { users } = await t.sut.confirmedUsers(em, forum);

      expect(users).toEqual([
        {
          user_id: bia.userId,
          name: 'Bia',
          surname: 'Rocha',
          photo: null,
          confirmed_at: '2026-11-27T10:00:00.000Z',
          is_host: false,
          checked_in_at: null,
        },
        {
          user_id: ana.userId,
          name: 'Ana',
          surname: 'Souza',
          photo: null,
          confirmed_at: '2026-11-27T11:00:00.000Z',
          is_host: false,
          checked_in_at: null,
        },
      ]);
    });

    it('show a host who confirmed once, first, with their confirmation time and photo', async () => {
      t.forums.participants.mockResolvedValue([
        participantFactory(forum, { userId: ana.userId, confirmedAt: new Date('2026-11-27T09:00:00Z') }),
        participantFactory(forum, { userId: host.userId, confirmedAt: new Date('2026-11-27T12:00:00Z') }),
      ]);

      const { users } = await t.sut.confirmedUsers(em, forum);

      expect(users.map((u) => [u.user_id, u.is_host, u.confirmed_at, u.photo])).toEqual([
        [host.userId, true, '2026-11-27T12:00:00.000Z', 'storage/users/c.webp'],
        [ana.userId, false, '2026-11-27T09:00:00.000Z', null],
      ]);
    });

    it('mark who arrived with the time they checked in', async () => {
      t.forums.participants.mockResolvedValue([
        participantFactory(forum, { userId: ana.userId }),
        participantFactory(forum, { userId: bia.userId }),
      ]);
      t.checkins.arrivals.mockResolvedValue(new Map([[bia.userId, new Date('2026-11-28T22:05:00Z')]]));

      const { users } = await t.sut.confirmedUsers(em, forum);

      expect(t.checkins.arrivals).toHaveBeenCalledWith(em, forum.id);
      expect(users.map((u) => [u.user_id, u.checked_in_at])).toEqual([
        [ana.userId, null],
        [bia.userId, '2026-11-28T22:05:00.000Z'],
      ]);
    });

    it('name people identity-svc no longer knows: the host as week.closed did, others Participante', async () => {
      known();
      t.forums.participants.mockResolvedValue([
        participantFactory(forum, { userId: ana.userId, confirmedAt: new Date('2026-11-27T09:00:00Z') }),
        participantFactory(forum, { userId: host.userId, confirmedAt: new Date('2026-11-27T12:00:00Z') }),
      ]);

      const { users } = await t.sut.confirmedUsers(em, forum);

      expect(users.map((u) => [u.name, u.surname, u.photo])).toEqual([
        ['Carla L.', '', null],
        ['Participante', '', null],
      ]);
    });
  });

  it('builds a post with its comments oldest first, as the repository orders them, and their authors', async () => {
    const post = postFactory(forum);
    const first = commentFactory(post, { userId: ana.userId, content: 'primeiro' });
    const second = commentFactory(post, { userId: bia.userId, content: 'segundo' });
    t.posts.commentsOf.mockResolvedValue([first, second]);

    const dto = await t.sut.post(em, post);

    expect(t.posts.commentsOf).toHaveBeenCalledWith(em, [post.id]);
    expect(dto).toMatchObject({ id: post.id, user_name: 'Carla Lima', comments_count: 2 });
    expect(dto.comments.map((c) => [c.content, c.user_name])).toEqual([
      ['primeiro', 'Ana Souza'],
      ['segundo', 'Bia Rocha'],
    ]);
  });

  it('names the host as identity-svc describes them now, else as week.closed carried it', () => {
    expect(t.sut.hostName(forum, host)).toBe('Carla Lima');
    expect(t.sut.hostName(forum, undefined)).toBe('Carla L.');
  });
});
