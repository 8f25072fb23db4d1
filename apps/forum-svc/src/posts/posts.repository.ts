import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminCommentsQuery, AdminPostsQuery } from '@encontro/contracts';
import { randomUUID } from 'node:crypto';
import { searchPage } from '@encontro/server-database';
import { adminSearchTexts, authorSearchTexts } from '../admin/admin-search.util.js';
import { Tables } from '../tables.js';
import { Comment, Post } from './post.entity.js';

/** Posts and comments. Every method works in the caller's unit of work. */
@Injectable()
export class PostsRepository {
  constructor(private readonly tables: Tables) {}

  addPost(em: EntityManager, data: Pick<Post, 'forumId' | 'userId' | 'content' | 'createdAt'>): Post {
    return em.create(Post, { id: randomUUID(), ...data, updatedAt: null });
  }

  addComment(
    em: EntityManager,
    data: Pick<Comment, 'postId' | 'forumId' | 'userId' | 'content' | 'createdAt'>,
  ): Comment {
    return em.create(Comment, { id: randomUUID(), ...data, updatedAt: null });
  }

  findPost(em: EntityManager, id: string): Promise<Post | null> {
    return em.findOne(Post, { id }, { refresh: true });
  }

  findComment(em: EntityManager, id: string): Promise<Comment | null> {
    return em.findOne(Comment, { id }, { refresh: true });
  }

  /** A forum's posts, newest first. */
  postsOf(em: EntityManager, forumId: string): Promise<Post[]> {
    return em.find(Post, { forumId }, { orderBy: { createdAt: 'desc', id: 'desc' }, refresh: true });
  }

  /** The comments of these posts, oldest first. */
  commentsOf(em: EntityManager, postIds: readonly string[]): Promise<Comment[]> {
    if (postIds.length === 0) return Promise.resolve([]);
    return em.find(
      Comment,
      { postId: { $in: [...new Set(postIds)] } },
      { orderBy: { createdAt: 'asc', id: 'asc' }, refresh: true },
    );
  }

  async commentCounts(em: EntityManager, postIds: readonly string[]): Promise<Map<string, number>> {
    if (postIds.length === 0) return new Map();
    const rows = await em.execute<{ post_id: string; n: string }[]>(
      `select post_id, count(*) as n from ${this.tables.comments}
       where post_id = any(string_to_array(?, ',')::uuid[]) group by post_id`,
      [[...new Set(postIds)].join(',')],
    );
    return new Map(rows.map((r) => [r.post_id, Number(r.n)]));
  }

  async deletePost(em: EntityManager, post: Post): Promise<void> {
    await em.nativeDelete(Comment, { postId: post.id });
    await em.nativeDelete(Post, { id: post.id });
  }

  async deleteComment(em: EntityManager, comment: Comment): Promise<void> {
    await em.nativeDelete(Comment, { id: comment.id });
  }

  postsBy(em: EntityManager, userId: string): Promise<Post[]> {
    return em.find(Post, { userId }, { orderBy: { createdAt: 'asc' } });
  }

  commentsBy(em: EntityManager, userId: string): Promise<Comment[]> {
    return em.find(Comment, { userId }, { orderBy: { createdAt: 'asc' } });
  }

  /** Deletes the user's posts (with every comment on them) and comments; returns what was removed. */
  async deleteAllBy(
    em: EntityManager,
    userId: string,
  ): Promise<{
    posts: { id: string; forum_id: string }[];
    comments: { post_id: string; forum_id: string }[];
  }> {
    const posts = await em.execute<{ id: string; forum_id: string }[]>(
      `delete from ${this.tables.posts} where user_id = ? returning id, forum_id`,
      [userId],
    );
    const comments = await em.execute<{ post_id: string; forum_id: string }[]>(
      `delete from ${this.tables.comments} where user_id = ? returning post_id, forum_id`,
      [userId],
    );
    return { posts, comments };
  }

  // ── admin ──

  async adminPosts(
    em: EntityManager,
    query: AdminPostsQuery,
  ): Promise<{ posts: Post[]; total: number; exact: boolean }> {
    const { ids, total, exact } = await this.page(
      em,
      'posts',
      query,
      query.forum_id ? ['forum_id', query.forum_id] : null,
    );
    const byId = new Map((ids.length ? await em.find(Post, { id: { $in: ids } }) : []).map((p) => [p.id, p]));
    return { posts: ids.map((id) => byId.get(id)).filter((p): p is Post => !!p), total, exact };
  }

  async adminComments(
    em: EntityManager,
    query: AdminCommentsQuery,
  ): Promise<{ comments: Comment[]; total: number; exact: boolean }> {
    const { ids, total, exact } = await this.page(
      em,
      'comments',
      query,
      query.post_id ? ['post_id', query.post_id] : null,
    );
    const byId = new Map(
      (ids.length ? await em.find(Comment, { id: { $in: ids } }) : []).map((c) => [c.id, c]),
    );
    return { comments: ids.map((id) => byId.get(id)).filter((c): c is Comment => !!c), total, exact };
  }

  /** Newest first; search in the content and the author's name and e-mail, counted up to COUNT_AT_MOST. */
  private page(
    em: EntityManager,
    table: 'posts' | 'comments',
    query: { search?: string; page: number; per_page: number },
    equal: [string, string] | null,
  ): Promise<{ ids: string[]; total: number; exact: boolean }> {
    return searchPage(em, {
      from: `${this.tables[table]} t`,
      id: 't.id',
      conditions: equal ? [{ sql: `t.${equal[0]} = ?`, param: equal[1] }] : [],
      search: query.search,
      // The author's name and e-mail are the row's own (migration 0008): one table's indexes.
      searchIn: { own: [...adminSearchTexts[table], ...authorSearchTexts[table]] },
      orderBy: 't.created_at desc, t.id desc',
      page: query.page,
      perPage: query.per_page,
    });
  }
}
