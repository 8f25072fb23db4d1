import { beforeAll, describe, expect, it } from '@jest/globals';
import { type GeneralTicketRequest, adminTicketsQuerySchema } from '@encontro/contracts';
import { AdminTicketsHandlers } from '../../src/tickets/admin-tickets.handlers.js';
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
