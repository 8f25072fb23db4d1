import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  type Report,
  type ReportType,
  type ReportedIndication,
  type ReportedPost,
  adminReportsQuerySchema,
  moderationUserDataSchema,
  reportPageSchema,
} from '@encontro/contracts';
import { expectRefusal, waitFor } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { ReportsHandlers } from '../../src/reports/reports.handlers.js';
import { UserDataHandlers } from '../../src/user-data/user-data.handlers.js';
import type { AdminPerson } from '../support/admin-test-app.js';
import { adminSuite } from '../support/suite.js';

type Seeded = {
  id: string;
  i: number;
  type: ReportType;
  reporter: AdminPerson;
  resolved: boolean;
  text: string;
  city: string;
};

const MINUTE = 60_000;

describe('admin-svc reports: the admin list over 100 reports, resolution, urgency, deleted reporters', () => {
  const t = adminSuite('admin_reports');
  let handlers: ReportsHandlers;
  const adminId = randomUUID();
  const seeded: Seeded[] = [];
  let reporters: AdminPerson[];
  const base = new Date('2026-11-16T12:00:00Z');

  const indication = (i: number, name: string, city: string): ReportedIndication => ({
    id: randomUUID(),
    name,
    address: `Rua ${i}, 100`,
    reference: null,
    phone: null,
    website: null,
    event_day: 'Sábado',
    event_time: 'Noite - Horário a combinar',
    attractives: ['Música'],
    city,
    state: city === 'Rio de Janeiro' ? 'Rio de Janeiro' : 'São Paulo',
    host: 'Paula Host',
    photos: ['storage/indications/a/1.webp'],
    author: { id: randomUUID(), name: 'Paula Host', email: 'paula@example.com' },
  });
  const post = (content: string, city: string): ReportedPost => ({
    id: randomUUID(),
    content,
    created_at: base.toISOString(),
    forum_id: randomUUID(),
    forum_name: 'Bar do Fórum',
    city,
    state: city === 'Rio de Janeiro' ? 'Rio de Janeiro' : 'São Paulo',
    author: { id: randomUUID(), name: 'Rui Autor', email: 'rui@example.com' },
  });
  /** A report of a post by `reporter`, filed now or at `createdAt`. */
  const reportPost = (snapshot: ReportedPost, reporter: AdminPerson, createdAt?: Date) =>
    t.seedReport({ type: 'post', reporterId: reporter.user_id, targetId: snapshot.id, snapshot, createdAt });
  const list = (query: Record<string, unknown> = {}) =>
    handlers.adminListReports({ query: adminReportsQuerySchema.parse(query) });
  /** Newest first, as the admin list orders them. */
  const expected = (keep: (s: Seeded) => boolean) =>
    seeded
      .filter(keep)
      .sort((a, b) => b.i - a.i)
      .map((s) => s.id);

  beforeAll(async () => {
    handlers = t.get(ReportsHandlers);
    reporters = [
      await t.person({ name: 'Ana', surname: 'Souza' }),
      await t.person({ name: 'Bruno', surname: 'Lima' }),
      await t.person({ name: 'Carla', surname: 'Dias' }),
      await t.person({ name: 'Diego', surname: 'Araújo', email: 'diego.araujo@example.com' }),
      await t.person({ name: 'Érica', surname: 'Melo' }),
    ];
    t.clock.set(new Date(base.getTime() + 100 * MINUTE));
    const types: ReportType[] = ['indication', 'post', 'comment'];
    for (let i = 0; i < 100; i += 1) {
      const type = types[i % 3]!;
      const reporter = reporters[i % 5]!;
      const city = i % 7 === 0 ? 'Rio de Janeiro' : 'São Paulo';
      const text =
        i === 42
          ? 'Café Açaí Paulista'
          : i === 43
            ? 'Que BÔBO!'
            : type === 'indication'
              ? `Bar ${i}`
              : `Conteúdo ${i}`;
      const snapshot =
        type === 'indication'
          ? indication(i, text, city)
          : type === 'post'
            ? post(text, city)
            : { ...post(text, city), post_id: randomUUID() };
      const report = await t.seedReport({
        type,
        reporterId: reporter.user_id,
        targetId: snapshot.id,
        message: i === 55 ? 'Propaganda enganosa' : null,
        snapshot,
        createdAt: new Date(base.getTime() + i * MINUTE),
      });
      seeded.push({ id: report.id, i, type, reporter, resolved: i % 4 === 0, text, city });
    }
    const resolved = seeded.filter((s) => s.resolved).map((s) => s.id);
    await t.sql(
      `update ${t.table('reports')} set status = 'resolved', resolution = 'resolved', resolved_at = now()
       where id = any(?::uuid[])`,
      [`{${resolved.join(',')}}`],
    );
  });

  it('pages all 100 newest first, 10 per page by default, with SPEC §7 meta', async () => {
    const first = reportPageSchema.parse(await list());
    expect(first.meta).toEqual({
      total: 100,
      page: 1,
      per_page: 10,
      last_page: 10,
      total_exact: true,
      from: 1,
      to: 10,
    });
    expect(first.data.map((r) => r.denuncia_id)).toEqual(expected(() => true).slice(0, 10));
    const third = await list({ page: '3' });
    expect(third.meta).toMatchObject({ total: 100, page: 3, from: 21, to: 30 });
    expect(third.data.map((r) => r.denuncia_id)).toEqual(expected(() => true).slice(20, 30));
    const beyond = await list({ page: '11' });
    expect(beyond).toEqual({
      data: [],
      meta: { total: 100, page: 11, per_page: 10, last_page: 10, total_exact: true, from: null, to: null },
    });
    const big = await list({ per_page: '40', page: '3' });
    expect(big.meta).toEqual({
      total: 100,
      page: 3,
      per_page: 40,
      last_page: 3,
      total_exact: true,
      from: 81,
      to: 100,
    });
    expect(big.data).toHaveLength(20);
  });

  it.each([
    [{ type: 'post' }, (s: Seeded) => s.type === 'post'],
    [{ type: 'indication', status: 'pending' }, (s: Seeded) => s.type === 'indication' && !s.resolved],
    [{ status: 'resolved' }, (s: Seeded) => s.resolved],
    [{ type: 'comment', status: 'resolved' }, (s: Seeded) => s.type === 'comment' && s.resolved],
    [{ type: 'all', status: '' }, () => true],
  ])('filters %j with the exact total and items', async (query, keep) => {
    const want = expected(keep);
    const page = await list({ ...query, per_page: '100' });
    expect(page.meta.total).toBe(want.length);
    expect(page.data.map((r) => r.denuncia_id)).toEqual(want);
    const second = await list({ ...query, page: '2', per_page: '10' });
    expect(second.meta).toMatchObject({
      total: want.length,
      last_page: Math.max(1, Math.ceil(want.length / 10)),
    });
    expect(second.data.map((r) => r.denuncia_id)).toEqual(want.slice(10, 20));
  });

  it.each([
    ['the content, blind to accents and case', 'acai paulista', (s: Seeded) => s.i === 42],
    ['a post text with accents typed plainly', 'que bobo', (s: Seeded) => s.i === 43],
    ["the reporter's name without accents", 'diego araujo', (s: Seeded) => s.reporter.surname === 'Araújo'],
    ["the reporter's e-mail", 'DIEGO.ARAUJO@example', (s: Seeded) => s.reporter.surname === 'Araújo'],
    ["the reporter's first name with accent", 'érica', (s: Seeded) => s.reporter.name === 'Érica'],
    ['the place (city)', 'rio de janeiro', (s: Seeded) => s.city === 'Rio de Janeiro'],
    ['the reason', 'propaganda', (s: Seeded) => s.i === 55],
    ['nothing', 'zzz-não-existe', () => false],
  ])('searches %s', async (_what, search, keep) => {
    const want = expected(keep);
    const page = await list({ search, per_page: '100' });
    expect(page.meta.total).toBe(want.length);
    expect(page.data.map((r) => r.denuncia_id)).toEqual(want);
  });

  it('combines search, type, status and pagination', async () => {
    const keep = (s: Seeded) => s.reporter.surname === 'Araújo' && s.type === 'post' && !s.resolved;
    const want = expected(keep);
    const page = await list({ search: 'araujo', type: 'post', status: 'pending', per_page: '3', page: '2' });
    expect(page.meta).toMatchObject({ total: want.length, per_page: 3, page: 2 });
    expect(page.data.map((r) => r.denuncia_id)).toEqual(want.slice(3, 6));
  });

  it('refuses an unknown filter value with a pt-BR message', async () => {
    expect(() => adminReportsQuerySchema.parse({ type: 'user' })).toThrow('Tipo inválido');
    // An unknown status, sent as is: the handler's @Rpc wrapper refuses it.
    await expectRefusal(
      handlers.adminListReports({ query: { status: 'open' } as never }),
      'VALIDATION_FAILED',
      'Status inválido',
    );
  });

  it('shows a report with the SPEC §3 fields, its reporter and the nested item', async () => {
    const s = seeded.find((x) => x.i === 42)!;
    const [report] = (await list({ search: 'açaí' })).data as [Report];
    expect(report).toMatchObject({
      denuncia_id: s.id,
      type: 'indication',
      content_type: 'Indicação',
      status: 'pending',
      resolved: false,
      status_label: 'Pendente',
      resolution: null,
      resolution_status: 'Aguardando análise',
      message: null,
      denunciante: {
        id: s.reporter.user_id,
        name: s.reporter.name,
        surname: s.reporter.surname,
        email: s.reporter.email,
      },
      indication: { name: 'Café Açaí Paulista', host: 'Paula Host', author: { name: 'Paula Host' } },
      post: null,
      comment: null,
      city: 'Rio de Janeiro',
      state: 'Rio de Janeiro',
    });
    expect(s.reporter.name).toBe('Carla');
    const resolved = (await list({ status: 'resolved', type: 'post' })).data[0]!;
    expect(resolved).toMatchObject({
      resolved: true,
      status_label: 'Resolvida',
      resolution_status: 'Resolvida sem remoção',
    });
  });

  it('resolves a pending report once, with one audit entry; a second time is 409', async () => {
    const s = seeded.find((x) => x.i === 99)!;
    const before = (await t.auditEntries()).length;
    const answer = await handlers.adminResolveReport({ actor_id: adminId, report_id: s.id });
    expect(answer).toMatchObject({
      message: 'Denúncia resolvida com sucesso!',
      resolved_reports: 1,
      report: { denuncia_id: s.id, status: 'resolved', resolution: 'resolved', resolved_by: adminId },
    });
    await expectRefusal(
      handlers.adminResolveReport({ actor_id: adminId, report_id: s.id }),
      'REPORT_ALREADY_RESOLVED',
      'Esta denúncia já foi resolvida.',
    );
    await expectRefusal(
      handlers.adminResolveReport({ actor_id: adminId, report_id: 'nope' }),
      'REPORT_NOT_FOUND',
      'Denúncia não encontrada.',
    );
    await expect(
      handlers.adminResolveReport({ actor_id: adminId, report_id: randomUUID() }),
    ).rejects.toMatchObject({
      reason: 'REPORT_NOT_FOUND',
    });
    const entries = await t.auditEntries();
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      action: 'report.resolve',
      actor_id: adminId,
      target_type: 'report',
      target_id: s.id,
      source: 'admin-svc',
    });
    s.resolved = true;
  });

  it('marks urgent the reports of an item with 3 pending reports and those waiting over 24 hours', async () => {
    const target = post('Spam repetido', 'São Paulo');
    for (const reporter of reporters.slice(0, 3)) await reportPost(target, reporter);
    const page = await list({ search: 'spam repetido' });
    expect(page.data.map((r) => [r.urgent, r.open_reports])).toEqual([
      [true, 3],
      [true, 3],
      [true, 3],
    ]);
    const old = post('Antigo demais', 'São Paulo');
    await reportPost(old, reporters[4]!, new Date(t.clock.now().getTime() - 25 * 60 * MINUTE));
    const fresh = post('Recente', 'São Paulo');
    await reportPost(fresh, reporters[4]!);
    expect((await list({ search: 'antigo demais' })).data[0]).toMatchObject({
      urgent: true,
      open_reports: 1,
    });
    expect((await list({ search: 'recente' })).data[0]).toMatchObject({ urgent: false, open_reports: 1 });
  });

  it('keeps one pending report per person and item in the database, and allows a new one once resolved', async () => {
    const target = post('Duplicado', 'São Paulo');
    const who = reporters[1]!;
    const first = await reportPost(target, who);
    await expect(reportPost(target, who)).rejects.toThrow(/reports_open_unique/);
    await handlers.adminResolveReport({ actor_id: adminId, report_id: first.id });
    const again = await reportPost(target, who);
    expect((await list({ search: 'duplicado' })).data.map((r) => [r.denuncia_id, r.status])).toEqual([
      [again.id, 'pending'],
      [first.id, 'resolved'],
    ]);
  });

  it("exports what a person filed, and after user.deleted shows 'Usuário removido' instead", async () => {
    const erica = reporters[4]!;
    const exported = moderationUserDataSchema.parse(
      await t.get(UserDataHandlers).export({ user_id: erica.user_id }),
    );
    const filed = seeded.filter((s) => s.reporter === erica).length + 2;
    expect(exported.data.reports_filed).toHaveLength(filed);
    expect(exported.service).toBe('admin-svc');

    const authored = post('Texto da Érica', 'São Paulo');
    authored.author = { id: erica.user_id, name: 'Érica Melo', email: erica.email };
    await reportPost(authored, reporters[0]!);

    await t.applied(
      await t.publish('user.deleted', {
        user_id: erica.user_id,
        by: 'self',
        at: t.clock.now().toISOString(),
      }),
    );
    const after = await list({ search: 'erica', per_page: '100' });
    // Her name no longer finds her reports: they now read 'Usuário removido'.
    expect(after.data.map((r) => r.denunciante.name)).not.toContain('Érica');
    const hers = await list({ search: 'antigo demais' });
    expect(hers.data[0]!.denunciante).toEqual({ id: null, name: 'Usuário removido', surname: '', email: '' });
    const written = await list({ search: 'texto da erica' });
    expect(written.data[0]!.post!.author).toEqual({ id: null, name: 'Usuário removido', email: '' });
    expect((await t.get(UserDataHandlers).export({ user_id: erica.user_id })).data.reports_filed).toEqual([]);
    await waitFor(async () => {
      const [row] = await t.sql<{ deleted: boolean; email: string }>(
        `select deleted, email from ${t.table('people')} where id = ?`,
        [erica.user_id],
      );
      return row?.deleted && row.email === '';
    });
  });
});
