import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { indicationList, makeIndication, makeWinner, winnerList } from '../../../test/indications';
import { mockApi, renderApp } from '../../../test/utils';

describe('CityHomePage', () => {
  it("shows a guest the city's winners read-only, with a call to sign up", async () => {
    const calls = mockApi({
      'GET /api/winners/sao-paulo': { body: winnerList([makeWinner()]) },
      'GET /api/indications': { body: indicationList([]) },
    });
    await renderApp('/sao-paulo');
    expect(await screen.findByRole('heading', { name: 'Vencedores da Semana' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Encontro em São Paulo' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Bar do Zé' });
    expect(within(card).queryByRole('button', { name: 'Eu Vou!' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/register');
    expect(calls.every((c) => c.authorization === null)).toBe(true);
    expect(calls.find((c) => c.path === '/api/indications')).toBeDefined();
  });

  it('shows the indications in voting without vote buttons', async () => {
    mockApi({
      'GET /api/winners/sao-paulo': { body: winnerList([]) },
      'GET /api/indications': { body: indicationList([makeIndication()]) },
    });
    const { user } = await renderApp('/sao-paulo');
    expect(await screen.findByRole('heading', { name: 'Locais em Votação' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Bar do Zé' });
    expect(within(card).queryByRole('button', { name: 'Votar' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Detalhes' }));
    const dialog = screen.getByRole('dialog', { name: 'Bar do Zé' });
    expect(within(dialog).getByText('Rua Augusta, 100')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Denunciar' })).not.toBeInTheDocument();
  });

  it('shows a teaser for a city nobody uses yet', async () => {
    mockApi({
      'GET /api/winners/cidade-nova': { status: 404, body: { message: 'Cidade não encontrada.' } },
      'GET /api/indications': { status: 404, body: { message: 'Cidade não encontrada.' } },
    });
    await renderApp('/cidade-nova');
    expect(
      await screen.findByRole('heading', { name: 'Ainda não há encontros em Cidade Nova' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toBeInTheDocument();
  });
});
