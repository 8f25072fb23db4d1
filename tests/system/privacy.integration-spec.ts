import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitFor } from '@encontro/testing';
import { nomination } from '@encontro/indication-svc/test-support';
import { openGeneralTicket } from './support/general-ticket.js';
import { multipartForm } from './support/multipart-form.js';
import { solidPng } from './support/solid-png.js';
import { type Stack, signInKnownEverywhere, startStack } from './support/stack.js';
import {
  type ObjectStorageUnderTest,
  apiClient,
  loginSeeded,
  startObjectStorage,
} from './support/system-harness.js';

const MONDAY = new Date('2026-11-23T10:00:00-03:00');
const BLOCKED = 'Sua conta está bloqueada. Entre em contato com o suporte.';

/**
 * The account's life through the public API, with every service that holds personal data running:
 * the admin blocks and deletes users (sessions end at once, one audit entry each), a user downloads
 * everything the services hold about them and deletes their own account, and every service erases
 * what the privacy page says.
 */
describe('user lifecycle through the gateway: block, LGPD export, account deletion', () => {
  let storage: ObjectStorageUnderTest;
  let stack: Stack<'identity' | 'indication' | 'support' | 'forum' | 'admin' | 'notification'>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const api = apiClient(() => stack.base);
  const login = (who: string) => loginSeeded(api, who);
  const photoForm = async (fields: Record<string, string>) =>
    multipartForm(fields, [
      { field: 'photos[0]', name: 'fachada.png', data: await solidPng(64, 64, '#2e86de') },
    ]);
  const nominate = async (token: string | undefined, name: string) =>
    api('/api/indications', { form: await photoForm(nomination({ name })), token });
  const storedUnder = (prefix: string) => storage.count(prefix);
  const audit = async (action: string, targetId: string) => {
    const page = await api(`/api/admin/audit?action=${encodeURIComponent(action)}&per_page=100`, {
      token: tokens.admin,
    });
    return ((page.body.data ?? []) as { action: string; target_id: string }[]).filter(
      (entry) => entry.target_id === targetId,
    );
  };
  const settings = (approval_required: boolean) => ({
    platform_name: 'Encontro',
    contact_email: 'contato@encontro.app',
    auto_censor: true,
    approval_required,
    integrity_auto_hold: true,
  });
  const approvalRequiredInIndicationSvc = async () =>
    (
      await stack.indication.db.orm.em
        .fork()
        .execute<{ approval_required: boolean }[]>(
          `select approval_required from ${stack.indication.db.schema}.platform_settings`,
        )
    )[0]?.approval_required;

  beforeAll(async () => {
    storage = await startObjectStorage('sys-privacy-s3-', 'system-privacy');
    stack = await startStack('sys_privacy', {
      services: ['identity', 'indication', 'support', 'forum', 'admin', 'notification'],
      seed: true,
      clock: MONDAY,
      gateway: { requestTimeoutMs: 5000, storage, extraEnv: { PHOTO_PURGE_INTERVAL_MS: '200' } },
    });
    for (const [who, user] of Object.entries(
      await signInKnownEverywhere(api, stack, ['admin', 'ana', 'bruno', 'carla', 'diego']),
    )) {
      tokens[who] = user.token;
      ids[who] = user.user_id;
    }
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await storage?.stop();
  });

  it('obeys "approval required" as the admin saves it: with it off a nomination is in the vote at once', async () => {
    expect(
      (await api('/api/admin/settings', { method: 'PUT', body: settings(false), token: tokens.admin }))
        .status,
    ).toBe(200);
    await waitFor(async () => (await approvalRequiredInIndicationSvc()) === false, 15_000);
    const created = await nominate(tokens.diego, 'Bar do Diego');
    expect(created).toMatchObject({
      status: 201,
      body: { message: 'Indicação enviada com sucesso! Ela já está na votação.' },
    });
    const list = await api('/api/indications', { token: tokens.ana });
    expect((list.body.indications as { name: string }[]).map((i) => i.name)).toContain('Bar do Diego');

    expect(
      (await api('/api/admin/settings', { method: 'PUT', body: settings(true), token: tokens.admin })).status,
    ).toBe(200);
    await waitFor(async () => (await approvalRequiredInIndicationSvc()) === true, 15_000);
  });

  it('exports one JSON file with what every service holds about the user, as a download', async () => {
    const nominated = await nominate(tokens.ana, 'Bar da Ana');
    expect(nominated).toMatchObject({
      status: 201,
      body: { message: 'Indicação enviada com sucesso! Aguarde a aprovação dos administradores.' },
    });
    const ticket = await openGeneralTicket(api, tokens.ana, {
      name: 'Ana Souza',
      email: 'ana@example.com',
      subject: 'Privacidade da Ana',
      message: 'Quero saber o que vocês guardam.',
    });
    expect(ticket.status).toBe(201);

    expect((await api('/api/profile/export')).status).toBe(401);
    const download = await api('/api/profile/export', { token: tokens.ana });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="encontro-meus-dados.json"',
    );
    expect(download.headers.get('content-type')).toMatch(/^application\/json/);
    const file = JSON.parse(download.text) as {
      exported_at: string;
      user_id: string;
      services: Record<string, Record<string, unknown>>;
    };
    expect(file.user_id).toBe(ids.ana);
    expect(Object.keys(file.services).sort()).toEqual([
      'admin-svc',
      'forum-svc',
      'identity-svc',
      'indication-svc',
      'notification-svc',
      'support-svc',
    ]);
    expect(file.services['identity-svc']).toMatchObject({
      profile: { user_id: ids.ana, email: 'ana@example.com', name: 'Ana' },
    });
    expect(file.services['indication-svc']).toMatchObject({
      indications: [expect.objectContaining({ name: 'Bar da Ana', status: 'pending' })],
    });
    expect(file.services['support-svc']).toMatchObject({
      tickets: [expect.objectContaining({ subject: 'Privacidade da Ana' })],
    });
    expect(file.services['notification-svc']).toMatchObject({
      notifications: expect.any(Array),
      push_subscriptions: expect.any(Array),
    });
    expect(download.text).not.toMatch(/argon2|password_hash|token_hash|calendar_token/i);
  });

  it('blocks a user: their open session gets 401 at once and their login is refused; unblocking lets them in again', async () => {
    const open = tokens.bruno!;
    expect((await api('/api/me', { token: open })).status).toBe(200);
    expect(
      (await api(`/api/admin/users/${ids.bruno}/toggle-block`, { method: 'POST', token: tokens.ana })).status,
    ).toBe(403);

    const blocked = await api(`/api/admin/users/${ids.bruno}/toggle-block`, {
      method: 'POST',
      token: tokens.admin,
    });
    expect(blocked).toMatchObject({
      status: 200,
      body: { message: 'Usuário bloqueado com sucesso!', user: { user_id: ids.bruno, blocked: true } },
    });
    expect((await api('/api/me', { token: open })).status).toBe(401);
    expect(await login('bruno')).toMatchObject({ status: 403, body: { message: BLOCKED } });
    const listed = await api('/api/admin/users?search=bruno@example.com', { token: tokens.admin });
    expect(listed.body.data).toEqual([expect.objectContaining({ user_id: ids.bruno, blocked: true })]);
    expect(
      await api(`/api/admin/users/${ids.admin}/toggle-block`, { method: 'POST', token: tokens.admin }),
    ).toMatchObject({ status: 403 });

    // Tokens carry whole seconds: unblock in a later second than the block.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
    expect(
      await api(`/api/admin/users/${ids.bruno}/toggle-block`, { method: 'POST', token: tokens.admin }),
    ).toMatchObject({ status: 200, body: { message: 'Usuário desbloqueado com sucesso!' } });
    expect((await api('/api/me', { token: open })).status).toBe(401);
    const again = await login('bruno');
    expect(again.status).toBe(200);
    expect((await api('/api/me', { token: String(again.body.token) })).status).toBe(200);

    await waitFor(async () => (await audit('user.', ids.bruno!)).length === 2, 15_000);
    expect((await audit('user.', ids.bruno!)).map((entry) => entry.action).sort()).toEqual([
      'user.block',
      'user.unblock',
    ]);
  });

  it('deletes one’s own account only with the right password; then the session and login fail and every service erases its part', async () => {
    const anaToken = tokens.ana!;
    expect(
      await api('/api/profile', { method: 'DELETE', body: { password: 'Errada123' }, token: anaToken }),
    ).toMatchObject({
      status: 422,
      body: { message: 'Senha incorreta', errors: { password: ['Senha incorreta'] } },
    });
    expect(await api('/api/profile', { method: 'DELETE', body: {}, token: anaToken })).toMatchObject({
      status: 422,
      body: { errors: { password: ['Senha é obrigatória'] } },
    });
    expect((await api('/api/me', { token: anaToken })).status).toBe(200);
    expect(await storedUnder(`indications/${ids.ana}/`)).toBe(1);

    expect(
      await api('/api/profile', { method: 'DELETE', body: { password: 'Senha123' }, token: anaToken }),
    ).toMatchObject({ status: 200, body: { message: 'Sua conta foi excluída. Sentiremos sua falta!' } });
    expect((await api('/api/me', { token: anaToken })).status).toBe(401);
    expect(await login('ana')).toMatchObject({
      status: 401,
      body: { message: 'E-mail ou senha incorretos' },
    });

    // Her pending nomination and her ticket go (privacy page); nothing of her is left to list.
    await waitFor(
      async () =>
        ((await api('/api/admin/indications?search=Bar%20da%20Ana', { token: tokens.admin })).body.data as [])
          .length === 0,
      15_000,
    );
    await waitFor(
      async () =>
        (
          await api(`/api/admin/support-tickets?search=${encodeURIComponent('Privacidade da Ana')}`, {
            token: tokens.admin,
          })
        ).body.total === 0,
      15_000,
    );
    expect((await api('/api/admin/users?search=ana@example.com', { token: tokens.admin })).body.data).toEqual(
      [],
    );
    // The gateway removes the deleted nomination's photo from the object storage.
    await waitFor(async () => (await storedUnder(`indications/${ids.ana}/`)) === 0, 15_000);
    // A self-deletion is not an admin action.
    expect(await audit('user.', ids.ana!)).toEqual([]);
  });

  it('deletes a user for the admin with one audit entry; their session ends at once', async () => {
    expect((await api('/api/admin/users/not-a-user', { method: 'DELETE', token: tokens.admin })).status).toBe(
      404,
    );
    expect(
      (await api(`/api/admin/users/${ids.admin}`, { method: 'DELETE', token: tokens.admin })).status,
    ).toBe(403);
    expect(
      (await api(`/api/admin/users/${ids.carla}`, { method: 'DELETE', token: tokens.diego })).status,
    ).toBe(403);
    expect(
      await api(`/api/admin/users/${ids.carla}`, { method: 'DELETE', token: tokens.admin }),
    ).toMatchObject({
      status: 200,
      body: { message: 'Usuário excluído com sucesso!' },
    });
    expect((await api('/api/me', { token: tokens.carla })).status).toBe(401);
    expect((await login('carla')).status).toBe(401);
    await waitFor(async () => (await audit('user.', ids.carla!)).length === 1, 15_000);
    expect((await audit('user.', ids.carla!)).map((entry) => entry.action)).toEqual(['user.delete']);
  });

  it('answers 503 with a pt-BR message rather than a partial file when a service does not answer', async () => {
    await stack.services.get('forum-svc')!.close();
    stack.services.delete('forum-svc');
    expect(await api('/api/profile/export', { token: tokens.diego })).toMatchObject({
      status: 503,
      body: {
        message: 'Não foi possível reunir todos os seus dados agora. Tente novamente em alguns minutos.',
      },
    });
  });
});
