import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AdminIndicationsService } from '../../src/indications/admin-indications.service.js';
import { type IndicationTestApp, W48_MONDAY, createIndicationTestApp } from '../support/index.js';

const FLORIPA = { state: 'Santa Catarina', city: 'Florianópolis', city_id: '4205407' };
const NITEROI = { state: 'Rio de Janeiro', city: 'Niterói', city_id: '3303302' };

/** Issue 28 item 13: the admin's indication search folds accents and case, as every admin search does. */
describe('admin indication search, folded (indication-svc on a real Postgres)', () => {
  let t: IndicationTestApp;
  let admin: AdminIndicationsService;
  const ids: Record<'lagoa' | 'acai' | 'icarai', string> = { lagoa: '', acai: '', icarai: '' };

  const found = async (search: string, status?: 'pending' | 'active') =>
    (await admin.list({ search, status, page: 1, per_page: 100 })).data.map((i) => i.indication_id).sort();

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_fold');
    admin = t.get(AdminIndicationsService);
    t.clock.set(W48_MONDAY);
    const nominate = async (
      place: typeof FLORIPA,
      host: string,
      venue: { name: string; address: string },
    ): Promise<string> =>
      (await t.nominate(await t.person(place, { name: host }), venue)).indication!.indication_id;
    ids.lagoa = await nominate(FLORIPA, 'Conceição', { name: 'Bar da Lagoa', address: 'Rua das Flores, 12' });
    ids.acai = await nominate(FLORIPA, 'Ana', { name: 'Açaí do Zé', address: 'Avenida São João, 300' });
    ids.icarai = await nominate(NITEROI, 'Bia', { name: 'Quiosque Icaraí', address: 'Praia de Icaraí, 1' });
  }, 60_000);

  afterAll(() => t?.close());

  it('finds the nominations of Florianópolis by "florianopolis", in any case', async () => {
    const floripa = [ids.lagoa, ids.acai].sort();
    expect(await found('florianopolis')).toEqual(floripa);
    expect(await found('FLORIANOPOLIS')).toEqual(floripa);
    expect(await found('Florianópolis')).toEqual(floripa);
    expect(await found('niteroi')).toEqual([ids.icarai]);
  });

  it('folds the venue name, the address and the host name alike', async () => {
    expect(await found('acai do ze')).toEqual([ids.acai]);
    expect(await found('sao joao')).toEqual([ids.acai]);
    expect(await found('ICARAI')).toEqual([ids.icarai]);
    expect(await found('conceicao')).toEqual([ids.lagoa]);
    expect(await found('CONCEIÇÃO teste')).toEqual([ids.lagoa]);
  });

  it('reads LIKE wildcards as written and keeps the status filter', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('_lagoa')).toEqual([]);
    expect(await found('florianopolis', 'active')).toEqual([]);
    await admin.approve(await t.person(NITEROI), ids.lagoa);
    expect(await found('florianopolis', 'active')).toEqual([ids.lagoa]);
  });
});
