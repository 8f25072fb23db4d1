import { describe, expect, it } from '@jest/globals';
import { providersOf } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { AdminUsersHandlers } from '../../src/admin-users/admin-users.handlers.js';
import { newEmail, verifiedAccount } from '../support/account-flows.js';
import { identitySuite } from '../support/suite.js';

/** Issue 28 item 13: the admin's user search folds accents and case on the server too, as every admin search does. */
describe('identity-svc admin user search, folded', () => {
  const t = identitySuite('identity_fold');
  const h = providersOf(t, { admin: AdminUsersHandlers });

  it('finds "Conceição" by "conceicao", in the name, the full name or the e-mail', async () => {
    const tag = randomUUID().slice(0, 8);
    const maria = await verifiedAccount(t, {
      first_name: `Maria${tag}`,
      last_name: 'da Conceição',
      email: newEmail(`maria${tag}`),
    });
    const other = await verifiedAccount(t, { first_name: `Ana${tag}`, last_name: 'Souza' });
    const ids = async (search: string) =>
      (await h.admin.adminListUsers({ query: { search } })).data.map((u) => u.user_id);
    expect(await ids(`maria${tag} da conceicao`)).toEqual([maria.userId]);
    expect(await ids(`MARIA${tag} DA CONCEIÇAO`)).toEqual([maria.userId]);
    expect(await ids(`conceicao`)).toContain(maria.userId);
    expect(await ids(`conceicao`)).not.toContain(other.userId);
    expect(await ids(tag)).toEqual([other.userId, maria.userId]);
    expect(await ids(`%${tag}`)).toEqual([]);
  });

  it('matches one or two letters at the start of the full name or the e-mail only', async () => {
    // A prefix nobody else's name or e-mail starts with: 'Ñx' folds to 'nx'.
    const first = await verifiedAccount(t, {
      first_name: 'Ñxavier',
      last_name: 'Lima',
      email: newEmail('xl'),
    });
    const inside = await verifiedAccount(t, { first_name: 'Anxo', last_name: 'Lima', email: newEmail('al') });
    const ids = async (search: string) =>
      (await h.admin.adminListUsers({ query: { search } })).data.map((u) => u.user_id);
    expect(await ids('nx')).toContain(first.userId);
    expect(await ids('nx')).not.toContain(inside.userId);
    expect(await ids('nxo')).toEqual([inside.userId]);
  });
});
