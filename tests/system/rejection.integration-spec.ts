import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { indicationMessages as m, notificationTexts, textMessages } from '@encontro/contracts';
import { waitFor } from '@encontro/testing';
import { nomination } from '@encontro/indication-svc/test-support';
import { multipartForm } from './support/multipart-form.js';
import { solidPng } from './support/solid-png.js';
import { type Stack, signInKnownEverywhere, startStack } from './support/stack.js';
import {
  type ObjectStorageUnderTest,
  type SeededUser,
  apiClient,
  startObjectStorage,
} from './support/system-harness.js';
import { MONDAY } from './support/winners.js';

const REASON = 'As fotos não mostram o local';

/**
 * Issue 28 through the public API: the admin rejects a nomination with a reason (DELETE with an
 * optional body); the nominator hears why, sees it in their own list, and nominates again that week.
 */
describe('a rejected nomination frees the week, with the admin’s reason', () => {
  let storage: ObjectStorageUnderTest;
  let stack: Stack<'identity' | 'indication' | 'notification'>;
  let users: Record<string, SeededUser>;
  const api = apiClient(() => stack.base);
  const token = (who: string) => users[who]!.token;
  let first = '';

  const nominate = async (who: string, venue: string) =>
    api('/api/indications', {
      form: multipartForm(nomination({ name: venue }), [
        { field: 'photos[0]', name: 'fachada.png', data: await solidPng(64, 64, '#2e86c1') },
      ]),
      token: token(who),
    });
  const reject = (id: string, body?: unknown, who = 'admin') =>
    api(`/api/admin/indications/${id}`, { method: 'DELETE', body, token: token(who) });
  /** A DELETE whose JSON body is sent as written (broken or not an object). */
  const rejectRaw = async (id: string, raw: string) => {
    const response = await fetch(`${stack.base}/api/admin/indications/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token('admin')}`, 'content-type': 'application/json' },
      body: raw,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const statusOf = async (id: string) =>
    (
      (await api(`/api/admin/indications/${id}`, { token: token('admin') })).body.indication as {
        status: string;
      }
    ).status;

  beforeAll(async () => {
    storage = await startObjectStorage('sys-rej-s3-', 'system-rejection');
    stack = await startStack('sys_reject', {
      services: ['identity', 'indication', 'notification'],
      seed: true,
      clock: MONDAY,
      gateway: { storage, requestTimeoutMs: 10_000 },
    });
    users = await signInKnownEverywhere(api, stack, ['admin', 'diego']);
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await storage?.stop();
  });

  it('takes the nomination (201) and refuses a second one while it waits', async () => {
    const created = await nominate('diego', 'Bar Recusado');
    expect(created.status).toBe(201);
    first = String((created.body.indication as { indication_id: string }).indication_id);
    expect(await nominate('diego', 'Cedo Demais')).toMatchObject({
      status: 409,
      body: { message: m.alreadyNominated },
    });
  });

  it('refuses every bad reason body with a pt-BR 4xx and changes nothing', async () => {
    const refusals: [string, unknown, string][] = [
      ['too long', { reason: 'x'.repeat(301) }, m.rejectionReasonTooLong],
      ['a NUL', { reason: 'a\u0000b' }, textMessages.invalidCharacters],
    ];
    for (const [what, body, message] of refusals)
      expect([what, await reject(first, body)]).toEqual([
        what,
        { status: 422, body: { message, errors: { reason: [message] } } },
      ]);
    const notText = await reject(first, { reason: 42 });
    expect(notText).toMatchObject({ status: 422, body: { errors: { reason: [expect.any(String)] } } });
    const raws: [string, number][] = [
      ['[]', 422],
      ['null', 422],
      ['"motivo"', 422],
      ['{"reason":', 400],
    ];
    for (const [raw, status] of raws) {
      const answer = await rejectRaw(first, raw);
      expect([raw, answer.status, typeof answer.body.message]).toEqual([raw, status, 'string']);
    }
    // Authorization before the body: a non-admin learns nothing of it.
    expect((await reject(first, { reason: REASON }, 'diego')).status).toBe(403);
    expect(await statusOf(first)).toBe('pending');
  });

  it('rejects with the reason, which the nominator reads in the notification and in their own list', async () => {
    expect(await reject(first, { reason: `  ${REASON}  ` })).toMatchObject({
      status: 200,
      body: {
        message: m.rejected,
        indication: { indication_id: first, status: 'rejected', rejection_reason: REASON },
      },
    });
    expect((await reject(first, { reason: REASON })).status).toBe(409);

    let notifications: { type: string; title: string; body: string; url: string }[] = [];
    await waitFor(async () => {
      const list = await api('/api/notifications', { token: token('diego') });
      notifications = (list.body.notifications ?? []) as typeof notifications;
      return notifications.some((n) => n.type === 'indication.rejected');
    }, 20_000);
    expect(notifications.find((n) => n.type === 'indication.rejected')).toMatchObject(
      notificationTexts['indication.rejected']('Bar Recusado', REASON),
    );
    expect(notificationTexts['indication.rejected']('Bar Recusado', REASON).body).toContain(
      `Motivo: ${REASON}.`,
    );

    expect((await api('/api/indications/user', { token: token('diego') })).body).toEqual([
      expect.objectContaining({ id: first, status: 'rejected', rejection_reason: REASON }),
    ]);
  });

  it('lets the same person nominate again the same week (201), and only once more', async () => {
    expect((await api('/api/indications', { token: token('diego') })).body).toMatchObject({
      nomination: { allowed: true, reason: null },
    });

    const again = await nominate('diego', 'Outro Bar');
    expect(again).toMatchObject({
      status: 201,
      body: { message: m.submitted, indication: { status: 'pending', week: '2026-W48' } },
    });

    expect((await api('/api/indications', { token: token('diego') })).body).toMatchObject({
      nomination: { allowed: false, reason: m.alreadyNominatedReason },
    });
    expect(await nominate('diego', 'Terceiro Bar')).toMatchObject({
      status: 409,
      body: { message: m.alreadyNominated },
    });
  });
});
