import { beforeAll, describe, expect, it } from '@jest/globals';
import { adminForumsQuerySchema, adminPostsQuerySchema } from '@encontro/contracts';
import { COUNT_AT_MOST, foldedSearch } from '@encontro/server-database';
import { providersOf } from '@encontro/testing';
import { AdminForumHandlers } from '../../src/admin/admin-forum.handlers.js';
import { adminSearchTexts, authorSearchTexts } from '../../src/admin/admin-search.util.js';
import type { ForumFixture } from '../support/forum-test-app.js';
import { forumSuite } from '../support/suite.js';

const FLORIPA = { state: 'Santa Catarina', city: 'Florianópolis', city_id: '4205407' };
const NITEROI = { state: 'Rio de Janeiro', city: 'Niterói', city_id: '3303302' };

/** Issue 28 item 13: the admin's forum and post searches fold accents and case, as every admin search does. */
describe('forum-svc admin searches, folded', () => {
  const t = forumSuite('forum_fold');
  const h = providersOf(t, { admin: AdminForumHandlers });
  let floripa: ForumFixture;
  let niteroi: ForumFixture;
  let postId: string;

  const forums = async (query: Record<string, string>) =>
    (await h.admin.adminListForums({ query: adminForumsQuerySchema.parse(query) })).data
      .map((f) => f.id)
      .sort();
  const posts = async (search: string) =>
    (await h.admin.adminListPosts({ query: adminPostsQuerySchema.parse({ search }) })).data.map((p) => p.id);

  beforeAll(async () => {
    t.setDay(5);
    const conceicao = await t.person(FLORIPA, { name: 'Conceição', surname: 'Araújo' });
    floripa = await t.forum({ host: conceicao, name: 'Bar da Lagoa' });
    niteroi = await t.forum({ place: NITEROI, name: 'Quiosque Icaraí' });
    postId = (await t.post(conceicao.user_id, floripa.id, 'Encontro às 19h no AÇAÍ da praça')).post.id;
  });

  it('finds the forums of Florianópolis by "florianopolis", by search or by city', async () => {
    expect(await forums({ search: 'florianopolis' })).toEqual([floripa.id]);
    expect(await forums({ search: 'FLORIANÓPOLIS' })).toEqual([floripa.id]);
    expect(await forums({ city: 'florianopolis' })).toEqual([floripa.id]);
    expect(await forums({ city: 'Niterói' })).toEqual([niteroi.id]);
  });

  it('folds the venue name and the host name alike', async () => {
    expect(await forums({ search: 'icarai' })).toEqual([niteroi.id]);
    expect(await forums({ search: 'conceicao araujo' })).toEqual([floripa.id]);
    expect(await forums({ search: '%' })).toEqual([]);
  });

  it('finds posts by their folded content and author', async () => {
    expect(await posts('acai da praca')).toEqual([postId]);
    expect(await posts('conceicao')).toEqual([postId]);
    expect(await posts('a_ai')).toEqual([]);
  });
});

/** SQL: the id (a v4 UUID) of generated person number `n`. */
const personOf = (n: string) =>
  `overlay(overlay(md5('p' || ${n}) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`;

