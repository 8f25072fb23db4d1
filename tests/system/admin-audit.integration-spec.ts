import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AuditEntry } from '@encontro/contracts';
import { type TestDatabase, waitFor } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { type ForumPerson, FORUM_WEEK, at, forumFixtures } from '@encontro/forum-svc/test-support';
import { openGeneralTicket } from './support/general-ticket.js';
import { type Stack, signInKnownEverywhere, startStack } from './support/stack.js';
import { type ApiRequest, type SeededUser, apiClient } from './support/system-harness.js';
import { submitNomination } from './support/winners.js';

/** Monday of the forum's week: nominations are open. */
const MONDAY = at(FORUM_WEEK, 1, 10);
/** Friday noon of that week: the forum is open. */
const FRIDAY = at(FORUM_WEEK, 5, 12);

/**
 * SPEC §6/§7 Admin with the real services: every admin action taken through the gateway leaves
 * exactly ONE entry in admin-svc's audit log — the ones admin-svc performs itself and the ones
 * the owning services announce with admin.action_performed — including "Excluir Conteúdo", where
 * admin-svc and the owning service both record the same action. Reports are filed from the home
 * (indication) and the forum (post, comment) on the way.
 */
describe('admin actions through the gateway: one audit entry each', () => {
  let stack: Stack<'identity' | 'indication' | 'support' | 'forum' | 'admin'>;
  let forumKit: ReturnType<typeof forumFixtures>;
  let users: Record<string, SeededUser> = {};
  /** What the suite did as admin: each must appear once in the audit log. */
  const performed: { action: string; target_id: string }[] = [];

  const api = apiClient(() => stack.base);
  const asAdmin = (path: string, init: Pick<ApiRequest, 'method' | 'body'> = {}) =>
    api(path, { ...init, token: users.admin!.token });
  /** An admin call that must succeed, recorded as one expected audit entry. */
  const act = async (
    expected: { action: string; target_id: string },
    path: string,
    init: Pick<ApiRequest, 'method' | 'body'> = {},
  ) => {
    const answer = await asAdmin(path, init);
    if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    performed.push(expected);
    return answer.body;
  };
  const sqlOf =
    (db: TestDatabase) =>
    <T>(query: string, params: unknown[] = []) =>
      db.orm.em.fork().execute<T[]>(query, params);
  const nominate = (who: SeededUser, name: string, n: number) =>
    submitNomination(stack.client, who.user_id, name, n);

  beforeAll(async () => {
    stack = await startStack('sys_audit', {
      services: ['identity', 'indication', 'support', 'forum', 'admin'],
      seed: true,
      clock: MONDAY,
      clocks: { forum: FRIDAY, admin: FRIDAY },
      gateway: { requestTimeoutMs: 10_000 },
    });
    forumKit = forumFixtures(stack.forum, stack.providersOf('forum-svc'));
    users = await signInKnownEverywhere(api, stack, ['admin', 'ana', 'bruno', 'carla', 'diego', 'rafael']);
  }, 180_000);

  afterAll(() => stack?.stop());

  let indications: { ana: string; bruno: string; carla: string };
  let forumId: string;
  let post: string;
  let comment: string;
  let otherPost: string;
  let otherComment: string;
  const reports: Record<string, string> = {};

  it('files reports from the home and the forum: one pending per person and item', async () => {
    indications = {
      ana: await nominate(users.ana!, 'Bar da Ana', 1),
      bruno: await nominate(users.bruno!, 'Boteco Açaí do Bruno', 2),
      carla: await nominate(users.carla!, 'Café da Carla', 3),
    };
    const host: ForumPerson = {
      user_id: users.ana!.user_id,
      name: users.ana!.name,
      surname: users.ana!.surname,
      email: users.ana!.email,
      photo: null,
      state: 'São Paulo',
      city: 'São Paulo',
      city_id: '3550308',
    };
    const bruno = { ...host, user_id: users.bruno!.user_id, name: 'Bruno', email: users.bruno!.email };
    forumId = (await forumKit.forum({ host, place: host, name: 'Bar da Ana' })).id;
    await forumKit.attend({ id: forumId, week: FORUM_WEEK }, bruno);
    const posted = async (content: string) =>
      (await api(`/api/forum/${forumId}/posts`, { token: users.ana!.token, body: { content } })).body
        .post as {
        id: string;
      };
    const commented = async (postId: string, content: string) =>
      (await api(`/api/forum/posts/${postId}/comments`, { token: users.bruno!.token, body: { content } }))
        .body.comment as { id: string };
    post = (await posted('Vamos de pagode no sábado?')).id;
    comment = (await commented(post, 'Que ideia BOBA')).id;
    otherPost = (await posted('Levem guarda-chuva')).id;
    otherComment = (await commented(otherPost, 'Combinado')).id;

    // A nomination is reported from the Home, so only once approved: Carla cannot see a pending one.
    await act(
      { action: 'indication.approve', target_id: indications.bruno },
      `/api/admin/indications/${indications.bruno}/approve`,
      { method: 'PUT' },
    );
    const report = async (who: string, type: string, id: string, message?: string) =>
      api(`/api/report/${type}/${id}`, { token: users[who]!.token, body: message ? { message } : {} });
    for (const [key, who, type, id] of [
      ['post', 'carla', 'post', post],
      ['post2', 'diego', 'post', post],
      ['comment', 'carla', 'comment', comment],
      ['indication', 'carla', 'indication', indications.bruno],
    ] as const) {
      const answer = await report(who, type, id, 'Conteúdo ofensivo');
      expect(answer).toEqual({
        status: 201,
        body: { message: 'Denúncia enviada!', report_id: expect.any(String) },
      });
      reports[key] = String(answer.body.report_id);
    }
    expect(await report('carla', 'post', post)).toEqual({
      status: 409,
      body: {
        message: 'Você já denunciou este conteúdo.',
        errors: { general: ['Você já denunciou este conteúdo.'] },
      },
    });
    expect(await report('carla', 'post', randomUUID())).toEqual({
      status: 404,
      body: { message: 'Conteúdo não encontrado.' },
    });
    expect(await report('carla', 'user', post)).toMatchObject({ status: 404 });
    expect(await report('carla', 'comment', otherComment, 'x'.repeat(201))).toEqual({
      status: 422,
      body: {
        message: 'O motivo deve ter no máximo 200 caracteres',
        errors: { message: ['O motivo deve ter no máximo 200 caracteres'] },
      },
    });

    const listed = await asAdmin('/api/admin/reports?status=pending&search=acai');
    expect(listed).toMatchObject({
      status: 200,
      body: {
        meta: { total: 1, total_exact: true, page: 1, per_page: 10, last_page: 1, from: 1, to: 1 },
        data: [
          {
            denuncia_id: reports.indication,
            type: 'indication',
            content_type: 'Indicação',
            message: 'Conteúdo ofensivo',
            denunciante: { name: 'Carla', email: 'carla@example.com' },
            indication: { name: 'Boteco Açaí do Bruno', author: { id: users.bruno!.user_id } },
          },
        ],
      },
    });
    const posts = await asAdmin('/api/admin/reports?type=post');
    expect((posts.body.data as { post: { content: string } }[]).map((r) => r.post.content)).toEqual([
      'Vamos de pagode no sábado?',
      'Vamos de pagode no sábado?',
    ]);
  }, 60_000);

  it('approves and rejects indications (indication-svc records them)', async () => {
    await act(
      { action: 'indication.approve', target_id: indications.ana },
      `/api/admin/indications/${indications.ana}/approve`,
      { method: 'PUT' },
    );
    await act(
      { action: 'indication.reject', target_id: indications.carla },
      `/api/admin/indications/${indications.carla}`,
      {
        method: 'DELETE',
      },
    );
  });

  it('resolves a report, and deletes reported content: the post vanishes from open forum pages', async () => {
    await act(
      { action: 'report.resolve', target_id: reports.comment! },
      `/api/admin/reports/${reports.comment}/resolve`,
      {
        method: 'PUT',
      },
    );
    const connection = randomUUID();
    await api(`/api/forum/${forumId}/connect`, {
      token: users.ana!.token,
      body: { connection_id: connection, user_id: users.ana!.user_id },
    });
    const deleted = await act(
      { action: 'report.delete_content', target_id: post },
      `/api/admin/reports/${reports.post}/content`,
      { method: 'DELETE' },
    );
    expect(deleted).toMatchObject({
      message: 'Conteúdo denunciado excluído com sucesso!',
      resolved_reports: 2,
      report: {
        denuncia_id: reports.post,
        resolution: 'content_deleted',
        resolution_status: 'Conteúdo excluído',
      },
    });
    const poll = await api(`/api/forum/${forumId}/updates?connection_id=${connection}&last_update=0`, {
      token: users.ana!.token,
    });
    expect(poll.body.updates).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'post_deleted', data: { post_id: post } })]),
    );
    const page = await api(`/api/forum/${forumId}`, { token: users.ana!.token });
    expect((page.body.posts as { id: string }[]).map((p) => p.id)).toEqual([otherPost]);
    // Both reports of the post are closed.
    const resolved = await asAdmin('/api/admin/reports?type=post&status=resolved');
    expect(resolved.body.meta).toMatchObject({ total: 2 });

    await act(
      { action: 'report.delete_content', target_id: indications.bruno },
      `/api/admin/reports/${reports.indication}/content`,
      { method: 'DELETE' },
    );
    expect(await asAdmin(`/api/admin/indications/${indications.bruno}`)).toMatchObject({ status: 404 });
    expect(await asAdmin(`/api/admin/reports/${reports.indication}/content`, { method: 'DELETE' })).toEqual({
      status: 409,
      body: { message: 'Esta denúncia já foi resolvida.' },
    });
  }, 60_000);

  it('edits and deletes forum posts and comments (forum-svc records them)', async () => {
    await act({ action: 'post.update', target_id: otherPost }, `/api/admin/posts/${otherPost}`, {
      method: 'PUT',
      body: { content: 'Levem guarda-chuva e capa' },
    });
    await act({ action: 'comment.update', target_id: otherComment }, `/api/admin/comments/${otherComment}`, {
      method: 'PUT',
      body: { content: 'Combinado!' },
    });
    await act({ action: 'comment.delete', target_id: otherComment }, `/api/admin/comments/${otherComment}`, {
      method: 'DELETE',
    });
    await act({ action: 'post.delete', target_id: otherPost }, `/api/admin/posts/${otherPost}`, {
      method: 'DELETE',
    });
  });

  it('manages censored words and settings (admin-svc records them)', async () => {
    const added = await act({ action: 'censored_word.add', target_id: '' }, '/api/admin/censored-words', {
      body: { words: 'boba' },
    });
    const wordId = String((added.added as { word_id: number }[])[0]!.word_id);
    performed.at(-1)!.target_id = wordId;
    // forum-svc hears the list and masks the word in what is written next.
    const newPost = await waitFor(
      async () => {
        const answer = await api(`/api/forum/${forumId}/posts`, {
          token: users.ana!.token,
          body: { content: `Que BÔBA! ${randomUUID().slice(0, 4)}` },
        });
        const content = (answer.body.post as { content: string }).content;
        return content.startsWith('Que ****!') ? content : undefined;
      },
      10_000,
      200,
    );
    expect(newPost).toMatch(/^Que \*\*\*\*! /);
    await act({ action: 'censored_word.remove', target_id: wordId }, `/api/admin/censored-words/${wordId}`, {
      method: 'DELETE',
    });
    await act({ action: 'settings.update', target_id: 'platform' }, '/api/admin/settings', {
      method: 'PUT',
      body: {
        platform_name: 'Encontro',
        contact_email: 'contato@encontro.app',
        auto_censor: true,
        approval_required: false,
        integrity_auto_hold: true,
      },
    });
  });

  it('answers a ticket (support-svc records it)', async () => {
    const opened = await openGeneralTicket(api, users.diego!.token, {
      name: 'Diego',
      email: 'diego@example.com',
      subject: 'Dúvida',
      message: 'Como indico um local?',
    });
    expect(opened.status).toBe(201);
    const ticketId = (opened.body.ticket as { ticket_id: string }).ticket_id;
    await act({ action: 'ticket.respond', target_id: ticketId }, `/api/admin/support/${ticketId}/respond`, {
      body: { response: 'Pelo botão Indicar Local.' },
    });
  });

  it('blocks, unblocks and deletes users (identity-svc records them)', async () => {
    const rafael = users.rafael!.user_id;
    await act({ action: 'user.block', target_id: rafael }, `/api/admin/users/${rafael}/toggle-block`, {
      body: {},
    });
    await act({ action: 'user.unblock', target_id: rafael }, `/api/admin/users/${rafael}/toggle-block`, {
      body: {},
    });
    const diego = users.diego!.user_id;
    await act({ action: 'user.delete', target_id: diego }, `/api/admin/users/${diego}`, { method: 'DELETE' });
  });

  it('keeps exactly one audit entry per admin action, once every event has arrived', async () => {
    // Wait until every service's admin.action_performed is published and applied by admin-svc.
    const { identity, indication, support, forum, admin } = stack;
    const adminSql = sqlOf(admin.db);
    await waitFor(
      async () => {
        const ids: string[] = [];
        for (const db of [identity.db, indication.db, support.db, forum.db]) {
          const rows = await sqlOf(db)<{ id: string; published_at: Date | null }>(
            `select id, published_at from "${db.schema}".outbox where name = 'admin.action_performed'`,
          );
          if (rows.some((r) => !r.published_at)) return false;
          ids.push(...rows.map((r) => r.id));
        }
        const applied = await adminSql<{ n: string }>(
          `select count(*) as n from "${admin.db.schema}".inbox where event_id = any(?::uuid[])`,
          [`{${ids.join(',')}}`],
        );
        return Number(applied[0]!.n) === ids.length;
      },
      20_000,
      100,
    );
    const audit = await asAdmin('/api/admin/audit?per_page=100');
    expect(audit.status).toBe(200);
    const entries = audit.body.data as AuditEntry[];
    expect(entries.every((e) => e.actor_id === users.admin!.user_id)).toBe(true);
    const got = entries.map((e) => `${e.action} ${e.target_id}`).sort();
    const want = performed.map((e) => `${e.action} ${e.target_id}`).sort();
    expect(got).toEqual(want);
    expect(audit.body.meta).toMatchObject({ total: performed.length });
    const statistics = await asAdmin('/api/admin/statistics');
    expect(statistics).toMatchObject({
      status: 200,
      body: {
        reports: { value: 0, has_data: false, urgent: 0 },
        support_tickets: { has_data: false, open: 0 },
        pending_indications: { value: 0 },
      },
    });
    const deletion = entries.find((e) => e.action === 'report.delete_content' && e.target_id === post)!;
    expect(deletion).toMatchObject({
      source: 'admin-svc',
      target_type: 'post',
      actor_name: expect.any(String),
    });
  }, 60_000);
});
