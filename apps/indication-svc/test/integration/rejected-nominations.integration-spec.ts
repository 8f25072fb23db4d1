import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { indicationMessages as m } from '@encontro/contracts';
import { expectRefusal } from '@encontro/testing';
import { IndicationsHandlers } from '../../src/indications/indications.handlers.js';
import { UserDataHandlers } from '../../src/user-data/user-data.handlers.js';
import {
  type IndicationTestApp,
  W48_MONDAY,
  createIndicationTestApp,
  newCity,
  photoKey,
} from '../support/index.js';

/** Issue 28: a rejected nomination gives the person's week back, and carries the admin's reason. */
describe('rejected nominations (indication-svc on a real Postgres and JetStream)', () => {
  let t: IndicationTestApp;
  let handlers: IndicationsHandlers;
  let admin: string;

  /** A fresh person of a fresh city with one pending nomination; returns both ids. */
  const nominated = async (venue = 'Bar Recusado') => {
    const city = newCity();
    const host = await t.person(city);
    const { indication } = await t.nominate(host, { name: venue });
    return { city, host, id: indication!.indication_id };
  };
  const reject = (indicationId: string, body: Record<string, unknown> = {}) =>
    handlers.reject({ admin_id: admin, indication_id: indicationId, body });

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_rejected');
    handlers = t.get(IndicationsHandlers);
    t.clock.set(W48_MONDAY);
    admin = await t.person();
  }, 60_000);

  afterAll(() => t?.close());

  it('lets the person nominate again the same week once their nomination is rejected', async () => {
    const { host, id } = await nominated();
    await expectRefusal(t.nominate(host, { name: 'Cedo Demais' }), 'ALREADY_NOMINATED', m.alreadyNominated);

    await reject(id, { reason: 'Fotos ilegíveis' });
    const again = await t.nominate(host, { name: 'Outro Bar' }, [photoKey(host, 2)]);

    expect(again.indication).toMatchObject({ status: 'pending', week: '2026-W48', name: 'Outro Bar' });
    // The second nomination takes the week again.
    await expectRefusal(
      t.nominate(host, { name: 'Terceiro' }, [photoKey(host, 3)]),
      'ALREADY_NOMINATED',
      m.alreadyNominated,
    );
  });

  it('lets the person nominate the same venue again after its rejection', async () => {
    const { host, id } = await nominated('Bar da Lagoa');
    await reject(id);

    await expect(t.nominate(host, { name: 'Bar da Lagoa' }, [photoKey(host, 2)])).resolves.toMatchObject({
      indication: { status: 'pending', name: 'Bar da Lagoa' },
    });
  });

  it('says on the Home that the rejected person may nominate, while another pending one says they may not', async () => {
    const { host, id } = await nominated();
    expect((await handlers.list({ viewer_id: host })).nomination).toEqual({
      allowed: false,
      reason: m.alreadyNominatedReason,
    });

    await reject(id, { reason: 'Fora da cidade' });

    expect((await handlers.list({ viewer_id: host })).nomination).toEqual({ allowed: true, reason: null });
  });

  it('keeps the trimmed reason on the row, in the person’s own list, the event, the audit entry and the export', async () => {
    const { host, id } = await nominated();

    const answer = await reject(id, { reason: '  Endereço não encontrado  ' });

    expect(answer).toMatchObject({
      message: m.rejected,
      indication: { status: 'rejected', rejection_reason: 'Endereço não encontrado' },
    });
    const [row] = await t.sql<{ status: string; rejection_reason: string | null }>(
      `select status, rejection_reason from ${t.table('indications')} where id = ?`,
      [id],
    );
    expect(row).toEqual({ status: 'rejected', rejection_reason: 'Endereço não encontrado' });
    expect(await handlers.mine({ user_id: host })).toEqual([
      expect.objectContaining({
        indication_id: id,
        status: 'rejected',
        rejection_reason: 'Endereço não encontrado',
      }),
    ]);
    expect(await t.outbox('indication.rejected')).toContainEqual(
      expect.objectContaining({ indication_id: id, user_id: host, reason: 'Endereço não encontrado' }),
    );
    expect(await t.outbox('admin.action_performed')).toContainEqual(
      expect.objectContaining({
        action: 'indication.reject',
        target_id: id,
        after: { status: 'rejected', reason: 'Endereço não encontrado' },
      }),
    );
    const exported = await t.get(UserDataHandlers).export({ user_id: host });
    expect(exported.data.indications).toEqual([
      expect.objectContaining({
        indication_id: id,
        status: 'rejected',
        rejection_reason: 'Endereço não encontrado',
      }),
    ]);
  });

  it('rejects without a reason (none, blank or null) as null', async () => {
    for (const body of [{}, { reason: '   ' }, { reason: null }]) {
      const { id } = await nominated();
      await expect(reject(id, body)).resolves.toMatchObject({ indication: { rejection_reason: null } });
      expect(await t.outbox('indication.rejected')).toContainEqual(
        expect.objectContaining({ indication_id: id, reason: null }),
      );
    }
  });

  it('refuses a reason over 300 characters or with a NUL, changing nothing', async () => {
    const { id } = await nominated();

    await expectRefusal(
      reject(id, { reason: 'x'.repeat(301) }),
      'VALIDATION_FAILED',
      m.rejectionReasonTooLong,
      {
        reason: [m.rejectionReasonTooLong],
      },
    );
    await expect(reject(id, { reason: 'a\u0000b' })).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
      errors: { reason: [expect.any(String)] },
    });
    await expect(reject(id, { reason: 42 })).rejects.toMatchObject({ reason: 'VALIDATION_FAILED' });

    const [row] = await t.sql<{ status: string }>(
      `select status from ${t.table('indications')} where id = ?`,
      [id],
    );
    expect(row).toEqual({ status: 'pending' });
    await expect(reject(id, { reason: 'x'.repeat(300) })).resolves.toMatchObject({
      indication: { rejection_reason: 'x'.repeat(300) },
    });
  });

  it('still keeps one open nomination per person and week in the database itself', async () => {
    const { id } = await nominated();
    const copy = (status: string) =>
      t.sql(
        `insert into ${t.table('indications')}
           (id, host_id, week, state, city, city_id, name, address, name_folded, address_folded,
            attractives, event_day, event_time, photos, status, vote_count, votes_under_review, created_at, updated_at)
         select gen_random_uuid(), host_id, week, state, city, city_id, 'Cópia', address, 'copia', address_folded,
                attractives, event_day, event_time, photos, ?, 0, 0, now(), now()
           from ${t.table('indications')} where id = ?`,
        [status, id],
      );

    await expect(copy('pending')).rejects.toThrow(/indications_host_week_open_unique/);
    await expect(copy('rejected')).resolves.toBeDefined();
  });
});
