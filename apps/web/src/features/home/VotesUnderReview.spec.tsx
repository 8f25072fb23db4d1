import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { Indication } from '@encontro/contracts';
import {
  ids,
  indicationList,
  makeIndication,
  makeWinner,
  status,
  winnerList,
} from '../../../test/indications';
import { makeUser, mockApi, renderApp } from '../../../test/utils';

// Issue 27: votes held by the moderation are shown as a number, and a voter whose vote is held is told.

const bar = makeIndication({ vote_count: 3, votes_under_review: 2 });
const cafe = makeIndication({ indication_id: ids.cafe, name: 'Café Central', vote_count: 1 });

function votingWeek(indications: Indication[], myVoteUnderReview: boolean, votedFor: string | null) {
  return {
    'GET /api/me': { body: { user: makeUser({ last_voted_indication_id: votedFor }) } },
    'GET /api/forum/restriction-status': { body: status(true) },
    'GET /api/winners/São Paulo': { body: winnerList([]) },
    'GET /api/indications/user': { body: [] },
    'GET /api/indications': {
      body: indicationList(indications, { my_vote_under_review: myVoteUnderReview }),
    },
  };
}

const card = (name: string) => within(screen.getByRole('article', { name }));
/** The card once the page has drawn it. */
const findCard = async (name: string) => within(await screen.findByRole('article', { name }));

describe('Votes under review', () => {
  it('shows on the Home how many votes of a venue are under review, on its card and in its details', async () => {
    mockApi(votingWeek([bar, makeIndication({ ...cafe, votes_under_review: 1 })], false, null));
    const { user } = await renderApp('/', { token: 'jwt' });
    expect(await screen.findByRole('heading', { name: 'Locais em Votação' })).toBeInTheDocument();
    expect(card('Bar do Zé').getByText('3 votos')).toBeInTheDocument();
    expect(card('Bar do Zé').getByText('2 votos em análise')).toBeInTheDocument();
    expect(card('Café Central').getByText('1 voto em análise')).toBeInTheDocument();
    expect(screen.queryByText('Seu voto está em análise')).not.toBeInTheDocument();
    await user.click(card('Bar do Zé').getByRole('button', { name: 'Detalhes' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Bar do Zé' })).getByText('2 votos em análise'),
    ).toBeInTheDocument();
  });

  it('says nothing of review when no vote of a venue is held', async () => {
    mockApi(votingWeek([cafe], false, null));
    await renderApp('/', { token: 'jwt' });
    expect(await screen.findByRole('heading', { name: 'Locais em Votação' })).toBeInTheDocument();
    expect(screen.queryByText(/em análise/)).not.toBeInTheDocument();
  });

  it('tells a voter whose vote is held, on the card they voted for and in its details only', async () => {
    mockApi(votingWeek([bar, cafe], true, ids.bar));
    const { user } = await renderApp('/', { token: 'jwt' });
    expect((await findCard('Bar do Zé')).getByText('Seu voto está em análise')).toBeInTheDocument();
    expect(card('Café Central').queryByText('Seu voto está em análise')).not.toBeInTheDocument();
    await user.click(card('Bar do Zé').getByRole('button', { name: 'Detalhes' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Bar do Zé' })).getByText('Seu voto está em análise'),
    ).toBeInTheDocument();
  });

  it('takes a held vote out of the count under review when the voter removes it', async () => {
    mockApi({
      ...votingWeek([bar, cafe], true, ids.bar),
      [`DELETE /api/indications/${ids.bar}/vote`]: {
        body: {
          message: 'Voto removido com sucesso!',
          indication: { ...bar, votes_under_review: 1 },
          last_voted_indication_id: null,
        },
      },
    });
    const { user } = await renderApp('/', { token: 'jwt' });
    expect((await findCard('Bar do Zé')).getByText('Seu voto está em análise')).toBeInTheDocument();
    await user.click(card('Bar do Zé').getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Voto removido com sucesso!')).toBeInTheDocument();
    expect(card('Bar do Zé').getByText('1 voto em análise')).toBeInTheDocument();
    expect(card('Bar do Zé').getByText('3 votos')).toBeInTheDocument();
    expect(screen.queryByText('Seu voto está em análise')).not.toBeInTheDocument();
  });

  it('tells a voter at once when the vote they cast is held', async () => {
    mockApi({
      ...votingWeek([bar, cafe], false, null),
      [`POST /api/indications/${ids.bar}/vote`]: {
        body: {
          message: 'Voto registrado com sucesso!',
          indication: { ...bar, votes_under_review: 3 },
          last_voted_indication_id: ids.bar,
        },
      },
    });
    const { user } = await renderApp('/', { token: 'jwt' });
    await user.click((await findCard('Bar do Zé')).getByRole('button', { name: 'Votar' }));
    expect(await screen.findByText('Voto registrado com sucesso!')).toBeInTheDocument();
    expect(card('Bar do Zé').getByText('3 votos em análise')).toBeInTheDocument();
    expect(card('Bar do Zé').getByText('3 votos')).toBeInTheDocument();
    expect(card('Bar do Zé').getByText('Seu voto está em análise')).toBeInTheDocument();
  });

  it('shows the votes under review of a winner', async () => {
    mockApi({
      ...votingWeek([], false, null),
      'GET /api/forum/restriction-status': { body: status(false) },
      'GET /api/winners/São Paulo': { body: winnerList([makeWinner({ votes_under_review: 4 })]) },
    });
    await renderApp('/', { token: 'jwt' });
    expect(await screen.findByRole('heading', { name: 'Vencedores da Semana' })).toBeInTheDocument();
    expect(card('Bar do Zé').getByText('4 votos em análise')).toBeInTheDocument();
  });

  it("shows a guest the city's votes under review", async () => {
    mockApi({
      'GET /api/cities/resolve/sao-paulo': {
        body: {
          matches: [
            { city: 'São Paulo', city_id: '3550308', state: 'São Paulo', uf: 'SP', slug: 'sao-paulo' },
          ],
        },
      },
      'GET /api/winners/3550308': { body: winnerList([]) },
      'GET /api/indications': { body: indicationList([bar]) },
    });
    await renderApp('/sao-paulo');
    expect((await findCard('Bar do Zé')).getByText('2 votos em análise')).toBeInTheDocument();
    expect(screen.queryByText('Seu voto está em análise')).not.toBeInTheDocument();
  });
});
