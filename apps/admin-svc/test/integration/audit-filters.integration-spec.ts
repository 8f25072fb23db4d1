import { beforeAll, describe, expect, it } from '@jest/globals';
import { SYSTEM_ACTOR_ID, type AuditQuery, moderationRpc } from '@encontro/contracts';
import { expectRefusal } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { AuditHandlers } from '../../src/audit/audit.handlers.js';
import { asSent } from '../support/rpc-request.js';
import { adminSuite } from '../support/suite.js';

const { listAudit } = moderationRpc;

/** Issue 28 item 13: the "Auditoria" view's filters — admin (by a folded name), action, target and São Paulo days. */
describe('admin-svc audit log filters', () => {
  const t = adminSuite('admin_audit_filters');
  let audit: AuditHandlers;
  const ids = { block: '', approve: '', hold: '', late: '' };
  const userId = randomUUID();

  const action = async (actorId: string, name: string, target: [string, string], at: string) => {
    const id = randomUUID();
    await t.applied(
      await t.publish('admin.action_performed', {
        action_id: id,
        actor_id: actorId,
        action: name,
        target_type: target[0],
        target_id: target[1],
        before: null,
        after: null,
        at,
      }),
    );
    return id;
  };
  const found = async (query: Partial<Record<keyof AuditQuery, string>>) =>
    (await audit.listAudit(asSent(listAudit, { query: { per_page: '100', ...query } }))).data
      .map((e) => e.audit_id)
      .sort();

  beforeAll(async () => {
    audit = t.get(AuditHandlers);
    const conceicao = await t.person({ name: 'Conceição', surname: 'Araújo', is_admin: true });
    const joao = await t.person({ name: 'João', surname: 'Silva', is_admin: true });
    // 18/11 23:30 and 19/11 00:30 in São Paulo (UTC−3) are different days there, not in UTC.
    ids.block = await action(conceicao.user_id, 'user.block', ['user', userId], '2026-11-19T02:30:00.000Z');
    ids.approve = await action(
      joao.user_id,
      'indication.approve',
      ['indication', randomUUID()],
      '2026-11-19T03:30:00.000Z',
    );
    ids.hold = await action(
      SYSTEM_ACTOR_ID,
      'integrity.auto_hold',
      ['integrity_cluster', randomUUID()],
      '2026-11-20T02:00:00.000Z',
    );
    ids.late = await action(conceicao.user_id, 'user.unblock', ['user', userId], '2026-11-21T15:00:00.000Z');
  });

  it("finds an admin's actions by their name, blind to accents and case", async () => {
    expect(await found({ actor_name: 'conceicao' })).toEqual([ids.block, ids.late].sort());
    expect(await found({ actor_name: 'CONCEIÇÃO ARAUJO' })).toEqual([ids.block, ids.late].sort());
    expect(await found({ actor_name: 'joao' })).toEqual([ids.approve]);
    expect(await found({ actor_name: 'sistema' })).toEqual([ids.hold]);
    expect(await found({ actor_name: '%' })).toEqual([]);
  });

  it('filters by target type and id', async () => {
    expect(await found({ target_type: 'user' })).toEqual([ids.block, ids.late].sort());
    expect(await found({ target_type: 'user', target_id: userId })).toEqual([ids.block, ids.late].sort());
    expect(await found({ target_id: randomUUID() })).toEqual([]);
    expect(await found({ target_type: 'user', action: 'user.unblock' })).toEqual([ids.late]);
  });

  it('filters by São Paulo days, both ends included', async () => {
    expect(await found({ date_to: '2026-11-18' })).toEqual([ids.block]);
    expect(await found({ date_from: '2026-11-19', date_to: '2026-11-19' })).toEqual(
      [ids.approve, ids.hold].sort(),
    );
    expect(await found({ date_from: '2026-11-20' })).toEqual([ids.late]);
  });

  it('refuses a malformed day with a pt-BR message', async () => {
    await expectRefusal(
      audit.listAudit({ query: { date_from: '19/11/2026' } as never }),
      'VALIDATION_FAILED',
      'Data inválida',
    );
  });
});
