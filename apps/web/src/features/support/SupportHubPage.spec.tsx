import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { makeUser, mockApi, renderApp } from '../../../test/utils';

describe('SupportHubPage', () => {
  it('links the FAQ, contact and tickets and states the response time and hours', async () => {
    mockApi({ 'GET /api/me': { body: { user: makeUser() } } });
    await renderApp('/support', { token: 'jwt' });
    await screen.findByRole('heading', { level: 1, name: 'Central de Suporte' });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Perguntas Frequentes' })).toHaveAttribute('href', '/support/faq');
    expect(main.getByRole('link', { name: 'Fale Conosco' })).toHaveAttribute('href', '/support/contact');
    expect(main.getByRole('link', { name: 'Tickets de Suporte' })).toHaveAttribute('href', '/support/ticket');
    expect(screen.getByText(/até 24 horas/)).toBeInTheDocument();
    expect(screen.getByText(/segunda a sexta, das 9h às 18h/)).toBeInTheDocument();
  });
});
