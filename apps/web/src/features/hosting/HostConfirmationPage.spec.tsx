import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { makeUser, mockApi, renderApp } from '../../../test/utils';

describe('HostConfirmationPage', () => {
  it('confirms the host with the token of the e-mail link and links the forum', async () => {
    const calls = mockApi({
      'POST /api/winners/host-confirmation': {
        body: {
          message: 'Presença confirmada com sucesso!',
          indication_id: '0b7f2d9e-4c1a-4f5e-9a51-1d2b3c4d5e6f',
        },
      },
    });
    await renderApp('/anfitriao/confirmar?token=abc123');
    expect(await screen.findByRole('heading', { name: 'Você é o anfitrião!' })).toBeInTheDocument();
    expect(screen.getByText('Presença confirmada com sucesso!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o Fórum' })).toHaveAttribute(
      'href',
      '/forum/0b7f2d9e-4c1a-4f5e-9a51-1d2b3c4d5e6f',
    );
    expect(calls.filter((c) => c.path === '/api/winners/host-confirmation').map((c) => c.body)).toEqual([
      { token: 'abc123' },
    ]);
  });

  it('tells a signed-in host who chose Feminino that she is the anfitriã', async () => {
    mockApi({
      'GET /api/me': { body: { user: makeUser({ gender: 'F' }) } },
      'POST /api/winners/host-confirmation': {
        body: {
          message: 'Presença confirmada com sucesso!',
          indication_id: '0b7f2d9e-4c1a-4f5e-9a51-1d2b3c4d5e6f',
        },
      },
    });
    await renderApp('/anfitriao/confirmar?token=abc123', { token: 'jwt' });
    expect(await screen.findByRole('heading', { name: 'Você é a anfitriã!' })).toBeInTheDocument();
  });

  it('shows the server message when the link is invalid or expired', async () => {
    mockApi({
      'POST /api/winners/host-confirmation': {
        status: 422,
        body: { message: 'Link de confirmação inválido ou expirado.' },
      },
    });
    await renderApp('/anfitriao/confirmar?token=velho');
    expect(await screen.findByRole('heading', { name: 'Não foi possível confirmar' })).toBeInTheDocument();
    expect(screen.getByText('Link de confirmação inválido ou expirado.')).toBeInTheDocument();
  });

  it('says the link is missing without calling the server', async () => {
    const calls = mockApi({});
    await renderApp('/anfitriao/confirmar');
    expect(screen.getByText('Link de confirmação não encontrado.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/winners/host-confirmation')).toHaveLength(0);
  });
});
