import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { mockApi, renderApp, type ApiCall } from '../../../test/utils';

const unsubscribeCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === '/api/notifications/email/unsubscribe');

async function openLink(path: string) {
  const app = await renderApp(path);
  await screen.findByRole('heading', { name: 'Descadastrar deste e-mail' });
  return app;
}

describe('EmailUnsubscribePage', () => {
  it('does nothing when opened (mail scanners open links), and unsubscribes on the click', async () => {
    const calls = mockApi({
      'POST /api/notifications/email/unsubscribe': {
        body: {
          message: 'Você não receberá mais este e-mail. Altere quando quiser no seu perfil.',
          type: 'host.selected',
        },
      },
    });
    const { user } = await openLink('/notificacoes/descadastrar?token=abc.def');
    expect(unsubscribeCalls(calls)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirmar descadastro' }));
    expect(
      await screen.findByText('Você não receberá mais este e-mail. Altere quando quiser no seu perfil.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Descadastro confirmado' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar descadastro' })).not.toBeInTheDocument();
    const [call] = unsubscribeCalls(calls);
    expect(unsubscribeCalls(calls)).toHaveLength(1);
    expect(call).toMatchObject({ method: 'POST', authorization: null });
    expect(call!.query.get('token')).toBe('abc.def');
  });

  it('says an invalid link (404) and offers no retry', async () => {
    mockApi({
      'POST /api/notifications/email/unsubscribe': { status: 404, body: {} },
    });
    const { user } = await openLink('/notificacoes/descadastrar?token=forjado');
    await user.click(screen.getByRole('button', { name: 'Confirmar descadastro' }));
    expect(await screen.findByText('Link de descadastro inválido.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar descadastro' })).not.toBeInTheDocument();
  });

  it('keeps the button after a failure that may pass', async () => {
    mockApi({
      'POST /api/notifications/email/unsubscribe': {
        status: 503,
        body: { message: 'Serviço indisponível.' },
      },
    });
    const { user } = await openLink('/notificacoes/descadastrar?token=abc');
    await user.click(screen.getByRole('button', { name: 'Confirmar descadastro' }));
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar descadastro' })).toBeEnabled();
  });

  it('says a link without its token is invalid, without calling the server', async () => {
    const calls = mockApi({});
    await openLink('/notificacoes/descadastrar');
    expect(screen.getByText('Link de descadastro inválido.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar descadastro' })).not.toBeInTheDocument();
    expect(unsubscribeCalls(calls)).toHaveLength(0);
  });
});
