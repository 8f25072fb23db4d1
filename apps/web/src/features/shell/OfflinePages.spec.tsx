import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { makeLastEncounter } from '../../../test/forum';
import { indicationList, makeIndication, status, winnerList } from '../../../test/indications';
import { makeUser, mockApi, renderApp } from '../../../test/utils';
import { offlineText } from './OfflineBanner';

/**
 * Issue 28 item 12d: a page the person already saw, opened again while the network is gone, shows
 * what it showed (under the offline banner) rather than swapping it for an error.
 */
describe('pages opened again offline', () => {
  let offline = false;
  const answer =
    <T,>(body: T) =>
    () => {
      if (offline) throw new TypeError('Failed to fetch');
      return { body };
    };

  beforeEach(() => {
    offline = false;
    jest.useFakeTimers({ advanceTimers: true });
    mockApi({
      'GET /api/me': { body: { user: makeUser() } },
      'GET /api/forum/restriction-status': answer(status(true)),
      'GET /api/winners/São Paulo': answer(winnerList([])),
      'GET /api/indications/user': answer([]),
      'GET /api/indications': answer(indicationList([makeIndication()])),
      'GET /api/last-encounter': answer(makeLastEncounter()),
      // The Home's "Chame seus amigos para votar" looks up the person's city page (by its name).
      'GET /api/cities/resolve/São Paulo': answer({
        matches: [{ city: 'São Paulo', city_id: '3550308', state: 'São Paulo', uf: 'SP', slug: 'sao-paulo' }],
      }),
    });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const menuLink = (name: string) =>
    within(screen.getByRole('navigation', { name: /Menu principal/ })).getByRole('link', { name });
  /** Follows a menu link after `minutes` away (the network gone by then when `offline`). */
  const goTo = async (name: string, minutes: number) => {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(minutes * 60_000);
    });
    fireEvent.click(menuLink(name));
  };

  it('keeps the last encounter and its memories, with the banner, instead of Erro ao carregar', async () => {
    await renderApp('/last-encounter', { token: 'jwt' });
    expect(await screen.findByRole('region', { name: 'Memórias' })).toBeInTheDocument();
    fireEvent.click(menuLink('Home'));
    await screen.findByRole('heading', { name: 'Locais em Votação' });

    offline = true;
    await goTo('Último Encontro', 5);

    expect(await screen.findByText(offlineText)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bar do Zé' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Ver foto de Carla Dias: Todo mundo reunido no fim da noite' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar o último encontro.')).not.toBeInTheDocument();
  });

  it('keeps the Home’s week and venues when they cannot be read again', async () => {
    await renderApp('/', { token: 'jwt' });
    expect(await screen.findByRole('heading', { name: 'Locais em Votação' })).toBeInTheDocument();
    fireEvent.click(menuLink('Último Encontro'));
    await screen.findByRole('region', { name: 'Memórias' });

    offline = true;
    await goTo('Home', 5);

    expect(await screen.findByText(offlineText)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Locais em Votação' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Bar do Zé' })).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar indicações')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('still asks again when opened online after a while, showing the new answer', async () => {
    await renderApp('/last-encounter', { token: 'jwt' });
    await screen.findByRole('region', { name: 'Memórias' });
    fireEvent.click(menuLink('Home'));
    await screen.findByRole('heading', { name: 'Locais em Votação' });
    mockApi({
      'GET /api/me': { body: { user: makeUser() } },
      'GET /api/last-encounter': { body: makeLastEncounter({ memories: [] }) },
    });
    await goTo('Último Encontro', 5);
    expect(await screen.findByText('Nenhuma memória compartilhada ainda.')).toBeInTheDocument();
  });
});
