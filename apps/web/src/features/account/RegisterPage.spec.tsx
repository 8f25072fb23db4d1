import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { fieldRefusal, mockApi, renderApp, statesAndCities } from '../../../test/utils';

async function openRegister() {
  const app = await renderApp('/register');
  await screen.findByRole('heading', { name: 'Criar conta' });
  await screen.findByRole('option', { name: 'São Paulo' });
  return app;
}

const cityOptions = async (name: string | RegExp) =>
  within(await screen.findByRole('listbox', { name: 'Cidades' })).findAllByRole('option', { name });
const cityOption = async (name: string) => (await cityOptions(name))[0]!;

type UserEvent = Awaited<ReturnType<typeof renderApp>>['user'];

/** Chooses São Paulo as the state and waits until its cities can be picked: the city field. */
async function chooseSaoPaulo(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText(/^Estado/), 'São Paulo');
  const city = screen.getByRole('combobox', { name: /Cidade/ });
  await waitFor(() => expect(city).toBeEnabled());
  return city;
}

/** The form, the states and cities answered, with São Paulo chosen. */
async function openWithSaoPaulo() {
  mockApi({ ...statesAndCities });
  const { user } = await openRegister();
  return { user, city: await chooseSaoPaulo(user) };
}

async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByLabelText(/^Nome/), 'Ana');
  await user.type(screen.getByLabelText(/^Sobrenome/), 'Souza');
  await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.com');
  const city = await chooseSaoPaulo(user);
  await user.type(city, 'sao pa');
  await user.click(await cityOption('São Paulo'));
  await user.selectOptions(screen.getByLabelText(/^Gênero/), 'F');
  await user.type(screen.getByLabelText(/^Senha/), 'Senha123');
  await user.type(screen.getByLabelText(/^Confirmar senha/), 'Senha123');
  await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
}

