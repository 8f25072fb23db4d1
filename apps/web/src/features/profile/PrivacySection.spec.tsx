import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  currentPath,
  fieldRefusal,
  makeUser,
  mockApi,
  renderApp,
  statesAndCities,
} from '../../../test/utils';

const user = makeUser();
const exported = JSON.stringify({
  exported_at: '2026-12-01T12:00:00.000Z',
  user_id: user.user_id,
  services: {},
});

type Download = { href: string; download: string; text: string | null };
let downloads: Download[] = [];
let blobs: Map<string, Blob>;
const originalClick = HTMLAnchorElement.prototype.click;

beforeEach(() => {
  downloads = [];
  blobs = new Map();
  let n = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:http://localhost/export-${++n}`;
    blobs.set(url, blob);
    return url;
  };
  // jsdom does not download: record what the link would save.
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    downloads.push({ href: this.href, download: this.download, text: null });
  };
});

afterEach(() => {
  HTMLAnchorElement.prototype.click = originalClick;
});

/** jsdom's Blob has no text(): read it the old way. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ ...statesAndCities, 'GET /api/me': { body: { user } }, ...extra });
}

async function openProfile() {
  const app = await renderApp('/profile', { token: 'jwt' });
  await screen.findByRole('heading', { name: 'Privacidade e dados' });
  return app;
}

const section = () => within(screen.getByRole('region', { name: 'Privacidade e dados' }));

describe('PrivacySection', () => {
  it("downloads the JSON file, with 'Preparando arquivo...' while it is gathered", async () => {
    let release: () => void = () => undefined;
    const calls = api({
      'GET /api/profile/export': async () => {
        await new Promise<void>((r) => (release = r));
        return { body: JSON.parse(exported) };
      },
    });
    const { user: u } = await openProfile();
    await u.click(section().getByRole('button', { name: 'Baixar meus dados' }));
    expect(await section().findByText('Preparando arquivo...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Download dos seus dados iniciado!')).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.download).toBe('encontro-meus-dados.json');
    const blob = blobs.get(downloads[0]!.href)!;
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await readBlob(blob))).toEqual(JSON.parse(exported));
    expect(calls.find((c) => c.path === '/api/profile/export')!.authorization).toBe('Bearer jwt');
    expect(section().getByRole('button', { name: 'Baixar meus dados' })).toBeEnabled();
  });

  it('shows the server message when the export fails', async () => {
    api({
      'GET /api/profile/export': {
        status: 503,
        body: {
          message: 'Não foi possível reunir todos os seus dados agora. Tente novamente em alguns minutos.',
        },
      },
    });
    const { user: u } = await openProfile();
    await u.click(section().getByRole('button', { name: 'Baixar meus dados' }));
    expect(
      await screen.findByText(
        'Não foi possível reunir todos os seus dados agora. Tente novamente em alguns minutos.',
      ),
    ).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });

  it('asks for the password, shows a wrong one under the field, then deletes and signs out', async () => {
    let tries = 0;
    const calls = api({
      'DELETE /api/profile': ({ body }) => {
        tries++;
        if ((body as { password: string }).password !== 'Senha123')
          return fieldRefusal('password', 'Senha incorreta');
        return { body: { message: 'Sua conta foi excluída. Sentiremos sua falta!' } };
      },
    });
    const { user: u, store } = await openProfile();
    await u.click(section().getByRole('button', { name: 'Excluir minha conta' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Excluir minha conta' }));
    expect(dialog.getByText('Esta ação não pode ser desfeita.')).toBeInTheDocument();
    expect(
      dialog.getByText(
        /suas postagens \(com os comentários delas\), seus comentários e suas memórias nos fóruns são excluídos/,
      ),
    ).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );

    const confirm = dialog.getByRole('button', { name: 'Excluir conta definitivamente' });
    await u.click(confirm);
    expect(dialog.getByText('Senha é obrigatória')).toBeInTheDocument();
    expect(tries).toBe(0);

    const password = dialog.getByLabelText(/Digite sua senha para confirmar/);
    await u.type(password, 'errada');
    await u.click(confirm);
    expect(await dialog.findByText('Senha incorreta')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().auth.token).toBe('jwt');

    await u.clear(password);
    await u.type(password, 'Senha123');
    await u.click(confirm);
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(await screen.findByText('Sua conta foi excluída. Sentiremos sua falta!')).toBeInTheDocument();
    expect(store.getState().auth.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE').at(-1)!.body).toEqual({ password: 'Senha123' });
  });

  it('offers no self-deletion to an administrator', async () => {
    api({ 'GET /api/me': { body: { user: makeUser({ is_admin: true }) } } });
    await renderApp('/profile', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Privacidade e dados' });
    expect(section().getByRole('button', { name: 'Baixar meus dados' })).toBeInTheDocument();
    expect(section().queryByRole('button', { name: 'Excluir minha conta' })).not.toBeInTheDocument();
    expect(
      section().getByText(
        'Contas de administrador não podem ser excluídas pelo perfil. Peça a outro administrador.',
      ),
    ).toBeInTheDocument();
  });
});
