import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { mockApi, renderApp, type ApiCall } from '../../../test/utils';

const FORUM = '0b9f6a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const TOKEN = 'cGF5bG9hZA.assinatura';
const path = `/api/forum/${FORUM}/reminder-answer`;
const answers = (calls: ApiCall[]) => calls.filter((c) => c.path === path);

describe('ReminderAnswerPage', () => {
  it('sends "Não vou mais" once on opening, signed out, and says the seat is free', async () => {
    const calls = mockApi({
      [`POST ${path}`]: {
        body: {
          message: 'Presença cancelada. Sua vaga foi liberada.',
          indication_id: FORUM,
          answer: 'not_going',
        },
      },
    });
    await renderApp(`/forum/${FORUM}/lembrete?t=${encodeURIComponent(TOKEN)}&r=nao-vou`);
    expect(await screen.findByRole('heading', { name: 'Vaga liberada' })).toBeInTheDocument();
    expect(screen.getByText('Presença cancelada. Sua vaga foi liberada.')).toBeInTheDocument();
    expect(answers(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        authorization: null,
        body: { token: TOKEN, answer: 'not_going' },
      }),
    ]);
    expect(screen.getByRole('link', { name: 'Ver o encontro' })).toHaveAttribute('href', `/forum/${FORUM}`);
  });

  it('sends "Vou sim" and says the presence is kept', async () => {
    const calls = mockApi({
      [`POST ${path}`]: {
        body: { message: 'Presença mantida. Até lá!', indication_id: FORUM, answer: 'going' },
      },
    });
    await renderApp(`/forum/${FORUM}/lembrete?t=${TOKEN}&r=vou`);
    expect(await screen.findByRole('heading', { name: 'Presença mantida' })).toBeInTheDocument();
    expect(screen.getByText('Presença mantida. Até lá!')).toBeInTheDocument();
    expect(answers(calls)[0]!.body).toEqual({ token: TOKEN, answer: 'going' });
  });

  it('shows the pt-BR refusal of a link already used, with no retry', async () => {
    mockApi({ [`POST ${path}`]: { status: 410, body: { message: 'Este lembrete já foi respondido.' } } });
    await renderApp(`/forum/${FORUM}/lembrete?t=${TOKEN}&r=nao-vou`);
    expect(await screen.findByText('Este lembrete já foi respondido.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).not.toBeInTheDocument();
  });

  it('offers a retry after a failure that may pass', async () => {
    let replies = 0;
    const calls = mockApi({
      [`POST ${path}`]: () =>
        (replies += 1) === 1
          ? { status: 503, body: { message: 'Serviço indisponível.' } }
          : { body: { message: 'Presença mantida. Até lá!', indication_id: FORUM, answer: 'going' } },
    });
    const { user } = await renderApp(`/forum/${FORUM}/lembrete?t=${TOKEN}&r=vou`);
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Presença mantida. Até lá!')).toBeInTheDocument();
    expect(answers(calls)).toHaveLength(2);
  });

  it('sends nothing for a link without its token or answer', async () => {
    const calls = mockApi({});
    await renderApp(`/forum/${FORUM}/lembrete?r=talvez`);
    expect(await screen.findByText('Link do lembrete inválido.')).toBeInTheDocument();
    expect(answers(calls)).toEqual([]);
  });
});
