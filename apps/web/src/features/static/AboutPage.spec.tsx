import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { makeUser, mockApi, renderApp } from '../../../test/utils';

describe('AboutPage', () => {
  it("invites a guest with 'Criar minha conta'", async () => {
    mockApi({});
    await renderApp('/sobre');
    await screen.findByRole('heading', { level: 1, name: 'Quem Somos' });
    expect(screen.getByRole('link', { name: 'Criar minha conta' })).toHaveAttribute('href', '/register');
  });

  it("never shows a signed-in person 'Criar minha conta'", async () => {
    mockApi({ 'GET /api/me': { body: { user: makeUser() } } });
    await renderApp('/sobre', { token: 'jwt' });
    await screen.findByRole('heading', { level: 1, name: 'Quem Somos' });
    expect(screen.queryByText('Criar minha conta')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver indicações da semana' })).toHaveAttribute('href', '/');
  });
});
