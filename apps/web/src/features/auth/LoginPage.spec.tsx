import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  currentPath,
  expectValidationResent,
  fieldRefusal,
  makeUser,
  mockApi,
  renderApp,
} from '../../../test/utils';

async function openLogin() {
  const app = await renderApp('/login');
  const email = screen.getByLabelText(/E-mail/);
  const password = screen.getByLabelText(/Senha/);
  const submit = screen.getByRole('button', { name: 'Entrar' });
  return { ...app, email, password, submit };
}

describe('LoginPage', () => {
  it('asks for the e-mail and the password once the fields are left empty', async () => {
    mockApi({});
    const { user, email, password } = await openLogin();
    await user.click(email);
    await user.click(password);
    await user.tab();
    expect(screen.getByText('E-mail é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects a malformed e-mail and a short password', async () => {
    mockApi({});
    const { user, email, password } = await openLogin();
    await user.type(email, 'ana@');
    await user.type(password, '12345');
    await user.tab();
    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
    expect(screen.getByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
  });

  it('enables the submit button only when the form is valid', async () => {
    mockApi({});
    const { user, email, password, submit } = await openLogin();
    expect(submit).toBeDisabled();
    await user.type(email, 'ana@example.com');
    expect(submit).toBeDisabled();
    await user.type(password, 'Senha1');
    expect(submit).toBeEnabled();
  });

  it('limits e-mail to 50 and password to 20 characters', async () => {
    mockApi({});
    const { email, password } = await openLogin();
    expect(email).toHaveAttribute('maxLength', '50');
    expect(password).toHaveAttribute('maxLength', '20');
  });

  it('shows the unverified e-mail error with a resend link that resends the validation e-mail', async () => {
    const calls = mockApi({
      'POST /api/login': fieldRefusal('email', 'E-mail não verificado. Verifique sua caixa de entrada.'),
      'POST /api/resend-validation': { body: { success: true, message: 'ok' } },
    });
    const { user, email, password, submit, store } = await openLogin();
    await user.type(email, 'nova@example.com');
    await user.type(password, 'Senha123');
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('E-mail não verificado. Verifique sua caixa de entrada.');
    expect(store.getState().auth.pendingEmail).toBe('nova@example.com');

    await user.click(within(alert).getByRole('button', { name: 'Reenviar e-mail de verificação' }));
    await expectValidationResent(calls, 'nova@example.com');
  });

  it('answers the login of a blocked account with its message and a link to the support contact', async () => {
    mockApi({
      'POST /api/login': {
        status: 403,
        body: { message: 'Sua conta está bloqueada. Entre em contato com o suporte.' },
      },
    });
    const { user, email, password, submit } = await openLogin();
    await user.type(email, 'bia@example.com');
    await user.type(password, 'Senha123');
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sua conta está bloqueada. Entre em contato com o suporte.');
    expect(within(alert).getByRole('link', { name: 'Fale com o suporte' })).toHaveAttribute(
      'href',
      '/support/contact',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows the server message of another 422 without the resend link', async () => {
    mockApi({
      'POST /api/login': fieldRefusal('email', 'E-mail inválido'),
    });
    const { user, email, password, submit } = await openLogin();
    await user.type(email, 'ana@example.com');
    await user.type(password, 'Senha123');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail inválido');
    expect(screen.queryByRole('button', { name: 'Reenviar e-mail de verificação' })).not.toBeInTheDocument();
  });

  it('shows the generic message for an unexpected failure', async () => {
    mockApi({ 'POST /api/login': { status: 503, body: { message: 'Serviço indisponível' } } });
    const { user, email, password, submit } = await openLogin();
    await user.type(email, 'ana@example.com');
    await user.type(password, 'Senha123');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao fazer login. Tente novamente.');
  });

  it('links to password recovery and registration', async () => {
    mockApi({});
    await openLogin();
    expect(screen.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/register');
  });
});

describe('LoginPage deep links', () => {
  const signIn = async (path: string, options: { returnPath?: string } = {}) => {
    if (options.returnPath) window.localStorage.setItem('returnPath', options.returnPath);
    mockApi({ 'POST /api/login': { body: { token: 'jwt', user: makeUser() } } });
    const app = await renderApp(path);
    await app.user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await app.user.type(screen.getByLabelText(/Senha/), 'Senha123');
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
    return app;
  };

  it('returns a guest sent from a private page to it after logging in', async () => {
    mockApi({});
    const { user } = await renderApp('/support/ticket');
    await waitFor(() => expect(currentPath()).toBe('/login?next=/support/ticket'));
    mockApi({
      'POST /api/login': { body: { token: 'jwt', user: makeUser() } },
      'GET /api/support/tickets': { body: { tickets: [] } },
    });
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Senha/), 'Senha123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(currentPath()).toBe('/support/ticket'));
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/login'])(
    'leads home for next=%s',
    async (next) => {
      await signIn(`/login?next=${encodeURIComponent(next)}`);
      await waitFor(() => expect(currentPath()).toBe('/'));
    },
  );

  it('passes the page on to the registration link', async () => {
    mockApi({});
    await renderApp('/login?next=/forum/12');
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute(
      'href',
      '/register?next=/forum/12',
    );
  });

  it('after a sign-up and its verification, leads to the page the sign-up came from, once', async () => {
    const { store } = await signIn('/login', { returnPath: '/forum/12' });
    await waitFor(() => expect(currentPath()).toBe('/forum/12'));
    expect(store.getState().auth.returnPath).toBeNull();
    expect(window.localStorage.getItem('returnPath')).toBeNull();
  });
});
