import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  type ReportedPost,
  SYSTEM_ACTOR_ID,
  adminReportsQuerySchema,
  moderationRpc,
} from '@encontro/contracts';
import { COUNT_AT_MOST, type SearchedText, foldedSearch } from '@encontro/server-database';
import { randomUUID } from 'node:crypto';
import { AuditHandlers } from '../../src/audit/audit.handlers.js';
import { actorsNamed } from '../../src/audit/audit.repository.js';
import { adminSearchTexts } from '../../src/common/admin-search.util.js';
import { ReportsHandlers } from '../../src/reports/reports.handlers.js';
import { asSent } from '../support/rpc-request.js';
import { adminSuite } from '../support/suite.js';

/** SQL: the id (a v4 UUID) of generated person number `n`. */
const personOf = (n: string) =>
  `overlay(overlay(md5('p' || ${n}) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`;

/** Issue 32: the report and audit lists at scale count up to COUNT_AT_MOST (1,000) and every search branch reads an index. */
describe('admin-svc admin searches at scale', () => {
  const t = adminSuite('admin_scale');
  let reports: ReportsHandlers;
  let audit: AuditHandlers;
  const reportId = randomUUID();
  const snapshot: ReportedPost = {
    id: randomUUID(),
    content: 'Mensagem',
    created_at: null,
    forum_id: null,
    forum_name: null,
    city: 'Campinas',
    state: 'São Paulo',
    author: { id: randomUUID(), name: 'Rui Autor', email: 'rui@example.com' },
  };
  const systemEntryId = randomUUID();

  const listReports = (query: Record<string, string>) =>
    reports.adminListReports({ query: adminReportsQuerySchema.parse({ per_page: '20', ...query }) });
  const listAudit = (query: Record<string, string>) =>
    audit.listAudit(asSent(moderationRpc.listAudit, { query: { per_page: '20', ...query } }));
  /** The plan of a list's page, as its repository asks it: `search` over the table's own texts and its people's. */
  const plan = async (
    table: 'reports' | 'audit_log',
    search: { term: string; own: SearchedText[]; column: string; people: SearchedText[] } | null,
    orderBy: string,
  ) => {
    const found = search
      ? foldedSearch(
          {
            own: search.own,
            related: [{ column: search.column, table: t.table('people'), key: 'id', texts: search.people }],
          },
          search.term,
        )
      : { sql: 'true', params: [] };
    const rows = await t.sql<{ 'QUERY PLAN': string }>(
      `explain select x.id from ${t.table(table)} x where ${found.sql} order by ${orderBy} limit 20`,
      found.params,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };
  const reportPlan = (term?: string) =>
    plan(
      'reports',
      term === undefined
        ? null
        : {
            term,
            own: [...adminSearchTexts.reports],
            column: 'x.reporter_id',
            people: [...adminSearchTexts.people],
          },
      'x.created_at desc, x.id desc',
    );

  beforeAll(async () => {
    reports = t.get(ReportsHandlers);
    audit = t.get(AuditHandlers);
    // 20,000 people, each with a report ('mensagem g') and an audit entry, older than the ones searched for.
    await t.sql(
      `insert into ${t.table('people')} (id, name, surname, email, city, state, created_at, updated_at)
       select ${personOf('g')}, 'Pessoa', 'Numero ' || g, 'pessoa' || g || '@example.com',
              'Campinas', 'São Paulo', now() - interval '1 year', now()
       from generate_series(1, 20000) g`,
    );
    await t.sql(
      `insert into ${t.table('reports')} (id, type, target_id, reporter_id, snapshot, search_text, created_at)
       select gen_random_uuid(), 'post', g::text, ${personOf('g')}, ?::jsonb, 'mensagem ' || g,
              now() - interval '1 day' - g * interval '1 second'
       from generate_series(1, 20000) g`,
      [JSON.stringify(snapshot)],
    );
    await t.sql(
      `insert into ${t.table('audit_log')} (id, actor_id, action, target_type, target_id, at, source, recorded_at)
       select gen_random_uuid(), ${personOf('g')}, 'user.blocked', 'user', g::text,
              now() - interval '1 day' - g * interval '1 second', 'identity-svc', now()
       from generate_series(1, 20000) g`,
    );
    const xisto = await t.person({ name: 'Xisto', surname: 'Quaresma' });
    await t.sql(
      `insert into ${t.table('reports')} (id, type, target_id, reporter_id, snapshot, search_text, created_at)
       values (?, 'post', 'x', ?, ?::jsonb, 'um acai rarissimo', now())`,
      [reportId, xisto.user_id, JSON.stringify(snapshot)],
    );
    await t.sql(
      `insert into ${t.table('audit_log')} (id, actor_id, action, target_type, target_id, at, source, recorded_at)
       values (?, ?, 'integrity.hold', 'indication', 'x', now(), 'indication-svc', now())`,
      [systemEntryId, SYSTEM_ACTOR_ID],
    );
    // As autovacuum would: GIN's pending list merged into the index, and the planner's statistics.
    for (const table of ['people', 'reports', 'audit_log']) await t.sql(`vacuum analyze ${t.table(table)}`);
  }, 120_000);

  it('counts no further than COUNT_AT_MOST (1,000) reports or entries: total_exact false, pages still newest first', async () => {
    const page = await listReports({ search: 'mensagem' });
    expect(page.meta).toEqual({
      total: COUNT_AT_MOST,
      total_exact: false,
      page: 1,
      per_page: 20,
      last_page: COUNT_AT_MOST / 20,
      from: 1,
      to: 20,
    });
    expect((await listReports({})).meta).toMatchObject({ total: COUNT_AT_MOST, total_exact: false });
    const entries = await listAudit({ actor_name: 'pessoa' });
    expect(entries.meta).toMatchObject({
      total: COUNT_AT_MOST,
      total_exact: false,
      last_page: COUNT_AT_MOST / 20,
    });
    expect(entries.data.map((e) => e.target_id)).toEqual(Array.from({ length: 20 }, (_, i) => `${i + 1}`));
  });

  it('finds one report among them by its folded text or its reporter, exactly counted', async () => {
    for (const search of ['RARÍSSIMO', 'xisto quaresma'])
      expect(await listReports({ search })).toMatchObject({
        data: [{ denuncia_id: reportId }],
        meta: { total: 1, total_exact: true },
      });
    expect((await listReports({ search: 'PESSOA17@example.com' })).meta).toMatchObject({
      total: 1,
      total_exact: true,
    });
  });

  it('finds the entries of one admin by name, and the system by its name', async () => {
    expect((await listAudit({ actor_name: 'pessoa numero 20000' })).data.map((e) => e.target_id)).toEqual([
      '20000',
    ]);
    expect(await listAudit({ actor_name: 'SISTEMA' })).toMatchObject({
      data: [{ audit_id: systemEntryId }],
      meta: { total: 1, total_exact: true },
    });
    expect((await listAudit({ actor_name: 'si' })).data.map((e) => e.audit_id)).toEqual([systemEntryId]);
  });

  it('looks each report’s reporter up by key, and never scans the people', async () => {
    const searched = await reportPlan('rarissimo');
    expect(searched).toMatch(/Index Scan using \w+ on \S*people rel/);
    expect(searched).not.toMatch(/Seq Scan on people/);
    expect(await reportPlan()).toMatch(/Index (Only )?Scan using reports_created_idx/);
  });

  it('finds an audit entry’s admin among the log’s distinct actors, off its actor index, for a name and for one or two letters', async () => {
    for (const term of ['conceicao', 'co']) {
      const found = actorsNamed(t.table('audit_log'), t.table('people'), term);
      const rows = await t.sql<{ 'QUERY PLAN': string }>(
        `explain select a.id from ${t.table('audit_log')} a where ${found.sql} order by a.at desc, a.id desc limit 20`,
        found.params,
      );
      const searched = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(searched).toContain('audit_log_actor_idx');
      expect(searched).not.toMatch(/Seq Scan on \S*people/);
    }
  });
});
