import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { indicationMessages as m } from '@encontro/contracts';
import { forumIds, makeForum } from '../../../test/forum';
import { makeUser, mockApi, renderApp } from '../../../test/utils';

const forumUrl = `/api/forum/${forumIds.forum}`;
const page = `/forum/${forumIds.forum}/checkin`;
const hostMe = {
  'GET /api/me': { body: { user: makeUser({ user_id: forumIds.host, name: 'Bruno', surname: 'Lima' }) } },
};
const link = (code: string) => `http://localhost/forum/${forumIds.forum}/cheguei?c=${code}`;
const codeAnswer = (code: string, digits: string, expiresInMs: number) => ({
  body: {
    code,
    digits,
    expires_at: new Date(Date.now() + expiresInMs).toISOString(),
    checkin_url: link(code),
  },
});

describe('CheckinHostPage (the host’s check-in screen)', () => {
  it('shows the QR code of the check-in link and the 6 digits to read aloud', async () => {
    mockApi({
      ...hostMe,
      [`GET ${forumUrl}`]: { body: makeForum({ is_host: true }) },
      [`GET ${forumUrl}/checkin-code`]: codeAnswer('AbCdEfGh12345678', '123456', 30_000),
    });
    await renderApp(page, { token: 'jwt' });

    const qr = await screen.findByRole('img', { name: 'QR code do check-in: aponte a câmera do celular' });
    const size = QRCode.create(link('AbCdEfGh12345678'), { errorCorrectionLevel: 'M' }).modules.size + 4;
    expect(qr).toHaveAttribute('viewBox', `0 0 ${size} ${size}`);
    expect(screen.getByText('123 456')).toBeInTheDocument();
    expect(screen.getByText('1 2 3 4 5 6')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Check-in do encontro' })).toBeInTheDocument();
  });

  it('asks for the next code when the shown one expires', async () => {
    let asked = 0;
    mockApi({
      ...hostMe,
      [`GET ${forumUrl}`]: { body: makeForum({ is_host: true }) },
      [`GET ${forumUrl}/checkin-code`]: () =>
        (asked += 1) === 1
          ? codeAnswer('FirstCode1234567', '111111', 1_000)
          : codeAnswer('NextCode12345678', '222222', 30_000),
    });
    await renderApp(page, { token: 'jwt' });

    expect(await screen.findByText('111 111')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('222 222')).toBeInTheDocument(), { timeout: 4_000 });
  });

  it('marks a confirmed person as arrived by hand, and counts who arrived', async () => {
    const calls = mockApi({
      ...hostMe,
      [`GET ${forumUrl}`]: { body: makeForum({ is_host: true }) },
      [`GET ${forumUrl}/checkin-code`]: codeAnswer('AbCdEfGh12345678', '123456', 30_000),
      [`POST ${forumUrl}/checkin/${forumIds.carla}`]: {
        body: {
          message: m.checkedInByHost,
          user_id: forumIds.carla,
          checked_in_at: '2026-12-05T21:30:00.000Z',
        },
      },
    });
    const { user } = await renderApp(page, { token: 'jwt' });
    const people = await screen.findByRole('region', { name: 'Quem confirmou' });
    expect(within(people).getByText('0 chegaram')).toBeInTheDocument();

    await user.click(within(people).getByRole('button', { name: 'Marcar chegada de Carla Dias' }));

    expect(await within(people).findByRole('status')).toHaveTextContent('Chegada de Carla Dias marcada.');
    // The cached forum takes the arrival when the answer settles, a tick after the status is drawn.
    expect(await within(people).findByText('1 chegou')).toBeInTheDocument();
    const carla = within(people).getByText('Carla Dias').closest('li')!;
    expect(within(carla).getByText('Chegou')).toBeInTheDocument();
    expect(within(carla).queryByRole('button')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `${forumUrl}/checkin/${forumIds.carla}`,
    ]);
  });

  it('shows the server’s refusal, in pt-BR, outside the check-in’s window', async () => {
    mockApi({
      ...hostMe,
      [`GET ${forumUrl}`]: { body: makeForum({ is_host: true }) },
      [`GET ${forumUrl}/checkin-code`]: {
        status: 409,
        body: { message: m.checkinNotOpenYet('em 05/12 às 17:00') },
      },
    });
    await renderApp(page, { token: 'jwt' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O check-in abre em 05/12 às 17:00, uma hora antes do encontro.',
    );
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });
});