/** Issue 32: the post list at scale counts up to COUNT_AT_MOST (1,000) and every search branch reads an index. */
describe('forum-svc admin searches at scale', () => {
  const t = forumSuite('forum_scale');
  const h = providersOf(t, { admin: AdminForumHandlers });
  let postId: string;

  const list = (query: Record<string, string>) =>
    h.admin.adminListPosts({ query: adminPostsQuerySchema.parse(query) });
  /** The plan of the post list's page, as the repository asks it, of a search. */
  const plan = async (search?: string) => {
    const found = search
      ? foldedSearch({ own: [...adminSearchTexts.posts, ...authorSearchTexts.posts] }, search)
      : { sql: 'true', params: [] };
    const rows = await t.sql<{ 'QUERY PLAN': string }>(
      `explain select t.id from ${t.table('posts')} t where ${found.sql}
        order by t.created_at desc, t.id desc limit 20`,
      found.params,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };

  beforeAll(async () => {
    t.setDay(5);
    const xisto = await t.person(undefined, { name: 'Xisto', surname: 'Quaresma' });
    const f = await t.forum({ host: xisto, name: 'Bar do Zé' });
    // 20,000 posts of 20,000 other people (`Mensagem g` by pessoa g), older than the one searched for.
    await t.sql(
      `insert into ${t.table('people')} (user_id, name, surname, email, city, state, city_id, updated_at)
       select ${personOf('g')}, 'Pessoa', 'Numero ' || g, 'pessoa' || g || '@example.com',
              'São Paulo', 'São Paulo', '3550308', now()
       from generate_series(1, 20000) g`,
    );
    await t.sql(
      `insert into ${t.table('posts')} (id, forum_id, user_id, content, created_at)
       select gen_random_uuid(), ?, ${personOf('g')}, 'Mensagem ' || g,
              now() - interval '1 day' - g * interval '1 second'
       from generate_series(1, 20000) g`,
      [f.id],
    );
    postId = (await t.post(xisto.user_id, f.id, 'Um açaí raríssimo')).post.id;
    // As autovacuum would: GIN's pending list merged into the index, and the planner's statistics.
    await t.sql(`vacuum analyze ${t.table('people')}`);
    await t.sql(`vacuum analyze ${t.table('posts')}`);
  }, 120_000);

  it('counts no further than COUNT_AT_MOST (1,000) matches: total_exact false, pages still newest first', async () => {
    const page = await list({ search: 'mensagem', per_page: '20' });
    expect(page.meta).toEqual({
      total: COUNT_AT_MOST,
      total_exact: false,
      page: 1,
      per_page: 20,
      last_page: COUNT_AT_MOST / 20,
      from: 1,
      to: 20,
    });
    expect(page.data.map((p) => p.content)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Mensagem ${i + 1}`),
    );
    expect((await list({ per_page: '20' })).meta).toMatchObject({ total: COUNT_AT_MOST, total_exact: false });
  });

  it('finds one post among them by its folded content or its author, exactly counted', async () => {
    for (const search of ['RARÍSSIMO', 'xisto quaresma', 'Um'])
      expect(await list({ search })).toMatchObject({
        data: [{ id: postId }],
        meta: { total: 1, total_exact: true },
      });
    expect((await list({ search: 'PESSOA17@example.com' })).data.map((p) => p.content)).toEqual([
      'Mensagem 17',
    ]);
  });

  it('searches the author’s name and e-mail on the post itself, off its indexes, never reading people', async () => {
    const searched = await plan('rarissimo');
    for (const text of [...adminSearchTexts.posts, ...authorSearchTexts.posts])
      expect(searched).toContain(`${text.name}_folded_trgm_idx`);
    expect(searched).not.toMatch(/people/);
  });

  it('follows a person’s new name and e-mail to their posts and forums, and names a post whose author came later', async () => {
    const renamed = await t.person(undefined, { name: 'Zuleica', surname: 'Prado' });
    const f = await t.forum({ host: renamed, name: 'Bar da Zuleica' });
    const post = (await t.post(renamed.user_id, f.id, 'Nos vemos lá')).post.id;
    expect((await list({ search: 'zuleica prado' })).data.map((p) => p.id)).toEqual([post]);

    await t.sql(
      `update ${t.table('people')} set surname = 'Conceição', email = 'zu@exemplo.com' where user_id = ?`,
      [renamed.user_id],
    );
    expect((await list({ search: 'zuleica prado' })).data).toEqual([]);
    expect((await list({ search: 'zuleica conceicao' })).data.map((p) => p.id)).toEqual([post]);
    expect((await list({ search: 'ZU@EXEMPLO' })).data.map((p) => p.id)).toEqual([post]);
    // Their forum too: it carries the name it was made with, and finds the host by their new one.
    const hosted = async (search: string) =>
      (await h.admin.adminListForums({ query: adminForumsQuerySchema.parse({ search }) })).data.map(
        (x) => x.id,
      );
    expect(await hosted('zuleica conceicao')).toEqual([f.id]);

    // A post written before forum-svc heard of its author (events arrive apart): named once they arrive.
    const stranger = '6f1c2a8e-1b2c-4d3e-8f40-0123456789ab';
    await t.sql(
      `insert into ${t.table('posts')} (id, forum_id, user_id, content, created_at)
       values (gen_random_uuid(), ?, ?, 'Cheguei antes', now())`,
      [f.id, stranger],
    );
    expect((await list({ search: 'wilma' })).data).toEqual([]);
    await t.sql(
      `insert into ${t.table('people')} (user_id, name, surname, email, city, state, city_id, updated_at)
       values (?, 'Wilma', 'Souto', 'wilma@exemplo.com', 'São Paulo', 'São Paulo', '3550308', now())`,
      [stranger],
    );
    expect((await list({ search: 'wilma souto' })).data.map((p) => p.content)).toEqual(['Cheguei antes']);
  });

  it('reads a one- or two-letter search off the prefix indexes, and the whole list newest first off the order index', async () => {
    const short = await plan('um');
    for (const text of [...adminSearchTexts.posts, ...authorSearchTexts.posts])
      expect(short).toContain(`${text.name}_folded_prefix_idx`);
    expect(short).not.toMatch(/Seq Scan|people/);
    expect(await plan()).toMatch(/Index (Only )?Scan using posts_created_id_idx/);
  });
});
