import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { forumMessages } from '@encontro/contracts';
import { forumIds, makeForum } from '../../../test/forum';
import { status } from '../../../test/indications';
import { makeUser, mockApi, renderApp } from '../../../test/utils';

/** Sunday 23:59:58 in São Paulo: the forum closes in two seconds (issue 28). */
const sunday = {
  ...status(false),
  now: '2026-12-07T02:59:58.000Z',
  next_change_at: '2026-12-07T00:00:00-03:00',
};

describe('Forum page at the week’s end', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('says the forum is unavailable once it closes at Monday 00:00, without a reload', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let closed = false;
    mockApi({
      'GET /api/me': { body: { user: makeUser() } },
      'GET /api/forum/restriction-status': () => ({ body: closed ? status(true) : sunday }),
      [`GET /api/forum/${forumIds.forum}`]: () =>
        closed ? { status: 403, body: { message: forumMessages.forumClosed } } : { body: makeForum() },
    });
    await renderApp(`/forum/${forumIds.forum}`, { token: 'jwt' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bar do Zé' })).toBeInTheDocument();

    closed = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000 + 3000);
    });
    expect(await screen.findByRole('heading', { name: 'Fórum indisponível' })).toBeInTheDocument();
    expect(screen.getByText(forumMessages.forumClosed)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Bar do Zé' })).not.toBeInTheDocument();
  });
});
