import { unsetMeetupPlan } from '@encontro/contracts';
import { randomUUID } from 'node:crypto';
import { RIO_COLUMNS, SAO_PAULO_COLUMNS, defineFactory, personCopy } from '@encontro/testing';
import type { Forum, Participant } from '../../src/forums/forum.entity.js';
import type { Memory } from '../../src/memories/memory.entity.js';
import type { Person } from '../../src/people/person.entity.js';
import type { Comment, Post } from '../../src/posts/post.entity.js';

/**
 * Data for unit tests: plain entities as the repositories return them, each overridable. The forum
 * is of 2026-W48 (Monday 23 – Sunday 29 November 2026, open Friday 27 to Sunday 29) in São Paulo.
 */

export const FORUM_WEEK = '2026-W48';
export const RIO = RIO_COLUMNS;

export const personFactory = defineFactory<Person>(personCopy);

/** The first-placed winner's forum of São Paulo in FORUM_WEEK, hosted by `hostId`. */
export const forumFactory = defineFactory<Forum>(() => ({
  id: randomUUID(),
  week: FORUM_WEEK,
  ...SAO_PAULO_COLUMNS,
  position: 1,
  meetup: {
    name: 'Bar do Encontro',
    address: 'Rua Augusta, 1000 - Consolação',
    reference: null,
    event_day: 'Sábado',
    event_time: 'Noite - Horário a combinar',
    ...unsetMeetupPlan('America/Sao_Paulo'),
  },
  meetupVersion: 0,
  checkinsVersion: 0,
  photos: ['storage/indications/x/1.webp'],
  voteCount: 4,
  hostId: randomUUID(),
  hostName: 'Carla Lima',
  createdAt: new Date('2026-11-27T03:00:00Z'),
}));

/** A confirmed presence ("Eu Vou!") in `forum`. */
export function participantFactory(forum: Forum, overrides: Partial<Participant> = {}): Participant {
  return {
    forumId: forum.id,
    userId: randomUUID(),
    confirmedAt: new Date('2026-11-27T15:00:00Z'),
    ...overrides,
  } as Participant;
}

/** What a post and a comment share: a fresh id in a forum, whose it is, its text, when written, never edited. */
const writing = (forumId: string, userId: string, content: string, createdAt: string) => ({
  id: randomUUID(),
  forumId,
  userId,
  content,
  createdAt: new Date(createdAt),
  updatedAt: null,
});

/** A post of `forum`'s host, written on its Friday. */
export function postFactory(forum: Forum, overrides: Partial<Post> = {}): Post {
  return {
    ...writing(forum.id, forum.hostId, 'Bem-vindos ao nosso encontro!', '2026-11-27T13:00:00Z'),
    ...overrides,
  } as Post;
}

/** A comment on `post`, by someone else than its forum's host. */
export function commentFactory(post: Post, overrides: Partial<Comment> = {}): Comment {
  return {
    ...writing(post.forumId, randomUUID(), 'Estarei lá!', '2026-11-27T14:00:00Z'),
    postId: post.id,
    ...overrides,
  } as Comment;
}

/** A memory photo of `forum`, added on its Saturday. */
export function memoryFactory(forum: Forum, overrides: Partial<Memory> = {}): Memory {
  const userId = overrides.userId ?? randomUUID();
  return {
    id: randomUUID(),
    forumId: forum.id,
    userId,
    photoKey: `storage/memories/${userId}/${randomUUID()}.webp`,
    description: 'Que noite!',
    createdAt: new Date('2026-11-28T23:00:00Z'),
    ...overrides,
  } as Memory;
}
