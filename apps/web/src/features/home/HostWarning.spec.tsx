import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { ids, indicationList, makeWinner, status, winnerList } from '../../../test/indications';
import { makeUser, mockApi, renderApp } from '../../../test/utils';

const OTHER_HOST = '44444444-4444-4444-8444-444444444444';
const calendar = (id: string) => `api/forum/${id}/calendar.ics?token=abc`;

/**
 * Issue 28 item 1: I host Café Central (2nd place); Bar do Zé (1st) is someone else's. Before my
 * "Eu Vou!" there takes me away from my own meetup I am warned, and my own card brings me back.
 */
function hostOfSecondPlace(extra = {}, gender: 'M' | 'F' = 'M') {
  const me = makeUser({ user_id: ids.host, gender });
  return mockApi({
    'GET /api/me': { body: { user: me } },
    'GET /api/forum/restriction-status': { body: status(false) },
    'GET /api/winners/São Paulo': {
      body: winnerList([
        makeWinner({ host_id: OTHER_HOST, host_name: 'Carla Dias', confirmed_participants: 1 }),
        makeWinner({ indication_id: ids.cafe, name: 'Café Central', winner_position: 2, vote_count: 2 }),
      ]),
    },
    'GET /api/indications/user': { body: [] },
    'GET /api/indications': {
      body: indicationList([], {
        voting_open: false,
        nomination: { allowed: false, reason: 'Indicações não são permitidas no fim de semana' },
      }),
    },
    [`POST /api/forum/${ids.bar}/confirm`]: {
      body: {
        message: 'Presença confirmada com sucesso!',
        indication_id: ids.bar,
        is_host: false,
        host_confirmed: false,
        last_confirmed_indication_id: ids.bar,
        calendar_url: calendar(ids.bar),
        moved_from_indication_id: null,
        user: { ...me, last_confirmed_indication_id: ids.bar },
      },
    },
    [`POST /api/forum/${ids.cafe}/confirm`]: {
      body: {
        message:
          'Presença confirmada com sucesso! Sua presença em Bar do Zé foi transferida para o seu encontro.',
        indication_id: ids.cafe,
        is_host: true,
        host_confirmed: true,
        last_confirmed_indication_id: ids.cafe,
        calendar_url: calendar(ids.cafe),
        moved_from_indication_id: ids.bar,
        user: { ...me, last_confirmed_indication_id: ids.cafe },
      },
    },
    ...extra,
  });
}

const card = (name: string) => screen.getByRole('article', { name });
const confirmsOf = (calls: { method: string; path: string }[], id: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === `/api/forum/${id}/confirm`);

describe('Home: a winner’s host and another winner', () => {
  it('warns before Eu Vou! on another winner, and Cancelar changes nothing', async () => {
    const calls = hostOfSecondPlace();
    const { user } = await renderApp('/', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Vencedores da Semana' });

    await user.click(within(card('Bar do Zé')).getByRole('button', { name: 'Eu Vou!' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirmar presença em outro encontro?' });
    expect(dialog).toHaveAccessibleDescription(
      'Você é o anfitrião de Café Central. Se confirmar presença em Bar do Zé, seu encontro ficará sem anfitrião confirmado.',
    );
    expect(
      within(dialog).getByText(
        'Até sexta-feira, 23:59, você pode voltar tocando em "Confirmar Presença" no card de Café Central.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(confirmsOf(calls, ids.bar)).toEqual([]);
    expect(within(card('Bar do Zé')).getByRole('button', { name: 'Eu Vou!' })).toBeEnabled();
  });

  it('confirms elsewhere only when asked to, then my own card moves me back', async () => {
    const calls = hostOfSecondPlace();
    const { user, store } = await renderApp('/', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Vencedores da Semana' });

    await user.click(within(card('Bar do Zé')).getByRole('button', { name: 'Eu Vou!' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar presença em outro encontro?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar mesmo assim' }));

    expect(await within(card('Bar do Zé')).findByText('Presença Confirmada')).toBeInTheDocument();
    expect(confirmsOf(calls, ids.bar)).toHaveLength(1);
    expect(within(card('Bar do Zé')).getByText(/2 presenças confirmadas/)).toBeInTheDocument();
    const own = within(card('Café Central')).getByRole('button', { name: 'Confirmar Presença' });
    expect(own).toBeEnabled();
    expect(own).toHaveAccessibleDescription(
      'Você confirmou presença em Bar do Zé. Ao confirmar aqui, sua presença passa para o seu encontro.',
    );

    // My own meetup is confirmed at once: no question, and my presence leaves Bar do Zé.
    await user.click(own);
    expect(await within(card('Café Central')).findByText('Presença Confirmada')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Presença confirmada com sucesso! Sua presença em Bar do Zé foi transferida para o seu encontro.',
      ),
    ).toBeInTheDocument();
    expect(within(card('Café Central')).getByText(/1 presença confirmada/)).toBeInTheDocument();
    expect(within(card('Bar do Zé')).getByText(/1 presença confirmada/)).toBeInTheDocument();
    expect(within(card('Bar do Zé')).getByRole('button', { name: 'Eu Vou!' })).toBeDisabled();
    await waitFor(() => expect(store.getState().auth.user?.last_confirmed_indication_id).toBe(ids.cafe));
  });

  it('speaks to a host who chose Feminino as the anfitriã', async () => {
    hostOfSecondPlace({}, 'F');
    const { user } = await renderApp('/', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Vencedores da Semana' });

    await user.click(within(card('Bar do Zé')).getByRole('button', { name: 'Eu Vou!' }));

    expect(
      await screen.findByRole('dialog', { name: 'Confirmar presença em outro encontro?' }),
    ).toHaveAccessibleDescription(
      'Você é a anfitriã de Café Central. Se confirmar presença em Bar do Zé, seu encontro ficará sem anfitriã confirmada.',
    );
  });
});
