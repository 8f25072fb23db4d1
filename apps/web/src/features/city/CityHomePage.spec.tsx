import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { CityMatch } from '@encontro/contracts';
import { indicationList, makeIndication, makeWinner, winnerList } from '../../../test/indications';
import { currentPath, mockApi, renderApp, switchableReply } from '../../../test/utils';

const saoPaulo: CityMatch = {
  city: 'São Paulo',
  city_id: '3550308',
  state: 'São Paulo',
  uf: 'SP',
  slug: 'sao-paulo',
};
const resolvesTo = (...matches: CityMatch[]) => ({ body: { matches } });

describe('CityHomePage', () => {
  it("shows a guest the city's winners read-only, with a call to sign up", async () => {
    const calls = mockApi({
      'GET /api/cities/resolve/sao-paulo': resolvesTo(saoPaulo),
      'GET /api/winners/3550308': { body: winnerList([makeWinner()]) },
      'GET /api/indications': { body: indicationList([]) },
    });
    await renderApp('/sao-paulo');
    expect(await screen.findByRole('heading', { name: 'Vencedores da Semana' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Encontro em São Paulo' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Bar do Zé' });
    expect(within(card).queryByRole('button', { name: 'Eu Vou!' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/register');
    expect(calls.every((c) => c.authorization === null)).toBe(true);
    expect(calls.find((c) => c.path === '/api/indications')?.query.get('city')).toBe('3550308');
  });

  it('shows the indications in voting without vote buttons', async () => {
    mockApi({
      'GET /api/cities/resolve/sao-paulo': resolvesTo(saoPaulo),
      'GET /api/winners/3550308': { body: winnerList([]) },
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

  it.each(['/São Paulo', '/SAO%20PAULO', '/Sao-Paulo'])(
    'opens %s as /sao-paulo, ignoring accents and case',
    async (path) => {
      mockApi({
        'GET /api/cities/resolve/sao-paulo': resolvesTo(saoPaulo),
        'GET /api/winners/3550308': { body: winnerList([]) },
        'GET /api/indications': { body: indicationList([]) },
      });
      await renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Encontro em São Paulo' }),
      ).toBeInTheDocument();
      expect(currentPath()).toBe('/sao-paulo');
    },
  );

  it('shows the not-found page for a city that does not exist', async () => {
    mockApi({ 'GET /api/cities/resolve/cidade-que-nao-existe': resolvesTo() });
    await renderApp('/cidade-que-nao-existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
  });

  it('asks which state for a name several states share', async () => {
    const bomJesus = (uf: string, state: string, city_id: string): CityMatch => ({
      city: 'Bom Jesus',
      city_id,
      state,
      uf,
      slug: `bom-jesus-${uf.toLowerCase()}`,
    });
    mockApi({
      'GET /api/cities/resolve/bom-jesus': resolvesTo(
        bomJesus('PB', 'Paraíba', '2502201'),
        bomJesus('PI', 'Piauí', '2201903'),
      ),
    });
    await renderApp('/bom-jesus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Qual Bom Jesus?' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Cidades chamadas Bom Jesus' });
    expect(within(list).getByRole('link', { name: 'Bom Jesus – Piauí (PI)' })).toHaveAttribute(
      'href',
      '/bom-jesus-pi',
    );
    expect(within(list).getAllByRole('link')).toHaveLength(2);
  });

  it('shows a teaser for a real city nobody uses yet', async () => {
    mockApi({
      'GET /api/cities/resolve/cidade-nova': resolvesTo({
        city: 'Cidade Nova',
        city_id: '1234567',
        state: 'Pará',
        uf: 'PA',
        slug: 'cidade-nova',
      }),
      'GET /api/winners/1234567': { status: 404, body: { message: 'Cidade não encontrada.' } },
      'GET /api/indications': { status: 404, body: { message: 'Cidade não encontrada.' } },
    });
    await renderApp('/cidade-nova');
    expect(
      await screen.findByRole('heading', { name: 'Ainda não há encontros em Cidade Nova' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toBeInTheDocument();
  });

  it("shows a failed load of the city's venues as an error with 'Tentar novamente', which loads them again", async () => {
    const winners = switchableReply({ status: 500, body: {} }, { body: winnerList([]) });
    mockApi({
      'GET /api/cities/resolve/sao-paulo': resolvesTo(saoPaulo),
      'GET /api/winners/3550308': winners.reply,
      'GET /api/indications': { body: indicationList([makeIndication()]) },
    });
    const { user } = await renderApp('/sao-paulo');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os locais desta cidade.',
    );
    expect(screen.queryByText('Nenhum local em votação')).not.toBeInTheDocument();
    winners.switchOver();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Locais em Votação' })).toBeInTheDocument();
  });

  it("shows a failed city lookup as an error with 'Tentar novamente', not as a missing page", async () => {
    const lookup = switchableReply({ status: 503, body: {} }, resolvesTo(saoPaulo));
    mockApi({
      'GET /api/cities/resolve/sao-paulo': lookup.reply,
      'GET /api/winners/3550308': { body: winnerList([]) },
      'GET /api/indications': { body: indicationList([]) },
    });
    const { user } = await renderApp('/sao-paulo');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível abrir a página desta cidade agora.',
    );
    expect(screen.queryByRole('heading', { name: 'Página não encontrada' })).not.toBeInTheDocument();
    lookup.switchOver();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Encontro em São Paulo' })).toBeInTheDocument(),
    );
  });
});