describe('RegisterPage', () => {
  it('asks to fill every required field when submitted empty', async () => {
    const calls = mockApi({ ...statesAndCities });
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por favor, preencha todos os campos obrigatórios.',
    );
    expect(calls.some((c) => c.path === '/api/register')).toBe(false);
  });

  it('refuses passwords that do not match', async () => {
    mockApi({ ...statesAndCities });
    const { user } = await openRegister();
    await fillValidForm(user);
    await user.clear(screen.getByLabelText(/^Confirmar senha/));
    await user.type(screen.getByLabelText(/^Confirmar senha/), 'Outra123');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('As senhas não coincidem.');
  });

  it('refuses a password shorter than 6 characters', async () => {
    mockApi({ ...statesAndCities });
    const { user } = await openRegister();
    await user.type(screen.getByLabelText(/^Senha/), '12345');
    await user.tab();
    expect(screen.getByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
  });

  it('refuses a malformed e-mail', async () => {
    mockApi({ ...statesAndCities });
    const { user } = await openRegister();
    await user.type(screen.getByLabelText(/^E-mail/), 'ana.example.com');
    await user.tab();
    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
  });

  it('sends the registration and shows the success message', async () => {
    const calls = mockApi({
      ...statesAndCities,
      'POST /api/register': { status: 201, body: { message: 'Cadastro realizado! Verifique seu e-mail.' } },
    });
    const { user, store } = await openRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('heading', { name: 'Cadastro realizado!' })).toBeInTheDocument();
    expect(screen.getByText('Cadastro realizado! Verifique seu e-mail.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/register')?.body).toEqual({
      first_name: 'Ana',
      last_name: 'Souza',
      email: 'ana@example.com',
      state: 'São Paulo',
      city: 'São Paulo',
      city_id: '3550308',
      gender: 'F',
      password: 'Senha123',
      password_confirmation: 'Senha123',
      terms_accepted: true,
      honeypot: '',
    });
    expect(store.getState().auth.pendingEmail).toBe('ana@example.com');
  });

  it('brings the success message into view and focuses its heading', async () => {
    mockApi({
      ...statesAndCities,
      'POST /api/register': { status: 201, body: { message: 'Verifique seu e-mail.' } },
    });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const { user } = await openRegister();
      await fillValidForm(user);
      await user.click(screen.getByRole('button', { name: 'Criar conta' }));
      const heading = await screen.findByRole('heading', { name: 'Cadastro realizado!' });
      expect(heading).toHaveFocus();
      expect(scrolled).toEqual([heading.closest('section')]);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('keeps the page a guest came from next to pendingEmail, for the login after the verification', async () => {
    mockApi({ ...statesAndCities, 'POST /api/register': { status: 201, body: { message: 'ok' } } });
    const { user, store } = await renderApp('/register?next=/forum/12');
    await screen.findByRole('option', { name: 'São Paulo' });
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login?next=/forum/12');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('link', { name: 'Ir para o login' })).toHaveAttribute(
      'href',
      '/login?next=/forum/12',
    );
    expect(store.getState().auth).toMatchObject({ pendingEmail: 'ana@example.com', returnPath: '/forum/12' });
    expect(window.localStorage.getItem('returnPath')).toBe('/forum/12');
  });

  it('keeps no page from a foreign next', async () => {
    mockApi({ ...statesAndCities, 'POST /api/register': { status: 201, body: { message: 'ok' } } });
    const { user, store } = await renderApp('/register?next=//evil.example');
    await screen.findByRole('option', { name: 'São Paulo' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
    expect(store.getState().auth.returnPath).toBeNull();
  });

  it('fakes success without calling the API when the honeypot is filled', async () => {
    const calls = mockApi({ ...statesAndCities });
    const { user, container } = await openRegister();
    await fillValidForm(user);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="honeypot"]')!;
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    await user.type(honeypot, 'http://spam.example');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('heading', { name: 'Cadastro realizado!' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/register')).toBe(false);
  });

  it('explains a known e-mail (409)', async () => {
    mockApi({ ...statesAndCities, 'POST /api/register': { status: 409, body: { message: 'conflict' } } });
    const { user } = await openRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-mail já cadastrado. Tente fazer login ou recuperar a senha.',
    );
  });

  it('shows the first server field error of a 422', async () => {
    mockApi({
      ...statesAndCities,
      'POST /api/register': fieldRefusal('first_name', 'Nome deve ter no máximo 100 caracteres'),
    });
    const { user } = await openRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nome deve ter no máximo 100 caracteres');
  });

  it('links the terms checkbox to /termos', async () => {
    mockApi({ ...statesAndCities });
    await openRegister();
    const form = within(screen.getByRole('main'));
    expect(form.getByRole('link', { name: /Termos & Condições/ })).toHaveAttribute('href', '/termos');
  });
});

describe('CityCombobox on the register form', () => {
  it('is disabled until a state is chosen, then searches its cities ignoring accents', async () => {
    mockApi({ ...statesAndCities });
    const { user } = await openRegister();
    const city = screen.getByRole('combobox', { name: /Cidade/ });
    expect(city).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/^Estado/), 'São Paulo');
    await waitFor(() => expect(city).toBeEnabled());
    await user.type(city, 'sao');
    const options = await cityOptions(/São/);
    expect(options.map((o) => o.textContent)).toEqual(['São Paulo', 'São José dos Campos']);
    expect(city).toHaveAttribute('aria-expanded', 'true');
  });

  it('is operable with the keyboard', async () => {
    const { user, city } = await openWithSaoPaulo();
    await user.type(city, 'san');
    await user.keyboard('{ArrowDown}');
    expect(city.getAttribute('aria-activedescendant')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(city).toHaveValue('Santos');
    expect(city).toHaveAttribute('aria-expanded', 'false');
    await user.type(city, 'x');
    await user.keyboard('{Escape}');
    expect(city).toHaveAttribute('aria-expanded', 'false');
  });

  it('clears the city when the state changes', async () => {
    const { user, city } = await openWithSaoPaulo();
    await user.type(city, 'Campinas');
    await user.click(await cityOption('Campinas'));
    await user.selectOptions(screen.getByLabelText(/^Estado/), 'Rio de Janeiro');
    expect(city).toHaveValue('');
  });
});
