import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  Comment as CommentDto,
  ConfirmedUser,
  ForumStats,
  ForumWinner,
  Post as PostDto,
} from '@encontro/contracts';
import { UNKNOWN_PERSON_NAME } from '@encontro/contracts';
import { Tables } from '../tables.js';
import { meetupOfForum } from './forums.mapper.js';

/** What the read rule needs of a forum and its reader, and the version of what the forum shows. */
export type ForumStamp = {
  forum: { id: string; week: string; city_id: string; host_id: string } | null;
  viewer_city_id: string | null;
  version: string;
};

/** The forum page without what depends on its reader (user_confirmed, is_host) or on the time. */
export type ForumPageBody = {
  winner: ForumWinner;
  posts: PostDto[];
  stats: ForumStats;
  confirmed_users: ConfirmedUser[];
  /** Confirmed people who checked in ("N chegaram"). */
  checked_in_count: number;
};

/** A read with its stamp; `size` is the length of its JSON (what the cache of answers holds). */
export type Read<T> = ForumStamp & { body: T; size: number };
type Raw = ForumStamp & { body: string | null };
const parsed = <T>({ body, ...stamp }: Raw): Read<T> => ({
  ...stamp,
  body: (body === null ? null : JSON.parse(body)) as T,
  size: body?.length ?? 0,
});

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** SQL: the contracts' `fullName` — the person's name, or `UNKNOWN_PERSON_NAME` for someone unknown. */
const fullNameSql = (p: string) =>
  `coalesce(btrim(${p}.name || ' ' || ${p}.surname), '${UNKNOWN_PERSON_NAME}')`;

/**
 * The forum's reads as one SQL statement each, answered as JSON by Postgres (issue 14): the page,
 * a post's comments and the stamp that says whether a cached answer still holds. A stamp's
 * `version` is the forum's last update id (every change a page shows writes one, under the forum's
 * lock, so ids of one forum commit in order), the people generation (read_generation, advanced
 * with every change of a name or photo) and the forum's meetup and check-in versions (meetup.updated,
 * "Cheguei"); a statement reads its data and its version in one snapshot.
 */
@Injectable()
export class ForumPagesRepository {
  private readonly sql: { stamp: string; page: string; postStamp: string; comments: string };

