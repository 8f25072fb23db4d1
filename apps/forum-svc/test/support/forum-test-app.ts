import {
  type EventName,
  type EventPayload,
  type ForumCommentRequest,
  type ForumPostRequest,
  type Meetup,
  weekInstant,
} from '@encontro/contracts';
import {
  type AppGetter,
  type Place,
  SAO_PAULO,
  type ServiceTestApp,
  type SharedBus,
  addToOutbox,
  newCity,
  provisionPlatform,
  publishAsRelay,
  schemaQueries,
  startServiceTestApp,
  uniqueName,
  waitFor,
} from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { type ForumConfig, ForumConfigModule, loadForumConfig } from '../../src/config.js';
import { forumEntities } from '../../src/forum.entities.js';
import { forumFeatures } from '../../src/forum.features.js';
import { forumMigrations } from '../../src/migrations/index.js';
import { PostsHandlers } from '../../src/posts/posts.handlers.js';

/** 2026-W48: Monday 23 – Sunday 29 November 2026. The forum is open Friday 27 to Sunday 29. */
export const FORUM_WEEK = '2026-W48';
export { type Place, RIO, SAO_PAULO, newCity } from '@encontro/testing';

/** Instants of a week (São Paulo): `at(week, 5, 12)` = Friday 12:00. */
export const at = (week: string, isoDay: 1 | 2 | 3 | 4 | 5 | 6 | 7, hour = 12, minute = 0): Date =>
  weekInstant(week, isoDay, hour, minute);

/**
 * forum-svc's platform modules on a schema and a JetStream stream of the suite's own, with a clock
 * the suite moves. `imports` mounts the whole service. Pushes go to core NATS on `NATS_URL` under a
 * prefix of the suite's own (`pushPrefix`).
 */
export async function provisionForum(
  prefix: string,
  env: Record<string, string> = {},
  /** Another service's stream (tests/system), to hear its events. */
  shared: { bus?: SharedBus } = {},
) {
  const platform = await provisionPlatform({
    service: 'forum-svc',
    prefix,
    entities: forumEntities,
    migrations: forumMigrations,
    poolMax: 20,
    sharedBus: shared.bus,
  });
  const pushPrefix = uniqueName('push').replace(/[^a-z0-9_]/g, '');
  const config: ForumConfig = loadForumConfig({
    ...platform.env,
    PUSH_SUBJECT_PREFIX: pushPrefix,
    PUSH_SWEEP_MS: '200',
    ...env,
  });
  return {
    ...platform.mount({ config, configModule: ForumConfigModule, features: forumFeatures }),
    pushPrefix: config.PUSH_SUBJECT_PREFIX,
  };
}

export type ProvisionedForum = Awaited<ReturnType<typeof provisionForum>>;

export type ForumPerson = {
  user_id: string;
  name: string;
  surname: string;
  email: string;
  photo: string | null;
} & Place;

export type ForumFixture = { id: string; week: string; place: Place; host: ForumPerson; position: number };

/**
 * What other services would have announced (people, winners, presences, censored words), published
 * on the suite's stream through the outbox, so it reaches forum-svc's consumer as in production.
 * Each helper waits until forum-svc has applied it.
 */
