import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '@encontro/server-clock';
import { PeopleRepository } from '../people/people.repository.js';
import type { Person } from '../people/person.entity.js';
import type { Forum } from './forum.entity.js';
import type { ForumStamp } from './forum-pages.repository.js';
import { isForumOpen } from './forum-window.util.js';
import { asUuid, forumErrors } from './forums.errors.js';
import { ForumsRepository } from './forums.repository.js';

export type ForumReader = { forum: Forum; person: Person };

/**
 * Who may read (and so write in) a forum: a person of the forum's city, from Friday 00:00 to
 * Sunday 23:59:59 of its week (America/Sao_Paulo, by the Clock). Checked in this order: the forum
 * exists (404), the person is known, same city (403), the window (403).
 */
@Injectable()
export class ForumAccess {
  constructor(
    private readonly forums: ForumsRepository,
    private readonly people: PeopleRepository,
    private readonly clock: Clock,
  ) {}

  async requireForum(em: EntityManager, forumId: string): Promise<Forum> {
    const id = asUuid(forumId);
    const forum = id ? await this.forums.findById(em, id) : null;
    if (!forum) throw forumErrors.forumNotFound();
    return forum;
  }

  async requirePerson(em: EntityManager, userId: string): Promise<Person> {
    const person = await this.people.findById(em, userId);
    if (!person) throw forumErrors.profileNotReady();
    return person;
  }

  async readable(em: EntityManager, forumId: string, userId: string): Promise<ForumReader> {
    return this.check(em, await this.requireForum(em, forumId), userId);
  }

  /** The same rule on a stamp (ForumPagesRepository: the forum and its reader's city in one statement). */
  readableStamp(stamp: ForumStamp): NonNullable<ForumStamp['forum']> {
    if (!stamp.forum) throw forumErrors.forumNotFound();
    if (stamp.viewer_city_id === null) throw forumErrors.profileNotReady();
    if (stamp.viewer_city_id !== stamp.forum.city_id) throw forumErrors.otherCity();
    if (!isForumOpen(stamp.forum.week, this.clock.now())) throw forumErrors.forumClosed();
    return stamp.forum;
  }

  async check(em: EntityManager, forum: Forum, userId: string): Promise<ForumReader> {
    const person = await this.requirePerson(em, userId);
    if (person.cityId !== forum.cityId) throw forumErrors.otherCity();
    if (!isForumOpen(forum.week, this.clock.now())) throw forumErrors.forumClosed();
    return { forum, person };
  }
}
