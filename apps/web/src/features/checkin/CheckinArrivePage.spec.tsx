import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { indicationMessages as m } from '@encontro/contracts';
import { forumIds } from '../../../test/forum';
import { fieldRefusal, makeUser, mockApi, renderApp } from '../../../test/utils';

const checkinUrl = `/api/forum/${forumIds.forum}/checkin`;
const page = `/forum/${forumIds.forum}/cheguei`;
const me = { 'GET /api/me': { body: { user: makeUser() } } };
const checkedIn = {
  body: { message: m.checkedIn, user_id: forumIds.me, checked_in_at: '2026-12-05T21:30:00.000Z' },
};

describe('CheckinArrivePage ("Cheguei")', () => {
  it('checks in at once with the code the host’s QR opened, once', async () => {
    const calls = mockApi({ ...me, [`POST ${checkinUrl}`]: checkedIn });
    await renderApp(`${page}?c=AbCdEfGh12345678`, { token: 'jwt' });

    expect(await screen.findByText(m.checkedIn)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cheguei!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao fórum' })).toHaveAttribute(
      'href',
      `/forum/${forumIds.forum}`,
    );
    expect(screen.queryByRole('textbox', { name: /Código de 6 números/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === checkinUrl).map((c) => c.body)).toEqual([
      { code: 'AbCdEfGh12345678' },
    ]);
  });

  it('says a stale code expired, and offers the 6 digits instead', async () => {
    mockApi({ ...me, [`POST ${checkinUrl}`]: { status: 410, body: { message: m.checkinCodeStale } } });
    await renderApp(`${page}?c=AbCdEfGh12345678`, { token: 'jwt' });

    expect(await screen.findByRole('alert')).toHaveTextContent(m.checkinCodeStale);
    expect(screen.getByRole('textbox', { name: /Código de 6 números/ })).toBeInTheDocument();
  });

  it('sends the 6 digits typed on a numeric keyboard, and never fewer', async () => {
    const calls = mockApi({ ...me, [`POST ${checkinUrl}`]: checkedIn });
    const { user } = await renderApp(page, { token: 'jwt' });
    const field = await screen.findByRole('textbox', { name: /Código de 6 números/ });
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(field, '12a34');
    expect(field).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    expect(await screen.findByText('Digite os 6 números do código.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === checkinUrl)).toEqual([]);

    await user.type(field, '567');
    expect(field).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Fazer check-in' }));
    expect(await screen.findByText(m.checkedIn)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === checkinUrl).map((c) => c.body)).toEqual([{ code: '123456' }]);
  });

  it('shows a code that never was valid as the field’s error', async () => {
    mockApi({ ...me, [`POST ${checkinUrl}`]: fieldRefusal('code', m.checkinCodeInvalid) });
    const { user } = await renderApp(page, { token: 'jwt' });
    const field = await screen.findByRole('textbox', { name: /Código de 6 números/ });

    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Fazer check-in' }));

    expect(await screen.findByText(m.checkinCodeInvalid)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('says why outside the window or to someone who did not confirm', async () => {
    mockApi({ ...me, [`POST ${checkinUrl}`]: { status: 403, body: { message: m.checkinNotConfirmed } } });
    await renderApp(`${page}?c=AbCdEfGh12345678`, { token: 'jwt' });
    expect(await screen.findByRole('alert')).toHaveTextContent(m.checkinNotConfirmed);
  });
});