  constructor(t: Tables) {
    // `forumId` once: it may hold the statement's parameter.
    const version = (forumId: string) => `(select
      (select coalesce(max(u.id), 0) from ${t.updates} u where u.forum_id = v.id)::text || ':' ||
      coalesce((select g.people from ${t.readGeneration} g where g.id = 1), 0)::text || ':' ||
      coalesce(vf.meetup_version || '.' || vf.checkins_version, '')
      from (select ${forumId} as id) v left join ${t.forums} vf on vf.id = v.id)`;
    const stamp = (forumId: string) => `
      (select json_build_object('id', f.id, 'week', f.week, 'city_id', f.city_id, 'host_id', f.host_id)
         from ${t.forums} f where f.id = ${forumId}) as forum,
      (select v.city_id from ${t.people} v where v.user_id = ?) as viewer_city_id,
      ${version(forumId)} as version`;
    const commentJson = (c: string, a: string) => `json_build_object(
      'id', ${c}.id, 'post_id', ${c}.post_id, 'user_id', ${c}.user_id, 'user_name', ${fullNameSql(a)},
      'user_photo', ${a}.photo, 'content', ${c}.content, 'created_at', ${iso(`${c}.created_at`)})`;
    const postForum = `(select p.forum_id from ${t.posts} p where p.id = ?)`;
    this.sql = {
      stamp: `select ${stamp('?::uuid')}`,
      postStamp: `select ${stamp(postForum)}`,
      comments: `select ${stamp(postForum)},
        coalesce((select json_agg(${commentJson('c', 'a')} order by c.created_at, c.id)
           from ${t.comments} c left join ${t.people} a on a.user_id = c.user_id
          where c.post_id = ?), '[]')::text as body`,
      page: `select ${stamp('?::uuid')},
        (select json_build_object(
           'winner', f.meetup || jsonb_build_object(
             'indication_id', f.id, 'host_id', f.host_id,
             'photo_url', f.photos->>0, 'photos', f.photos,
             'host_name', coalesce(btrim(h.name || ' ' || h.surname), f.host_name), 'host_photo', h.photo,
             'vote_count', f.vote_count, 'position', f.position, 'city', f.city, 'state', f.state,
             'city_id', f.city_id, 'week', f.week),
           'posts', coalesce((
             select json_agg(json_build_object(
                 'id', p.id, 'forum_id', p.forum_id, 'user_id', p.user_id, 'user_name', ${fullNameSql('a')},
                 'user_photo', a.photo, 'content', p.content, 'created_at', ${iso('p.created_at')},
                 'comments_count', coalesce(c.n, 0), 'comments', coalesce(c.list, '[]'))
               order by p.created_at desc, p.id desc)
               from ${t.posts} p
               left join ${t.people} a on a.user_id = p.user_id
               left join lateral (
                 select count(*)::int as n, json_agg(${commentJson('c', 'ca')} order by c.created_at, c.id) as list
                   from ${t.comments} c left join ${t.people} ca on ca.user_id = c.user_id
                  where c.post_id = p.id) c on true
              where p.forum_id = f.id), '[]'),
           'stats', json_build_object(
             'total_posts', (select count(*)::int from ${t.posts} where forum_id = f.id),
             'total_comments', (select count(*)::int from ${t.comments} where forum_id = f.id),
             'active_participants', (select count(*)::int from ${t.participants} where forum_id = f.id)),
           'confirmed_users', coalesce((
             select json_agg(json_build_object(
                 'user_id', pa.user_id,
                 'name', coalesce(pp.name, case when pa.user_id = f.host_id then f.host_name end, '${UNKNOWN_PERSON_NAME}'),
                 'surname', coalesce(pp.surname, ''), 'photo', pp.photo, 'is_host', pa.user_id = f.host_id,
                 'confirmed_at', ${iso('pa.confirmed_at')}, 'checked_in_at', ${iso('ci.checked_in_at')})
               order by pa.user_id <> f.host_id, pa.confirmed_at, pa.user_id)
               from ${t.participants} pa left join ${t.people} pp on pp.user_id = pa.user_id
               left join ${t.checkins} ci on ci.forum_id = pa.forum_id and ci.user_id = pa.user_id
              where pa.forum_id = f.id), '[]'),
           'checked_in_count', (select count(*)::int from ${t.participants} pa
               join ${t.checkins} ci on ci.forum_id = pa.forum_id and ci.user_id = pa.user_id
              where pa.forum_id = f.id))
           from ${t.forums} f left join ${t.people} h on h.user_id = f.host_id
          where f.id = ?::uuid)::text as body`,
    };
  }

  /** The forum, its reader's city and its version. */
  async stamp(em: EntityManager, forumId: string, userId: string): Promise<ForumStamp> {
    const [row] = await em.execute<ForumStamp[]>(this.sql.stamp, [forumId, userId, forumId]);
    return row!;
  }

  /** The page with the stamp it was read at (body null when the forum does not exist; size: its JSON's length). */
  async page(em: EntityManager, forumId: string, userId: string): Promise<Read<ForumPageBody | null>> {
    const [row] = await em.execute<Raw[]>(this.sql.page, [forumId, userId, forumId, forumId]);
    const read = parsed<ForumPageBody | null>(row!);
    if (!read.body) return read;
    const { winner } = read.body;
    // As stored, a meetup from before issue 30 lacks its plan: it reads with the city's zone.
    const meetup = meetupOfForum({ meetup: winner, cityId: winner.city_id });
    return { ...read, body: { ...read.body, winner: { ...winner, ...meetup } } };
  }

  /** The stamp of a post's forum (forum null when the post does not exist). */
  async postStamp(em: EntityManager, postId: string, userId: string): Promise<ForumStamp> {
    const [row] = await em.execute<ForumStamp[]>(this.sql.postStamp, [postId, userId, postId]);
    return row!;
  }

  /** A post's comments, oldest first, with the stamp of its forum they were read at. */
  async comments(em: EntityManager, postId: string, userId: string): Promise<Read<CommentDto[]>> {
    const [row] = await em.execute<Raw[]>(this.sql.comments, [postId, userId, postId, postId]);
    return parsed<CommentDto[]>(row!);
  }
}
