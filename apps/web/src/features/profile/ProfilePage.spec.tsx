import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeCanvas } from '../../../test/photos';
import { makeUser, mockApi, renderApp, statesAndCities } from '../../../test/utils';
import { makePreferences } from '../../../test/notifications';

const user = makeUser();
// The page's notification preferences load beside the form (their own spec is in features/notifications).
const preferences = { 'GET /api/notifications/preferences': { body: makePreferences() } };

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ ...statesAndCities, ...preferences, 'GET /api/me': { body: { user } }, ...extra });
}

async function openProfile() {
  const app = await renderApp('/profile', { token: 'jwt' });
  await screen.findByRole('heading', { name: 'Editar Perfil' });
  await screen.findByRole('option', { name: 'Rio de Janeiro' });
  return app;
}

const save = () => screen.getByRole('button', { name: 'Salvar alterações' });

describe('ProfilePage', () => {
  it('fills the form from the user, with a read-only e-mail', async () => {
    api();
    await openProfile();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Ana');
    expect(screen.getByLabelText(/^Sobrenome/)).toHaveValue('Souza');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /Cidade/ })).toHaveValue('São Paulo');
    expect(screen.getByRole('radio', { name: 'Feminino' })).toBeChecked();
    expect(screen.getByText(/Membro desde 5 de março de 2024/)).toBeInTheDocument();
  });

  it('has a show/hide toggle on each password field', async () => {
    api();
    const { user: u } = await openProfile();
    const toggles = screen.getAllByRole('button', { name: 'Mostrar senha' });
    expect(toggles).toHaveLength(3);
    await u.type(screen.getByLabelText(/^Senha atual/), 'Senha123');
    await u.click(toggles[0]!);
    expect(screen.getByLabelText(/^Senha atual/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Nova senha/)).toHaveAttribute('type', 'password');
  });

  it('requires name, surname, city and gender', async () => {
    api();
    const { user: u } = await openProfile();
    await u.clear(screen.getByLabelText(/^Nome/));
    await u.clear(screen.getByLabelText(/^Sobrenome/));
    await u.clear(screen.getByRole('combobox', { name: /Cidade/ }));
    await u.click(save());
    expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Sobrenome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Cidade é obrigatória')).toBeInTheDocument();
  });

  it('requires a gender when the user has none', async () => {
    mockApi({
      ...statesAndCities,
      ...preferences,
      'GET /api/me': { body: { user: makeUser({ gender: null }) } },
    });
    const { user: u } = await openProfile();
    await u.click(save());
    expect(screen.getByText('Gênero é obrigatório')).toBeInTheDocument();
  });

  it('checks the password block only when a password field is filled', async () => {
    api();
    const { user: u } = await openProfile();
    await u.type(screen.getByLabelText(/^Nova senha/), '123');
    await u.click(save());
    expect(screen.getByText('Senha atual é obrigatória para alterar a senha')).toBeInTheDocument();
    expect(screen.getByText('Nova senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Confirmação da nova senha é obrigatória')).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^Nova senha/), '456');
    await u.type(screen.getByLabelText(/^Confirmar nova senha/), '999999');
    expect(screen.getByText('Senhas não coincidem')).toBeInTheDocument();
    const checklist = within(screen.getByRole('list', { name: 'Requisitos da nova senha' }));
    expect(checklist.getByText('Nova senha com 6 a 20 caracteres')).toHaveTextContent('(atendido)');
    expect(checklist.getByText('Confirmação igual à nova senha')).toHaveTextContent('(pendente)');
  });

  it('refuses a photo of another type, or one still above 2MB once prepared, focusing its button', async () => {
    api();
    const { user: u } = await openProfile();
    const input = screen.getByLabelText('Alterar foto');
    fakeCanvas({ encodedBytes: () => 2 * 1024 * 1024 + 1 });
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });
    await u.upload(input, big);
    expect(await screen.findByText('Arquivo muito grande. Máximo 2MB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alterar foto' })).toHaveFocus();
    // The picker's accept list hides other types; "all files" or a drop still delivers them.
    fireEvent.change(input, { target: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] } });
    expect(
      await screen.findByText('Formato de arquivo não suportado. Use JPG, PNG ou WEBP.'),
    ).toBeInTheDocument();
  });

  it('sends a 3.3 MB camera photo prepared on the device, with its real size', async () => {
    api();
    const canvas = fakeCanvas({ width: 3000, height: 4000, encodedBytes: () => 18 * 1024 });
    const { user: u } = await openProfile();
    const camera = new File([new Uint8Array(Math.round(3.3 * 1024 * 1024))], 'selfie.jpg', {
      type: 'image/jpeg',
    });
    await u.upload(screen.getByLabelText('Alterar foto'), camera);
    expect(await screen.findByText(/Nova foto selecionada: selfie.jpg \(18 KB\)/)).toBeInTheDocument();
    expect(canvas.encoded[0]).toMatchObject({ width: 1200, height: 1600, type: 'image/jpeg' });
    expect(screen.queryByText('Arquivo muito grande. Máximo 2MB.')).not.toBeInTheDocument();
  });

  it('previews a chosen photo', async () => {
    api();
    const { user: u } = await openProfile();
    await u.upload(screen.getByLabelText('Alterar foto'), new File(['png'], 'eu.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Foto de Ana Souza' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(screen.getByText(/Nova foto selecionada: eu.png/)).toBeInTheDocument();
  });

  it('saves the profile and shows Perfil atualizado com sucesso!', async () => {
    const updated = makeUser({ name: 'Ana Maria' });
    const calls = api({ 'PUT /api/profile': { body: { user: updated } } });
    const { user: u, store } = await openProfile();
    await u.clear(screen.getByLabelText(/^Nome/));
    await u.type(screen.getByLabelText(/^Nome/), 'Ana Maria');
    await u.click(save());
    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Ana Maria',
      surname: 'Souza',
      state: 'São Paulo',
      city: 'São Paulo',
      city_id: '3550308',
      gender: 'F',
    });
    expect(store.getState().auth.user?.name).toBe('Ana Maria');
  });

  it('saves profile and photo together with the combined toast', async () => {
    const calls = api({
      'PUT /api/profile': { body: { user: makeUser({ surname: 'Lima' }) } },
      'POST /api/profile/photo': {
        body: { user: makeUser({ surname: 'Lima', photo: 'storage/users/1/a.webp' }) },
      },
    });
    const { user: u, store } = await openProfile();
    await u.clear(screen.getByLabelText(/^Sobrenome/));
    await u.type(screen.getByLabelText(/^Sobrenome/), 'Lima');
    await u.upload(screen.getByLabelText('Alterar foto'), new File(['png'], 'eu.png', { type: 'image/png' }));
    await u.click(save());
    expect(await screen.findByText('Perfil e foto atualizados com sucesso!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/profile/photo')).toBe(true);
    expect(store.getState().auth.user?.photo).toBe('storage/users/1/a.webp');
  });

  it('uploads only the photo when nothing else changed', async () => {
    const calls = api({
      'POST /api/profile/photo': { body: { user: makeUser({ photo: 'storage/users/1/b.webp' }) } },
    });
    const { user: u } = await openProfile();
    await u.upload(screen.getByLabelText('Alterar foto'), new File(['png'], 'eu.png', { type: 'image/png' }));
    await u.click(save());
    expect(await screen.findByText('Foto atualizada com sucesso!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the error toast with the server message', async () => {
    api({
      'PUT /api/profile': { status: 409, body: { message: 'Você não pode mudar de cidade nesta semana.' } },
    });
    const { user: u } = await openProfile();
    await u.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Você não pode mudar de cidade nesta semana.');
  });

  it('warns about a city change and asks for confirmation in a dialog', async () => {
    const calls = api({
      'PUT /api/profile': { body: { user: makeUser({ city: 'Santos', city_id: '3548500' }) } },
    });
    const { user: u } = await openProfile();
    const city = screen.getByRole('combobox', { name: /Cidade/ });
    await u.clear(city);
    await u.type(city, 'Santos');
    await u.click(
      await within(screen.getByRole('listbox', { name: 'Cidades' })).findByRole('option', { name: 'Santos' }),
    );
    expect(screen.getByText(/a mudança de cidade pode ser bloqueada/)).toBeInTheDocument();
    await u.click(save());
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar mudança de cidade' });
    await u.click(within(dialog).getByRole('button', { name: 'Confirmar e salvar' }));
    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ city_id: '3548500' }),
    );
  });
});
