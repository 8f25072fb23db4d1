import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { makeUser, mockApi, renderApp, statesAndCities } from '../../test/utils';

describe('focus on a change of page', () => {
  it('stays where it is on the first page, also after a guard sent the guest elsewhere', async () => {
    mockApi({});
    await renderApp('/support/ticket');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    expect(heading).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it("moves to the new page's h1 (tabIndex -1) when the person goes to another page", async () => {
    mockApi({ ...statesAndCities, 'GET /api/me': { body: { user: makeUser() } } });
    const { user } = await renderApp('/duvidas', { token: 'jwt' });
    await screen.findByRole('heading', { level: 1, name: 'Dúvidas Frequentes' });
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    await user.click(within(nav).getByRole('link', { name: 'Editar Perfil' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Editar Perfil' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('also moves to a lazily loaded page once its heading is there', async () => {
    mockApi({});
    const { user } = await renderApp('/sobre');
    await screen.findByRole('heading', { level: 1, name: 'Quem Somos' });
    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Termos & Condições' }),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Termos & Condições' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
