import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { makeTicket } from '../../../test/support';
import { makeUser, mockApi, renderApp } from '../../../test/utils';

const user = makeUser();
const indication = { indication_id: '11111111-1111-4111-8111-111111111111', name: 'Bar do Zé' };

jest.setTimeout(20_000);

describe('HostSupportPage', () => {
  it('lists host tickets and finalizes a responded one', async () => {
    let finalized = false;
    const responded = makeTicket({
      ticket_type: 'host',
      subject: 'Fotos do local',
      indication,
      responded: true,
      responded_at: '2026-12-01T15:30:00.000Z',
      response: 'Fotos trocadas.',
      status: 'responded',
    });
    const calls = mockApi({
      'GET /api/me': { body: { user } },
      'GET /api/support/host/indications': {
        body: { indications: [{ id: indication.indication_id, name: 'Bar do Zé', city: 'São Paulo' }] },
      },
      'GET /api/support/host/tickets': () => ({
        body: {
          tickets: [
            finalized
              ? { ...responded, status: 'finalized', finalized_at: '2026-12-02T10:00:00.000Z' }
              : responded,
          ],
        },
      }),
      [`POST /api/support/host/${responded.ticket_id}/finalize`]: () => {
        finalized = true;
        return { body: { message: 'Ticket finalizado com sucesso!' } };
      },
    });
    const { user: u } = await renderApp('/host-support', { token: 'jwt' });
    await screen.findByRole('heading', { level: 1, name: 'Suporte Anfitrião' });
    // The form is for host tickets only: no type choice, the user's indications to pick from.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Bar do Zé — São Paulo' })).toBeInTheDocument();
    const list = within(screen.getByRole('region', { name: 'Meus Tickets de Anfitrião' }));
    expect(await list.findByText('Fotos do local')).toBeInTheDocument();
    expect(list.getByText(/Bar do Zé/)).toBeInTheDocument();
    await u.click(list.getByRole('button', { name: 'Finalizar ticket' }));
    expect(await screen.findByText('Ticket finalizado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(list.getByText('Finalizado')).toBeInTheDocument());
    expect(list.queryByRole('button', { name: 'Finalizar ticket' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/finalize') && c.method === 'POST')).toBe(true);
  });
});
