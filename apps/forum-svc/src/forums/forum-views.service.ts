import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Comment as CommentDto, ConfirmedUser, ForumStats, Post as PostDto } from '@encontro/contracts';
import { UNKNOWN_PERSON_NAME } from '@encontro/contracts';
import { PeopleRepository } from '../people/people.repository.js';
import type { Person } from '../people/person.entity.js';
import type { Post } from '../posts/post.entity.js';
import { toCommentDto, toPostDto } from '../posts/posts.mapper.js';
import { PostsRepository } from '../posts/posts.repository.js';
import { CheckinsRepository } from './checkins.repository.js';
import type { Forum } from './forum.entity.js';
import { ForumsRepository } from './forums.repository.js';

/**
 * Builds what live updates, the last encounter and the admin show (a post with its comments, stats,
 * confirmed users) from the tables. The forum page and comment list are ForumReads'.
 */
@Injectable()
export class ForumViews {
  constructor(
    private readonly forums: ForumsRepository,
    private readonly checkins: CheckinsRepository,
    private readonly posts: PostsRepository,
    private readonly people: PeopleRepository,
  ) {}

  async post(em: EntityManager, post: Post): Promise<PostDto> {
    return (await this.withComments(em, [post]))[0]!;
  }

  private async withComments(em: EntityManager, posts: Post[]): Promise<PostDto[]> {
    const comments = await this.posts.commentsOf(
      em,
      posts.map((p) => p.id),
    );
    const people = await this.people.findByIds(em, [
      ...posts.map((p) => p.userId),
      ...comments.map((c) => c.userId),
    ]);
    const byPost = new Map<string, CommentDto[]>();
    for (const comment of comments)
      (byPost.get(comment.postId) ?? byPost.set(comment.postId, []).get(comment.postId)!).push(
        toCommentDto(comment, people.get(comment.userId)),
      );
    return posts.map((p) => toPostDto(p, people.get(p.userId), byPost.get(p.id) ?? []));
  }

  async stats(em: EntityManager, forum: Forum): Promise<ForumStats> {
    const counts = (await this.forums.counts(em, [forum.id])).get(forum.id);
    return {
      total_posts: counts?.posts ?? 0,
      total_comments: counts?.comments ?? 0,
      active_participants: counts?.participants ?? 0,
    };
  }

  /**
   * Who confirmed (attendance.confirmed), by confirmation time; the host first once they confirmed.
   * A host who did not is shown as host (the winner's host_name), never as a confirmed participant.
   * `checked_in_at`: when they arrived ("Cheguei").
   */
  async confirmedUsers(
    em: EntityManager,
    forum: Forum,
  ): Promise<{ users: ConfirmedUser[]; people: Map<string, Person> }> {
    const participants = await this.forums.participants(em, forum.id);
    const arrivals = await this.checkins.arrivals(em, forum.id);
    const people = await this.people.findByIds(em, [forum.hostId, ...participants.map((p) => p.userId)]);
    const entry = (userId: string, confirmedAt: Date, isHost: boolean): ConfirmedUser => {
      const person = people.get(userId);
      return {
        user_id: userId,
        name: person?.name ?? (isHost ? forum.hostName : UNKNOWN_PERSON_NAME),
        surname: person?.surname ?? '',
        photo: person?.photo ?? null,
        confirmed_at: confirmedAt.toISOString(),
        is_host: isHost,
        checked_in_at: arrivals.get(userId)?.toISOString() ?? null,
      };
    };
    const host = participants.find((p) => p.userId === forum.hostId);
    return {
      users: [
        ...(host ? [entry(host.userId, host.confirmedAt, true)] : []),
        ...participants
          .filter((p) => p.userId !== forum.hostId)
          .map((p) => entry(p.userId, p.confirmedAt, false)),
      ],
      people,
    };
  }

  /** The host's name: as identity-svc describes them now, else as week.closed carried it. */
  hostName(forum: Forum, host: Person | undefined): string {
    return host ? `${host.name} ${host.surname}`.trim() : forum.hostName;
  }
}
