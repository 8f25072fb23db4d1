import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { CityMatch } from '@encontro/contracts';
import { forumIds, makeForum, makeLastEncounter } from '../../../test/forum';
import {
  ids,
  indicationList,
  makeIndication,
  makeWinner,
  status,
  winnerList,
} from '../../../test/indications';
import { makeUser, mockApi, renderApp } from '../../../test/utils';

// "Compartilhar" where issue 31 puts it, each with its page's clean public address and its text.

const originalShare = Object.getOwnPropertyDescriptor(navigator, 'share');
afterEach(() => {
  if (originalShare) Object.defineProperty(navigator, 'share', originalShare);
  else delete (navigator as unknown as Record<string, unknown>).share;
});

/** The browser's share sheet, recording what it is handed. */
function stubWebShare() {
  const share = jest.fn(async (_data: ShareData) => undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  return share;
}

const saoPaulo: CityMatch = {
  city: 'São Paulo',
  city_id: '3550308',
  state: 'São Paulo',
  uf: 'SP',
  slug: 'sao-paulo',
};
const me = (overrides = {}) => ({ 'GET /api/me': { body: { user: makeUser(overrides) } } });
const noneOfMine = { 'GET /api/indications/user': { body: [] } };

describe('Sharing', () => {
  it("shares the guest city page's own address with a call to vote", async () => {
    const share = stubWebShare();
    mockApi({
      'GET /api/cities/resolve/sao-paulo': { body: { matches: [saoPaulo] } },
      'GET /api/winners/3550308': { body: winnerList([]) },
      'GET /api/indications': { body: indicationList([makeIndication()]) },
    });
    const { user } = await renderApp('/sao-paulo');
    await screen.findByRole('heading', { name: 'Locais em Votação' });
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Encontro em São Paulo',
      text: 'Vote no meu favorito para o Encontro em São Paulo até quinta!',
      url: 'http://localhost/sao-paulo',
    });
  });

  it("invites friends to vote from the Home while voting, with the person's city page", async () => {
    const share = stubWebShare();
    // Two states have a Bom Jesus: the person's own is the one with their city id.
    const bomJesus = (uf: string, city_id: string): CityMatch => ({
      city: 'Bom Jesus',
      city_id,
      state: uf,
      uf,
      slug: `bom-jesus-${uf.toLowerCase()}`,
    });
    mockApi({
      ...me({ city: 'Bom Jesus', city_id: '4302303', state: 'Rio Grande do Sul' }),
      'GET /api/forum/restriction-status': { body: status(true) },
      'GET /api/winners/Bom Jesus': { body: winnerList([]) },
      ...noneOfMine,
      'GET /api/indications': { body: indicationList([makeIndication()]) },
      'GET /api/cities/resolve/Bom Jesus': {
        body: { matches: [bomJesus('PI', '2201903'), bomJesus('RS', '4302303')] },
      },
    });
    const { user } = await renderApp('/', { token: 'jwt' });
    const invite = await screen.findByRole('region', { name: 'Chame seus amigos para votar' });
    await user.click(await within(invite).findByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Encontro em Bom Jesus',
      text: 'Vote no meu favorito para o Encontro em Bom Jesus até quinta!',
      url: 'http://localhost/bom-jesus-rs',
    });
  });

  it('shows the invitation without a button until the city page is known', async () => {
    mockApi({
      ...me(),
      'GET /api/forum/restriction-status': { body: status(true) },
      'GET /api/winners/São Paulo': { body: winnerList([]) },
      ...noneOfMine,
      'GET /api/indications': { body: indicationList([makeIndication()]) },
      'GET /api/cities/resolve/São Paulo': { status: 500 },
    });
    await renderApp('/', { token: 'jwt' });
    const invite = await screen.findByRole('region', { name: 'Chame seus amigos para votar' });
    expect(within(invite).queryByRole('button', { name: 'Compartilhar' })).not.toBeInTheDocument();
  });

  it("shares each winner card's public meetup page", async () => {
    const share = stubWebShare();
    mockApi({
      ...me(),
      'GET /api/forum/restriction-status': { body: status(false) },
      'GET /api/winners/São Paulo': {
        body: winnerList([
          makeWinner(),
          makeWinner({ indication_id: ids.cafe, name: 'Café Central', winner_position: 2 }),
        ]),
      },
      ...noneOfMine,
      'GET /api/indications': { body: indicationList([], { voting_open: false }) },
    });
    const { user } = await renderApp('/', { token: 'jwt' });
    const cafe = await screen.findByRole('article', { name: 'Café Central' });
    await user.click(await within(cafe).findByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Encontro em São Paulo',
      text: 'Café Central é um dos vencedores do Encontro em São Paulo! Vamos?',
      url: `http://localhost/encontro/${ids.cafe}`,
    });
    expect(screen.queryByRole('region', { name: 'Chame seus amigos para votar' })).not.toBeInTheDocument();
  });

  it("hides the host's name where the answer has none (a signed-out viewer)", async () => {
    mockApi({
      'GET /api/cities/resolve/sao-paulo': { body: { matches: [saoPaulo] } },
      'GET /api/winners/3550308': { body: winnerList([makeWinner({ host_name: null })]) },
      'GET /api/indications': { body: indicationList([]) },
    });
    const { user } = await renderApp('/sao-paulo');
    const card = await screen.findByRole('article', { name: 'Bar do Zé' });
    expect(within(card).queryByText(/Anfitrião:/)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Detalhes' }));
    const dialog = screen.getByRole('dialog', { name: 'Bar do Zé' });
    expect(within(dialog).queryByText('Indicado por')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Rua Augusta, 100')).toBeInTheDocument();
  });

  it("shares the forum's meetup by its public page, not the forum's address", async () => {
    const share = stubWebShare();
    mockApi({ ...me(), [`GET /api/forum/${forumIds.forum}`]: { body: makeForum() } });
    const { user } = await renderApp(`/forum/${forumIds.forum}`, { token: 'jwt' });
    await screen.findByRole('heading', { level: 2, name: 'Bar do Zé' });
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Encontro em São Paulo',
      text: 'Bar do Zé é um dos vencedores do Encontro em São Paulo! Vamos?',
      url: `http://localhost/encontro/${forumIds.forum}`,
    });
  });

  it('shares the last encounter by its public meetup page', async () => {
    const share = stubWebShare();
    mockApi({ ...me(), 'GET /api/last-encounter': { body: makeLastEncounter() } });
    const { user } = await renderApp('/last-encounter', { token: 'jwt' });
    await user.click(await screen.findByRole('button', { name: 'Compartilhar' }));
    expect(share.mock.calls[0]?.[0].url).toBe(`http://localhost/encontro/${forumIds.forum}`);
  });
});
