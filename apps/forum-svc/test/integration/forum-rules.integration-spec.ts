import { beforeAll, describe, expect, it } from '@jest/globals';
import { forumCommentListSchema, forumResponseSchema } from '@encontro/contracts';
import { providersOf, waitFor } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { ForumsHandlers } from '../../src/forums/forums.handlers.js';
import { PostsHandlers } from '../../src/posts/posts.handlers.js';
import { FORUM_WEEK, RIO, newCity } from '../support/forum-test-app.js';
import { failure, forumSuite } from '../support/suite.js';

describe('forum-svc: forums from week.closed, who reads, who posts and who comments', () => {
  const t = forumSuite('forum_rules');
  const h = providersOf(t, { forums: ForumsHandlers, posts: PostsHandlers });

  beforeAll(() => {
    t.setDay(5);
  });

  /** admin-svc's platform settings with auto-censor on or off. */
  const autoCensor = (on: boolean) =>
    t.publish('platform.settings_changed', {
      platform_name: 'Encontro',
      contact_email: 'contato@encontro.test',
      auto_censor: on,
      approval_required: true,
      integrity_auto_hold: true,
      at: new Date().toISOString(),
    });

  describe('consumers', () => {
    it('opens one forum per winner and stays at one when week.closed or a presence arrives again', async () => {
      const place = newCity();
      const f = await t.forum({ place });
      const [row] = await t.sql<Record<string, unknown>>(`select * from ${t.table('forums')} where id = ?`, [
        f.id,
      ]);
      expect(row).toMatchObject({ week: FORUM_WEEK, city_id: place.city_id, city: place.city, position: 1 });

      // The same winners announced again (another event id): nothing new.
      const [again] = await t.sql<{ payload: Record<string, unknown> }>(
        `select payload from ${t.table('outbox')} where name = 'week.closed' and payload->>'city_id' = ?`,
        [place.city_id],
      );
      await t.publish('week.closed', again!.payload as never);
      const ana = await t.person(place);
      await t.attend(f, ana);
      await t.attend(f, ana);
      await t.person(place); // an event after them all: once it is in, the others were applied
      expect(await t.count('forums', 'city_id = ?', [place.city_id])).toBe(1);
      expect(await t.count('participants', 'forum_id = ?', [f.id])).toBe(1);
    });

    it('moves the host with winner.host_changed: the new host posts, the old one may no longer', async () => {
      const { f, member: bruno } = await t.forumWithMember();
      await t.publish('winner.host_changed', {
        indication_id: f.id,
        week: f.week,
        previous_host_id: f.host.user_id,
        new_host_id: bruno.user_id,
        at: new Date().toISOString(),
      });
      await waitFor(async () => (await h.forums.get({ user_id: bruno.user_id, forum_id: f.id })).is_host);
      const page = await h.forums.get({ user_id: f.host.user_id, forum_id: f.id });
      expect(page.winner.host_id).toBe(bruno.user_id);
      expect(page.winner.host_name).toBe(`${bruno.name} ${bruno.surname}`);
      expect(page.confirmed_users.map((u) => [u.user_id, u.is_host])).toEqual([[bruno.user_id, true]]);
      expect((await failure(t.post(f.host.user_id, f.id, 'Ainda sou eu?'))).reason).toBe('HOST_ONLY_POSTS');
      expect((await t.post(bruno.user_id, f.id, 'Agora sou eu.')).post.content).toBe('Agora sou eu.');
    });

    it('takes a presence away with attendance.withdrawn: list, count and comments follow', async () => {
      const { f, member: bruno } = await t.forumWithMember();
      const { post } = await t.post(f.host.user_id, f.id, 'Quem vem?');
      await t.publish('attendance.withdrawn', {
        indication_id: f.id,
        week: f.week,
        user_id: bruno.user_id,
        moved_to: randomUUID(),
        at: new Date().toISOString(),
      });
      await waitFor(async () => (await t.count('participants', 'forum_id = ?', [f.id])) === 0);
      const page = await h.forums.get({ user_id: bruno.user_id, forum_id: f.id });
      expect(page.stats.active_participants).toBe(0);
      expect(page.confirmed_users).toEqual([]);
      expect(page.user_confirmed).toBe(false);
      expect((await failure(t.comment(bruno.user_id, post.id, 'Ainda vou?'))).reason).toBe(
        'CONFIRM_TO_COMMENT',
      );
      const announced = (await t.outbox('forum.stats_changed')).filter((e) => e.indication_id === f.id);
      expect(announced.at(-1)).toMatchObject({ confirmed_participants: 0 });
    });
  });

  describe('reading', () => {
    it('answers the SPEC §3 forum response: winner, posts newest first with comments, stats, who confirmed', async () => {
      const place = newCity();
      const host = await t.person(place, { photo: 'storage/users/x/host.webp' });
      const f = await t.forum({ host, place });
      const ana = await t.person(place);
      const bruno = await t.person(place);
      await t.attend(f, bruno, new Date(Date.now() - 60_000));
      await t.attend(f, ana);
      const first = (await t.post(host.user_id, f.id, 'Primeiro aviso')).post;
      await new Promise((r) => setTimeout(r, 5));
      const second = (await t.post(host.user_id, f.id, 'Segundo aviso')).post;
      await t.comment(ana.user_id, first.id, 'Estarei lá!');

      const page = forumResponseSchema
        .strict()
        .parse(await h.forums.get({ user_id: ana.user_id, forum_id: f.id }));
      expect(page.winner).toMatchObject({
        indication_id: f.id,
        host_id: host.user_id,
        host_name: `${host.name} ${host.surname}`,
        host_photo: 'storage/users/x/host.webp',
        address: 'Rua Augusta, 100',
        event_day: 'Sábado',
        event_time: 'Noite - Horário a combinar',
        photo_url: expect.stringMatching(/^storage\/indications\//),
      });
      expect(page.posts.map((p) => p.id)).toEqual([second.id, first.id]);
      expect(page.posts[1]).toMatchObject({
        comments_count: 1,
        comments: [{ content: 'Estarei lá!', user_id: ana.user_id }],
      });
      expect(page.stats).toEqual({ total_posts: 2, total_comments: 1, active_participants: 2 });
      expect(page.user_confirmed).toBe(true);
      expect(page.userConfirmation).toBe(true);
      expect(page.is_host).toBe(false);
      // Issue 28: a host who did not confirm is the winner's host, not a confirmed participant.
      expect(page.confirmed_users.map((u) => [u.user_id, u.is_host])).toEqual([
        [bruno.user_id, false],
        [ana.user_id, false],
      ]);
      await t.attend(f, host);
      const confirmed = await h.forums.get({ user_id: ana.user_id, forum_id: f.id });
      expect(confirmed.stats.active_participants).toBe(3);
      expect(confirmed.confirmed_users.map((u) => [u.user_id, u.is_host])).toEqual([
        [host.user_id, true],
        [bruno.user_id, false],
        [ana.user_id, false],
      ]);
      expect(confirmed.confirmed_users[0]!.confirmed_at).not.toBeNull();

      const stranger = await t.person(place);
      const theirs = await h.forums.get({ user_id: stranger.user_id, forum_id: f.id });
      expect(theirs.user_confirmed).toBe(false);
      expect(
        forumCommentListSchema.parse(
          await h.posts.listComments({ user_id: stranger.user_id, post_id: first.id }),
        ),
      ).toEqual({ comments: [expect.objectContaining({ content: 'Estarei lá!', post_id: first.id })] });
    });

    it('is not found for an unknown or malformed id, and forbidden to a person of another city', async () => {
      const f = await t.forum();
      const carioca = await t.person(RIO);
      expect(await failure(h.forums.get({ user_id: carioca.user_id, forum_id: randomUUID() }))).toEqual({
        reason: 'FORUM_NOT_FOUND',
        message: 'Fórum não encontrado.',
      });
      expect((await failure(h.forums.get({ user_id: carioca.user_id, forum_id: 'x' }))).reason).toBe(
        'FORUM_NOT_FOUND',
      );
      expect(await failure(h.forums.get({ user_id: carioca.user_id, forum_id: f.id }))).toEqual({
        reason: 'FORUM_OTHER_CITY',
        message: 'Você só pode acessar o fórum da sua cidade.',
      });
      expect((await failure(h.forums.access({ user_id: carioca.user_id, forum_id: f.id }))).reason).toBe(
        'FORUM_OTHER_CITY',
      );
      expect(await h.forums.access({ user_id: f.host.user_id, forum_id: f.id })).toEqual({
        forum_id: f.id,
        open_until: '2026-11-30T03:00:00.000Z',
      });
    });

    it('opens Friday 00:00 to Sunday 23:59:59: nothing is readable or writable Monday to Thursday', async () => {
      const { f, member: ana } = await t.forumWithMember();
      const open = await t.post(f.host.user_id, f.id, 'Aberto!');
      const closed = {
        reason: 'FORUM_CLOSED',
        message: 'O fórum está disponível apenas de sexta a domingo.',
      };
      try {
        for (const [day, week] of [
          [4, FORUM_WEEK],
          [1, '2026-W49'],
          [2, '2026-W49'],
          [3, '2026-W49'],
          [4, '2026-W49'],
        ] as const) {
          t.setDay(day, week);
          expect(await failure(h.forums.get({ user_id: ana.user_id, forum_id: f.id }))).toEqual(closed);
          expect(await failure(t.post(f.host.user_id, f.id, 'Fechado?'))).toEqual(closed);
          expect(await failure(t.comment(ana.user_id, open.post.id, 'Fechado?'))).toEqual(closed);
          expect(
            await failure(h.posts.listComments({ user_id: ana.user_id, post_id: open.post.id })),
          ).toEqual(closed);
        }
        t.setDay(7, FORUM_WEEK, 23);
        expect(
          (await t.comment(ana.user_id, open.post.id, 'Domingo à noite ainda vale')).comment.content,
        ).toBe('Domingo à noite ainda vale');
      } finally {
        t.setDay(5);
      }
    });
  });

  describe('writing', () => {
    it('lets only the host post (403 in pt-BR for anyone else, confirmed or not)', async () => {
      const { f, member: ana } = await t.forumWithMember();
      expect(await failure(t.post(ana.user_id, f.id, 'Posso postar?'))).toEqual({
        reason: 'HOST_ONLY_POSTS',
        message: 'Apenas o anfitrião pode criar postagens.',
      });
      const created = await t.post(f.host.user_id, f.id, '  Vamos nos encontrar às 20h.  ');
      expect(created).toMatchObject({
        message: 'Post criado com sucesso!',
        post: {
          content: 'Vamos nos encontrar às 20h.',
          comments_count: 0,
          comments: [],
          user_id: f.host.user_id,
        },
      });
      expect(await t.count('posts', 'forum_id = ?', [f.id])).toBe(1);
    });

    it('writes forum.post_created with the post, in its transaction, for notification-svc', async () => {
      const { f } = await t.forumWithMember();
      const { post } = await t.post(f.host.user_id, f.id, 'Mesa reservada no fundo.');
      const written = await t.sql<{ payload: Record<string, unknown> }>(
        `select payload from ${t.table('outbox')} where name = 'forum.post_created' and payload->>'post_id' = ?`,
        [post.id],
      );
      expect(written.map((row) => row.payload)).toEqual([
        {
          post_id: post.id,
          indication_id: f.id,
          author_id: f.host.user_id,
          week: f.week,
          at: post.created_at,
        },
      ]);
    });

    it('lets confirmed non-hosts comment, never the host, never someone unconfirmed', async () => {
      const place = newCity();
      const f = await t.forum({ place });
      const ana = await t.person(place);
      const bruno = await t.person(place);
      await t.attend(f, ana);
      await t.attend(f, f.host);
      const { post: p } = await t.post(f.host.user_id, f.id, 'Quem vem?');
      expect(await failure(t.comment(f.host.user_id, p.id, 'Eu!'))).toEqual({
        reason: 'HOST_CANNOT_COMMENT',
        message: 'O anfitrião não pode comentar.',
      });
      expect(await failure(t.comment(bruno.user_id, p.id, 'Eu!'))).toEqual({
        reason: 'CONFIRM_TO_COMMENT',
        message: 'Confirme sua presença para comentar.',
      });
      expect((await failure(t.comment(ana.user_id, randomUUID(), 'Eu!'))).reason).toBe('POST_NOT_FOUND');
      const made = await t.comment(ana.user_id, p.id, 'Eu vou!');
      expect(made).toMatchObject({
        message: 'Comentário adicionado com sucesso!',
        comment: {
          post_id: p.id,
          user_id: ana.user_id,
          user_name: `${ana.name} ${ana.surname}`,
          content: 'Eu vou!',
        },
      });
      expect(await t.count('comments', 'post_id = ?', [p.id])).toBe(1);
    });

    it('refuses blank and over-500 content in pt-BR and a filled honeypot, storing nothing', async () => {
      const place = newCity();
      const f = await t.forum({ place });
      for (const [content, message] of [
        ['   ', 'O conteúdo é obrigatório'],
        [undefined, 'O conteúdo é obrigatório'],
        ['x'.repeat(501), 'O conteúdo deve ter no máximo 500 caracteres'],
      ] as const)
        expect(await failure(t.post(f.host.user_id, f.id, content))).toEqual({
          reason: 'VALIDATION_FAILED',
          message,
          errors: { content: [message] },
        });
      expect(
        (
          await failure(
            h.posts.createPost({
              user_id: f.host.user_id,
              forum_id: f.id,
              // A filled honeypot, as a bot sends it: refused by the handler's parse.
              body: { content: 'oi', honeypot: 'bot' } as never,
            }),
          )
        ).errors,
      ).toEqual({ honeypot: ['Formulário inválido'] });
      expect((await t.post(f.host.user_id, f.id, 'x'.repeat(500))).post.content).toHaveLength(500);
      expect(await t.count('posts', 'forum_id = ?', [f.id])).toBe(1);
    });

    it('masks censored words once the list arrives, and not when auto-censor is off', async () => {
      const { f, member: ana } = await t.forumWithMember();
      expect((await t.post(f.host.user_id, f.id, 'Que bobo!')).post.content).toBe('Que bobo!');
      await t.censor(['bobo', 'chat*']);
      try {
        const { post: p } = await t.post(f.host.user_id, f.id, 'Que BÔBO! Nada de bobagem, nem chatice.');
        expect(p.content).toBe('Que ****! Nada de bobagem, nem *******.');
        expect((await t.comment(ana.user_id, p.id, 'Bobo é você')).comment.content).toBe('**** é você');
        await autoCensor(false);
        await waitFor(async () => (await t.post(f.host.user_id, f.id, 'bobo')).post.content === 'bobo');
      } finally {
        await autoCensor(true);
        await t.censor([]);
      }
    });
  });
});