export function forumFixtures(env: ProvisionedForum, app: AppGetter) {
  const { sql, table, outbox, applied } = schemaQueries(env.db);
  const exists = async (query: string, params: unknown[]) => (await sql(query, params)).length > 0;
  /** How many rows of `table` match `where`. */
  const count = async (name: string, where = 'true', params: unknown[] = []) =>
    Number(
      (await sql<{ n: string }>(`select count(*) as n from ${table(name)} where ${where}`, params))[0]!.n,
    );
  const publish = <N extends EventName>(name: N, payload: EventPayload<N>) =>
    addToOutbox(env.db, app, name, payload);
  let people = 0;

  /** A person forum-svc knows (after user.registered has been consumed). */
  const person = async (
    place: Place = SAO_PAULO,
    overrides: Partial<ForumPerson> = {},
  ): Promise<ForumPerson> => {
    people += 1;
    const who: ForumPerson = {
      user_id: randomUUID(),
      name: `Pessoa${people}`,
      surname: 'Teste',
      email: `${uniqueName('pessoa')}@example.com`,
      photo: null,
      ...place,
      ...overrides,
    };
    await publish('user.registered', {
      ...who,
      gender: null,
      is_admin: false,
      created_at: new Date().toISOString(),
    });
    await waitFor(() => exists(`select 1 from ${table('people')} where user_id = ?`, [who.user_id]));
    return who;
  };

  /** A winner's forum, opened by week.closed (one winner per call unless `winners` says more). */
  const forum = async (
    options: {
      host?: ForumPerson;
      place?: Place;
      week?: string;
      position?: number;
      name?: string;
      eventDay?: 'Sábado' | 'Domingo';
      photos?: string[];
    } = {},
  ): Promise<ForumFixture> => {
    const place = options.place ?? options.host ?? SAO_PAULO;
    const host = options.host ?? (await person(place));
    const week = options.week ?? FORUM_WEEK;
    const id = randomUUID();
    const position = options.position ?? 1;
    await publish('week.closed', {
      week,
      city_id: place.city_id,
      city: place.city,
      state: place.state,
      closed_at: weekInstant(week, 5).toISOString(),
      winners: [
        {
          indication_id: id,
          position,
          vote_count: 7,
          host_id: host.user_id,
          host_name: `${host.name} ${host.surname}`,
          name: options.name ?? `Bar ${id.slice(0, 6)}`,
          address: 'Rua Augusta, 100',
          event_day: options.eventDay ?? 'Sábado',
          event_time: 'Noite - Horário a combinar',
          photos: options.photos ?? [`storage/indications/${host.user_id}/${randomUUID()}.webp`],
          reference: 'Perto do metrô',
        },
      ],
    });
    await waitFor(() => exists(`select 1 from ${table('forums')} where id = ?`, [id]));
    return {
      id,
      week,
      place: { state: place.state, city: place.city, city_id: place.city_id },
      host,
      position,
    };
  };

  /** "Eu Vou!" as indication-svc announces it. */
  const attend = async (f: Pick<ForumFixture, 'id' | 'week'>, who: ForumPerson, when = new Date()) => {
    await publish('attendance.confirmed', {
      indication_id: f.id,
      week: f.week,
      user_id: who.user_id,
      at: when.toISOString(),
    });
    await waitFor(() =>
      exists(`select 1 from ${table('participants')} where forum_id = ? and user_id = ?`, [
        f.id,
        who.user_id,
      ]),
    );
  };

  /** An event as indication-svc's relay publishes it, once forum-svc has applied it (kept or not). */
  const deliver = async <N extends EventName>(name: N, payload: EventPayload<N>) =>
    applied(await publishAsRelay(app, env.bus, name, payload));

  /** The meetup again, as indication-svc announces it after a change (meetup.updated, `version`). */
  const meetupUpdated = (f: Pick<ForumFixture, 'id' | 'week'>, meetup: Meetup, version: number) =>
    deliver('meetup.updated', {
      indication_id: f.id,
      week: f.week,
      meetup,
      version,
      at: new Date().toISOString(),
    });

  /** "Cheguei", as indication-svc announces it. */
  const checkIn = (f: Pick<ForumFixture, 'id' | 'week'>, who: ForumPerson, when = new Date()) =>
    deliver('attendance.checked_in', {
      indication_id: f.id,
      week: f.week,
      user_id: who.user_id,
      at: when.toISOString(),
    });

  /** "Não vou mais" (moved_to null), as indication-svc announces it. */
  const withdraw = (f: Pick<ForumFixture, 'id' | 'week'>, who: ForumPerson) =>
    deliver('attendance.withdrawn', {
      indication_id: f.id,
      week: f.week,
      user_id: who.user_id,
      moved_to: null,
      at: new Date().toISOString(),
    });

  /** The winner removed, as indication-svc announces it: its forum closes everywhere. */
  const removeWinner = (f: Pick<ForumFixture, 'id' | 'week' | 'place' | 'host'>) =>
    publish('indication.removed', {
      indication_id: f.id,
      user_id: f.host.user_id,
      previous_status: 'active',
      week: f.week,
      city_id: f.place.city_id,
      at: new Date().toISOString(),
      photos: [],
      reason: 'admin',
    });

  /** Waits until forum-svc has deleted the forum. */
  const forumGone = (f: Pick<ForumFixture, 'id'>) =>
    waitFor(async () => !(await exists(`select 1 from ${table('forums')} where id = ?`, [f.id])));

  /** The whole censored-word list, as admin-svc announces it. */
  const censor = async (words: string[]) => {
    await publish('moderation.censored_words_changed', { words, at: new Date().toISOString() });
    await waitFor(async () => {
      const [row] = await sql<{ censored_words: string[] }>(
        `select censored_words from ${table('moderation_settings')}`,
      );
      return JSON.stringify(row?.censored_words) === JSON.stringify(words);
    });
  };

  /** A forum of a city of its own (newCity) and a person of that city who confirmed presence in it. */
  const forumWithMember = async () => {
    const place = newCity();
    const f = await forum({ place });
    const member = await person(place);
    await attend(f, member);
    return { f, member, place };
  };

  /** The clock at `hour` of a day of the forum's week (default Friday noon: the forum is open). */
  const setDay = (isoDay: 1 | 2 | 3 | 4 | 5 | 6 | 7 = 5, week = FORUM_WEEK, hour = 12) =>
    env.clock.set(at(week, isoDay, hour));

  return {
    sql,
    table,
    count,
    publish,
    person,
    forum,
    forumWithMember,
    attend,
    meetupUpdated,
    checkIn,
    withdraw,
    removeWinner,
    forumGone,
    censor,
    setDay,
    outbox,
  };
}

export type ForumFixtures = ReturnType<typeof forumFixtures>;

export type ForumTestApp = ServiceTestApp<ProvisionedForum, ForumFixtures> & {
  /** A post, as the gateway sends it (`content` may be malformed on purpose: the handler parses it). */
  post(userId: string, forumId: string, content: unknown): ReturnType<PostsHandlers['createPost']>;
  /** A comment, as the gateway sends it (`content` as for `post`). */
  comment(userId: string, postId: string, content: unknown): ReturnType<PostsHandlers['createComment']>;
};

/** forum-svc in one process on resources of the suite's own (handlers are called directly). */
export async function createForumTestApp(
  prefix: string,
  env: Record<string, string> = {},
): Promise<ForumTestApp> {
  const started = await startServiceTestApp(await provisionForum(prefix, env), forumFixtures);
  const posts = () => started.get(PostsHandlers);
  return {
    ...started,
    post: (userId, forumId, content) =>
      posts().createPost({ user_id: userId, forum_id: forumId, body: { content } as ForumPostRequest }),
    comment: (userId, postId, content) =>
      posts().createComment({ user_id: userId, post_id: postId, body: { content } as ForumCommentRequest }),
  };
}
