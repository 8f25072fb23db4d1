import { beforeAll, describe, expect, it } from '@jest/globals';
import { type GeneralTicketRequest, adminTicketsQuerySchema } from '@encontro/contracts';
import { COUNT_AT_MOST, foldedSearch } from '@encontro/server-database';
import { AdminTicketsHandlers } from '../../src/tickets/admin-tickets.handlers.js';
import { ticketSearchTexts } from '../../src/tickets/admin-search.util.js';
import { TicketsHandlers } from '../../src/tickets/tickets.handlers.js';
import { supportSuite } from '../support/suite.js';
import type { Person } from '../support/support-test-app.js';

/** Issue 28 item 13: the admin's ticket search folds accents and case, as every admin search does. */
describe('support-svc admin ticket search, folded', () => {
  const t = supportSuite('support_fold');
  let tickets: TicketsHandlers;
  let admin: AdminTicketsHandlers;
  const ids = { niteroi: '', conceicao: '', pao: '' };

  const open = async (who: Person, subject: string, message = 'Preciso de ajuda com a minha conta.') =>
    (
      await tickets.createGeneralTicket({
        user_id: who.user_id,
        body: {
          ticket_type: 'general',
          name: `${who.name} ${who.surname}`,
          email: who.email,
          subject,
          message,
        } as GeneralTicketRequest,
      })
    ).ticket.ticket_id;
  const found = async (search: string) =>
    (await admin.adminListTickets({ query: adminTicketsQuerySchema.parse({ search, per_page: '50' }) })).data
      .map((x) => x.ticket_id)
      .sort();

  beforeAll(async () => {
    tickets = t.get(TicketsHandlers);
    admin = t.get(AdminTicketsHandlers);
    const bia = await t.person({ name: 'Bia', surname: 'Lima', city: 'Niterói', state: 'Rio de Janeiro' });
    const maria = await t.person({ name: 'Maria', surname: 'da Conceição' });
    ids.niteroi = await open(bia, 'Problema com a foto');
    ids.conceicao = await open(maria, 'Dúvida sobre votação');
    ids.pao = await open(maria, 'Encontro no PÃO DE AÇÚCAR', 'Onde fica o ponto de encontro?');
  });

  it('finds the ticket of a person from Niterói by "niteroi"', async () => {
    expect(await found('niteroi')).toEqual([ids.niteroi]);
    expect(await found('NITERÓI')).toEqual([ids.niteroi]);
  });

  it('folds the account name, the subject and the message alike', async () => {
    expect(await found('conceicao')).toEqual([ids.conceicao, ids.pao].sort());
    expect(await found('maria da conceicao')).toEqual([ids.conceicao, ids.pao].sort());
    expect(await found('duvida sobre votacao')).toEqual([ids.conceicao]);
    expect(await found('pao de acucar')).toEqual([ids.pao]);
  });

  it('reads LIKE wildcards as written', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('n_teroi')).toEqual([]);
  });
});

/** SQL: the id (a v4 UUID) of generated person number `n`. */
const personOf = (n: string) =>
  `overlay(overlay(md5('p' || ${n}) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`;

/** Issue 32: the ticket list at scale counts up to COUNT_AT_MOST (1,000) and every search branch reads an index. */
describe('support-svc admin ticket search at scale', () => {
  const t = supportSuite('support_scale');
  let admin: AdminTicketsHandlers;
  let ticketId: string;

  const list = (query: Record<string, string>) =>
    admin.adminListTickets({ query: adminTicketsQuerySchema.parse(query) });
  /** The plan of the ticket list's page, as the repository asks it, of a search. */
  const plan = async (search?: string) => {
    const found = search
      ? foldedSearch(
          {
            own: ticketSearchTexts.tickets,
            related: [
              {
                column: 't.user_id',
                table: t.table('users'),
                key: 'id',
                texts: ticketSearchTexts.users,
              },
            ],
          },
          search,
        )
      : { sql: 'true', params: [] };
    const rows = await t.sql<{ 'QUERY PLAN': string }>(
      `explain select t.id from ${t.table('tickets')} t where ${found.sql}
        order by t.created_at desc, t.id desc limit 20`,
      found.params,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };

  beforeAll(async () => {
    admin = t.get(AdminTicketsHandlers);
    // 20,000 tickets of 20,000 other people (`Mensagem g` by pessoa g), older than the one searched for.
    await t.sql(
      `insert into ${t.table('users')} (id, name, surname, email, state, city, updated_at)
       select ${personOf('g')}, 'Pessoa', 'Numero ' || g, 'pessoa' || g || '@example.com',
              'São Paulo', 'Campinas', now()
       from generate_series(1, 20000) g`,
    );
    await t.sql(
      `insert into ${t.table('tickets')} (id, ticket_type, user_id, name, email, subject, message, created_at)
       select gen_random_uuid(), 'general', ${personOf('g')}, 'Pessoa Numero ' || g,
              'pessoa' || g || '@example.com', 'Assunto ' || g, 'Mensagem ' || g,
              now() - interval '1 day' - g * interval '1 second'
       from generate_series(1, 20000) g`,
    );
    const xisto = await t.person({ name: 'Xisto', surname: 'Quaresma', city: 'Niterói' });
    ticketId = (
      await t.get(TicketsHandlers).createGeneralTicket({
        user_id: xisto.user_id,
        body: {
          ticket_type: 'general',
          name: 'Xisto Quaresma',
          email: xisto.email,
          subject: 'Um açaí raríssimo',
          message: 'Preciso de ajuda.',
        } as GeneralTicketRequest,
      })
    ).ticket.ticket_id;
    // As autovacuum would: GIN's pending list merged into the index, and the planner's statistics.
    await t.sql(`vacuum analyze ${t.table('users')}`);
    await t.sql(`vacuum analyze ${t.table('tickets')}`);
  }, 120_000);

  it('counts no further than COUNT_AT_MOST (1,000) matches: total_exact false, pages still newest first', async () => {
    const page = await list({ search: 'mensagem', per_page: '20' });
    expect(page).toMatchObject({
      total: COUNT_AT_MOST,
      total_exact: false,
      page: 1,
      per_page: 20,
      last_page: COUNT_AT_MOST / 20,
      from: 1,
      to: 20,
    });
    expect(page.data.map((x) => x.subject)).toEqual(Array.from({ length: 20 }, (_, i) => `Assunto ${i + 1}`));
    expect(await list({ per_page: '20' })).toMatchObject({ total: COUNT_AT_MOST, total_exact: false });
  });

  it('finds one ticket among them by its folded subject or its account, exactly counted', async () => {
    for (const search of ['RARÍSSIMO', 'xisto quaresma', 'niteroi', 'Um'])
      expect(await list({ search })).toMatchObject({
        data: [{ ticket_id: ticketId }],
        total: 1,
        total_exact: true,
      });
    expect((await list({ search: 'PESSOA17@example.com' })).data.map((x) => x.subject)).toEqual([
      'Assunto 17',
    ]);
  });

  it('looks each ticket’s account up by key, and never scans the accounts', async () => {
    for (const term of ['rarissimo', 'um']) {
      const searched = await plan(term);
      expect(searched).toMatch(/Index Scan using \w+ on \S*users rel/);
      expect(searched).not.toMatch(/Seq Scan on users/);
    }
    expect(await plan()).toMatch(/Index (Only )?Scan using tickets_created_id_idx/);
  });
});
