import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type LastEncounter,
  type MemoryAdded,
  forumMessages,
  fullName,
  isoDate,
  meetupDate,
  noLastEncounter,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { CheckinsRepository } from '../forums/checkins.repository.js';
import { ForumAccess } from '../forums/forum-access.service.js';
import type { Forum } from '../forums/forum.entity.js';
import { ForumViews } from '../forums/forum-views.service.js';
import { isMemoryOpen, meetupWeekendBegun } from '../forums/forum-window.util.js';
import { forumErrors } from '../forums/forums.errors.js';
import { meetupOfForum } from '../forums/forums.mapper.js';
import { ForumsRepository } from '../forums/forums.repository.js';
import { photoOf } from '../people/people.mapper.js';
import { PeopleRepository } from '../people/people.repository.js';
import type { Person } from '../people/person.entity.js';
import { PostsRepository } from '../posts/posts.repository.js';
import { toMemoryDto } from './memories.mapper.js';
import { MemoriesRepository } from './memories.repository.js';

/**
 * The last encounter (SPEC §2): the first-placed winner of the user's city whose meetup weekend has
 * begun (Saturday 00:00 of its week), with its forum's summary, participants and memories.
 * Memories (beyond SPEC): those who checked in ("Cheguei", issue 30) and the host add photos from
 * that Saturday 00:00 until the next Friday 00:00.
 */
@Injectable()
export class LastEncounterService {
  constructor(
    private readonly orm: MikroORM,
    private readonly access: ForumAccess,
    private readonly forums: ForumsRepository,
    private readonly checkins: CheckinsRepository,
    private readonly posts: PostsRepository,
    private readonly people: PeopleRepository,
    private readonly memories: MemoriesRepository,
    private readonly views: ForumViews,
    private readonly clock: Clock,
  ) {}

  async lastOf(em: EntityManager, person: Person): Promise<Forum | null> {
    const now = this.clock.now();
    const forums = await this.forums.firstPlaces(em, person.cityId);
    return forums.find((f) => meetupWeekendBegun(f.week, now)) ?? null;
  }

  async get(userId: string): Promise<LastEncounter> {
    const em = this.orm.em.fork();
    const person = await this.access.requirePerson(em, userId);
    const forum = await this.lastOf(em, person);
    if (!forum) return noLastEncounter();

    const now = this.clock.now();
    const meetup = meetupOfForum(forum);
    const posts = await this.posts.postsOf(em, forum.id);
    const commentCounts = await this.posts.commentCounts(
      em,
      posts.map((p) => p.id),
    );
    const memories = await this.memories.ofForum(em, forum.id);
    const { users } = await this.views.confirmedUsers(em, forum);
    const people = await this.people.findByIds(em, [
      ...users.map((u) => u.user_id),
      ...posts.map((p) => p.userId),
      ...memories.map((m) => m.userId),
    ]);
    const host = people.get(forum.hostId);
    // As on the forum page: who confirmed, the host first only if they did.
    const confirmed = users;
    const totalComments = [...commentCounts.values()].reduce((a, b) => a + b, 0);
    const memoriesOpen = isMemoryOpen(forum.week, now);
    const canAdd = memoriesOpen && (await this.mayAddMemory(em, forum, userId));
    return {
      encounter: {
        ...meetup,
        forum_id: forum.id,
        photos: forum.photos.map((url) => ({ url })),
        vote_count: forum.voteCount,
        confirmed_participants: confirmed.length,
        checked_in_count: confirmed.filter((u) => u.checked_in_at !== null).length,
        total_posts: posts.length,
        total_comments: totalComments,
        host_id: forum.hostId,
        host_name: this.views.hostName(forum, host),
        host_photo: photoOf(host),
        event_date: isoDate(meetupDate(forum.week, meetup.event_day)),
        city: forum.city,
        state: forum.state,
        week: forum.week,
      },
      forum_posts: posts.map((p) => ({
        id: p.id,
        user_name: fullName(people.get(p.userId)),
        user_photo: photoOf(people.get(p.userId)),
        is_host: p.userId === forum.hostId,
        content: p.content,
        created_at: p.createdAt.toISOString(),
        likes_count: 0,
        comments_count: commentCounts.get(p.id) ?? 0,
      })),
      participants: confirmed.map((u) => ({
        id: u.user_id,
        name: `${u.name} ${u.surname}`.trim(),
        photo: u.photo,
        city: people.get(u.user_id)?.city ?? forum.city,
        is_host: u.is_host,
      })),
      memories: memories.map((m) => toMemoryDto(m, people.get(m.userId))),
      memories_open: memoriesOpen,
      can_add_memory: canAdd,
    };
  }

  /** POST /api/last-encounter/memories: the photo is stored by the gateway; its key arrives. */
  async addMemory(
    userId: string,
    photoKey: string,
    description: string,
    forumId?: string,
  ): Promise<MemoryAdded> {
    return this.orm.em.fork().transactional(async (em) => {
      const person = await this.access.requirePerson(em, userId);
      const forum = forumId ? await this.access.requireForum(em, forumId) : await this.lastOf(em, person);
      if (!forum) throw forumErrors.noEncounter();
      if (forum.cityId !== person.cityId) throw forumErrors.otherCity();
      if (!isMemoryOpen(forum.week, this.clock.now())) throw forumErrors.memoriesClosed();
      if (!(await this.mayAddMemory(em, forum, userId))) throw forumErrors.memoryNotParticipant();
      const memory = this.memories.add(em, {
        forumId: forum.id,
        userId,
        photoKey,
        description,
        createdAt: this.clock.now(),
      });
      await em.flush();
      return { message: forumMessages.memoryAdded, memory: toMemoryDto(memory, person) };
    });
  }

  /** Those who came (checked in); the host always: they hosted it. */
  private async mayAddMemory(em: EntityManager, forum: Forum, userId: string): Promise<boolean> {
    return forum.hostId === userId || (await this.checkins.arrived(em, forum.id, userId));
  }
}
