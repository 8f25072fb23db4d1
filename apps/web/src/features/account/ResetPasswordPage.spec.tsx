import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { currentPath, fieldRefusal, mockApi, renderApp } from '../../../test/utils';

describe('ResetPasswordPage — request mode', () => {
  it('asks for the e-mail and checks its format', async () => {
    mockApi({});
    const { user } = await renderApp('/forgot-password');
    await user.click(screen.getByRole('button', { name: 'Enviar link de redefinição' }));
    expect(screen.getByText('Email é obrigatório')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail/), 'ana@');
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
  });

  it('sends the request and shows the success state', async () => {
    const calls = mockApi({
      'POST /api/auth/forgot-password': {
        body: { success: true, message: 'Enviamos um link para o seu e-mail.' },
      },
    });
    const { user } = await renderApp('/reset-password');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link de redefinição' }));
    expect(await screen.findByRole('heading', { name: 'Verifique seu e-mail' })).toBeInTheDocument();
    expect(screen.getByText('Enviamos um link para o seu e-mail.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/api/auth/forgot-password', body: { email: 'ana@example.com' } });
  });

  it('shows the error state and Tentar Novamente returns to the request', async () => {
    mockApi({ 'POST /api/auth/forgot-password': { status: 500, body: {} } });
    const { user } = await renderApp('/forgot-password');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link de redefinição' }));
    expect(await screen.findByText('Erro ao enviar email de redefinição.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(screen.getByRole('heading', { name: 'Esqueceu sua senha?' })).toBeInTheDocument();
  });
});

describe('ResetPasswordPage — reset mode', () => {
  it('updates the requirement checklist as the password is typed', async () => {
    mockApi({});
    const { user } = await renderApp('/reset-password?token=abc');
    const list = within(screen.getByRole('list', { name: 'Requisitos da senha' }));
    expect(list.getByText('Pelo menos 6 caracteres')).toHaveTextContent('(pendente)');
    await user.type(screen.getByLabelText(/^Nova senha/), 'abcdef');
    expect(list.getByText('Pelo menos 6 caracteres')).toHaveTextContent('(atendido)');
    expect(list.getByText('Uma letra maiúscula')).toHaveTextContent('(pendente)');
    await user.type(screen.getByLabelText(/^Nova senha/), 'A1');
    expect(list.getByText('Uma letra maiúscula')).toHaveTextContent('(atendido)');
    expect(list.getByText('Um número')).toHaveTextContent('(atendido)');
  });

  it('shows each rule of SPEC §5 Reset as a message', async () => {
    mockApi({});
    const { user } = await renderApp('/reset-password?token=abc');
    const password = screen.getByLabelText(/^Nova senha/);
    const confirmation = screen.getByLabelText(/^Confirmar nova senha/);
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument();
    expect(screen.getByText('Confirmação de senha é obrigatória')).toBeInTheDocument();
    await user.type(password, 'abc');
    expect(screen.getByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    await user.type(password, 'defg');
    expect(screen.getByText('Senha deve conter pelo menos uma letra maiúscula')).toBeInTheDocument();
    await user.type(password, 'H');
    expect(screen.getByText('Senha deve conter pelo menos um número')).toBeInTheDocument();
    await user.type(password, '1');
    await user.type(confirmation, 'outra');
    expect(screen.getByText('Senhas não coincidem')).toBeInTheDocument();
  });

  it('resets the password and shows the success state', async () => {
    const calls = mockApi({
      'POST /api/auth/reset-password': { body: { success: true, message: 'Senha redefinida com sucesso.' } },
    });
    const { user } = await renderApp('/reset-password?token=tok-1');
    await user.type(screen.getByLabelText(/^Nova senha/), 'NovaSenha1');
    await user.type(screen.getByLabelText(/^Confirmar nova senha/), 'NovaSenha1');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByRole('heading', { name: 'Senha redefinida!' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      token: 'tok-1',
      password: 'NovaSenha1',
      password_confirmation: 'NovaSenha1',
    });
  });

  it('shows server field errors under their fields', async () => {
    mockApi({
      'POST /api/auth/reset-password': fieldRefusal('password', 'Senha muito comum'),
    });
    const { user } = await renderApp('/reset-password?token=tok-1');
    await user.type(screen.getByLabelText(/^Nova senha/), 'Senha123');
    await user.type(screen.getByLabelText(/^Confirmar nova senha/), 'Senha123');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('Senha muito comum')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nova senha/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the error state for an invalid token and Tentar Novamente goes to the request form', async () => {
    mockApi({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { success: false, message: 'Token inválido ou expirado.' },
      },
    });
    const { user } = await renderApp('/reset-password?token=velho');
    await user.type(screen.getByLabelText(/^Nova senha/), 'Senha123');
    await user.type(screen.getByLabelText(/^Confirmar nova senha/), 'Senha123');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('Token inválido ou expirado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    await waitFor(() => expect(currentPath()).toBe('/forgot-password'));
    expect(screen.getByRole('heading', { name: 'Esqueceu sua senha?' })).toBeInTheDocument();
  });
});
