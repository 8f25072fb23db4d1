import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { expectValidationResent, mockApi, renderApp } from '../../../test/utils';

afterEach(() => {
  jest.useRealTimers();
});

describe('VerifyEmailPage', () => {
  it('without token nor e-mail shows Verificação Necessária and the missing-link text', async () => {
    const calls = mockApi({});
    await renderApp('/validar-cadastro');
    expect(screen.getByRole('heading', { name: 'Verificação Necessária' })).toBeInTheDocument();
    expect(screen.getByText('Link de verificação não encontrado.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('with only an e-mail shows the invalid-or-expired text and a resend button', async () => {
    mockApi({});
    await renderApp('/validar-cadastro?email=ana%40example.com');
    expect(screen.getByRole('heading', { name: 'Erro na Verificação' })).toBeInTheDocument();
    expect(screen.getByText('Link de verificação inválido ou expirado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar e-mail de verificação' })).toBeInTheDocument();
  });

  it('verifies the token and shows Email Verificado!', async () => {
    const calls = mockApi({
      'POST /api/auth/verify-email': {
        body: { success: true, already_verified: false, message: 'E-mail verificado.' },
      },
    });
    await renderApp('/validar-cadastro?token=tok&email=ana%40example.com');
    expect(await screen.findByRole('heading', { name: 'Email Verificado!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o Login' })).toHaveAttribute('href', '/login');
    expect(calls.filter((c) => c.path === '/api/auth/verify-email')).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: 'tok', email: 'ana@example.com' });
  });

  it('shows the already-verified state', async () => {
    mockApi({
      'POST /api/auth/verify-email': {
        body: { success: true, already_verified: true, message: 'E-mail já verificado.' },
      },
    });
    await renderApp('/validate-email?token=tok');
    expect(await screen.findByRole('heading', { name: 'Email já verificado' })).toBeInTheDocument();
  });

  it('shows the server message of a failed verification, with the resend button', async () => {
    mockApi({
      'POST /api/auth/verify-email': {
        status: 422,
        body: { message: 'Link de verificação inválido ou expirado.' },
      },
    });
    await renderApp('/validar-cadastro?token=expirado&email=ana%40example.com');
    expect(await screen.findByRole('heading', { name: 'Erro na Verificação' })).toBeInTheDocument();
    expect(screen.getByText('Link de verificação inválido ou expirado.')).toBeInTheDocument();
  });

  it('falls back to the generic verification error', async () => {
    mockApi({ 'POST /api/auth/verify-email': { status: 500, body: {} } });
    await renderApp('/validar-cadastro?token=x');
    expect(await screen.findByText('Erro ao verificar email.')).toBeInTheDocument();
  });

  it('resends the e-mail, then reverts to the invalid-link error after 5 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const calls = mockApi({ 'POST /api/resend-validation': { body: { success: true, message: 'ok' } } });
    const { user } = await renderApp('/validar-cadastro?email=ana%40example.com');
    await user.click(screen.getByRole('button', { name: 'Reenviar e-mail de verificação' }));
    await expectValidationResent(calls, 'ana@example.com');
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    expect(screen.queryByText(/reenviado com sucesso/)).not.toBeInTheDocument();
    expect(screen.getByText('Link de verificação inválido ou expirado.')).toBeInTheDocument();
  });

  it('resends to the pending e-mail when the link has none', async () => {
    const calls = mockApi({ 'POST /api/resend-validation': { body: { success: true, message: 'ok' } } });
    const { user } = await renderApp('/validar-cadastro', { pendingEmail: 'nova@example.com' });
    await user.click(screen.getByRole('button', { name: 'Reenviar e-mail de verificação' }));
    await screen.findByText('Email de verificação reenviado com sucesso! Verifique sua caixa de entrada.');
    expect(calls.at(-1)?.body).toEqual({ email: 'nova@example.com' });
  });

  it('reports a failed resend', async () => {
    mockApi({ 'POST /api/resend-validation': { status: 500, body: {} } });
    const { user } = await renderApp('/validar-cadastro?email=ana%40example.com');
    await user.click(screen.getByRole('button', { name: 'Reenviar e-mail de verificação' }));
    expect(await screen.findByText('Erro ao reenviar email de verificação.')).toBeInTheDocument();
  });

  it('toggles the troubleshooting tips', async () => {
    mockApi({});
    const { user } = await renderApp('/validar-cadastro');
    const toggle = screen.getByRole('button', { name: 'Mostrar dicas de solução de problemas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/expira em 24 horas. Se passou/)).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Ocultar dicas de solução de problemas' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(/expira em 24 horas. Se passou/)).toBeVisible();
  });
});
