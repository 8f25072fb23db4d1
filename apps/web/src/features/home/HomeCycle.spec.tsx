import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { indicationMessages } from '@encontro/contracts';
import { indicationList, makeIndication, makeWinner, status, winnerList } from '../../../test/indications';
import { makeUser, mockApi, renderApp } from '../../../test/utils';

/**
 * Issue 28: a week where nobody voted says so from Friday, and the open Home follows the week by
 * itself — at its next change, and when a refusal says the moment has passed.
 */
const me = { 'GET /api/me': { body: { user: makeUser() } } };
const noneOfMine = { 'GET /api/indications/user': { body: [] } };
const venue = makeIndication({ vote_count: 0 });
const thursday = {
  ...status(true),
  now: '2026-12-04T02:59:55.000Z',
  next_change_at: '2026-12-04T00:00:00-03:00',
};
const friday = {
  ...status(false),
  now: '2026-12-04T03:00:01.000Z',
  next_change_at: '2026-12-05T00:00:00-03:00',
};
const votingList = indicationList([venue]);
const closedList = indicationList([venue], {
  voting_open: false,
  nomination: { allowed: false, reason: indicationMessages.weekendClosed },
});

/** The server's answers before (`before`: Thursday 23:59:55) and after Friday 00:00; `reveal()` moves it past. */
function weekAroundFriday(after: { winners: ReturnType<typeof winnerList> }, before = thursday) {
  let revealed = false;
  const calls = mockApi({
    ...me,
    ...noneOfMine,
    'GET /api/forum/restriction-status': () => ({ body: revealed ? friday : before }),
    'GET /api/indications': () => ({ body: revealed ? closedList : votingList }),
    'GET /api/winners/São Paulo': () => ({ body: revealed ? after.winners : winnerList([]) }),
    'POST /api/indications/*': () => {
      revealed = true;
      return { status: 403, body: { message: indicationMessages.votingClosed } };
    },
  });
  return {
    calls,
    reveal: () => {
      revealed = true;
    },
  };
}

const banner = () => screen.getByRole('region', { name: 'Situação da semana' });

describe('Home through the week’s changes', () => {
  beforeAll(async () => {
    await import('../nomination/NominationModal');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('says on Friday that nobody voted and there were no winners, never the voting list', async () => {
    mockApi({
      ...me,
      ...noneOfMine,
      'GET /api/forum/restriction-status': { body: friday },
      'GET /api/indications': { body: closedList },
      'GET /api/winners/São Paulo': { body: winnerList([], { week_closed: true }) },
    });
    await renderApp('/', { token: 'jwt' });
    const section = await screen.findByRole('region', { name: 'Não houve vencedores esta semana' });
    expect(
      within(section).getByText(/Nenhum local recebeu votos esta semana — não houve vencedores\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Locais em Votação' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Bar do Zé' })).not.toBeInTheDocument();
    expect(banner()).not.toHaveTextContent(/vencedores da semana foram revelados/);
    expect(banner()).toHaveTextContent('As indicações e a votação reabrem na segunda-feira, às 00:00.');
  });

  it('says the votes are being counted until Friday’s close has run, then shows the winners', async () => {
    let closed = false;
    mockApi({
      ...me,
      ...noneOfMine,
      'GET /api/forum/restriction-status': { body: friday },
      'GET /api/indications': { body: closedList },
      'GET /api/winners/São Paulo': () => ({
        body: closed ? winnerList([makeWinner()], { week_closed: true }) : winnerList([]),
      }),
    });
    await renderApp('/', { token: 'jwt' });
    expect(await screen.findByText('Apurando os votos da semana...')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Não houve vencedores esta semana' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Locais em Votação' })).not.toBeInTheDocument();
    closed = true;
    expect(
      await screen.findByRole('heading', { name: 'Vencedores da Semana' }, { timeout: 6000 }),
    ).toBeInTheDocument();
  });

  it('shows the winners at Friday 00:00 without a reload', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const week = weekAroundFriday({ winners: winnerList([makeWinner()], { week_closed: true }) });
    await renderApp('/', { token: 'jwt' });
    expect(await screen.findByRole('heading', { name: 'Locais em Votação' })).toBeInTheDocument();
    expect(banner()).toHaveTextContent('Votação Ativa');

    week.reveal();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000 + 3000);
    });
    expect(await screen.findByRole('heading', { name: 'Vencedores da Semana' })).toBeInTheDocument();
    expect(banner()).toHaveTextContent('Votação encerrada · Sexta-feira');
    expect(screen.queryByRole('heading', { name: 'Locais em Votação' })).not.toBeInTheDocument();
  });

  it('follows the week when Votar is refused because voting closed', async () => {
    // Monday's page: its next change is days away, only the refusal can tell it the week moved.
    const week = weekAroundFriday({ winners: winnerList([], { week_closed: true }) }, status(true));
    const { user } = await renderApp('/', { token: 'jwt' });
    const card = await screen.findByRole('article', { name: 'Bar do Zé' });
    await user.click(within(card).getByRole('button', { name: 'Votar' }));

    expect(await screen.findByText(indicationMessages.votingClosed)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Não houve vencedores esta semana' }),
    ).toBeInTheDocument();
    expect(banner()).not.toHaveTextContent('Votação Ativa');
    expect(screen.queryByRole('button', { name: 'Votar' })).not.toBeInTheDocument();
    expect(week.calls.filter((c) => c.path === '/api/forum/restriction-status')).toHaveLength(2);
  });

  it('shows a guest of the city page the week without winners too', async () => {
    mockApi({
      'GET /api/cities/resolve/sao-paulo': {
        body: {
          matches: [
            { city: 'São Paulo', city_id: '3550308', state: 'São Paulo', uf: 'SP', slug: 'sao-paulo' },
          ],
        },
      },
      'GET /api/forum/restriction-status': { body: friday },
      'GET /api/indications': { body: closedList },
      'GET /api/winners/3550308': { body: winnerList([], { week_closed: true }) },
    });
    await renderApp('/sao-paulo');
    expect(
      await screen.findByRole('heading', { name: 'Não houve vencedores esta semana' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Locais em Votação' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toBeInTheDocument();
  });
});
