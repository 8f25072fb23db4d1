import { beforeAll, describe, expect, it } from '@jest/globals';
import { adminForumsQuerySchema, adminPostsQuerySchema } from '@encontro/contracts';
import { providersOf } from '@encontro/testing';
import { AdminForumHandlers } from '../../src/admin/admin-forum.handlers.js';
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
