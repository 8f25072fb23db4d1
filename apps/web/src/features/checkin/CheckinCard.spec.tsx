import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { ForumResponse } from '@encontro/contracts';
import { forumIds, hostUser, makeForum } from '../../../test/forum';
import { status } from '../../../test/indications';
import { makeUser, mockApi, renderApp } from '../../../test/utils';

// The fixture's meetup: Saturday 2026-12-05 at night in São Paulo, so its check-in opens at 17:00 (20:00Z).
const DURING = '2026-12-05T21:30:00.000Z';
const BEFORE = '2026-12-05T19:59:00.000Z';

const carla = (checkedInAt: string | null) => ({
  user_id: forumIds.carla,
  name: 'Carla',
  surname: 'Dias',
  photo: null,
  confirmed_at: '2026-12-04T04:00:00.000Z',
  is_host: false,
  checked_in_at: checkedInAt,
});

async function openForum(forum: ForumResponse, now: string, userId: string) {
  mockApi({
    'GET /api/me': { body: { user: makeUser({ user_id: userId }) } },
    'GET /api/forum/restriction-status': { body: { ...status(false), now } },
    [`GET /api/forum/${forumIds.forum}`]: { body: forum },
  });
  await renderApp(`/forum/${forumIds.forum}`, { token: 'jwt' });
  await screen.findByRole('heading', { level: 2, name: 'Bar do Zé' });
}

describe('Check-in in the forum', () => {
  it('shows "N chegaram" and marks who arrived', async () => {
    await openForum(
      makeForum({ confirmed_users: [hostUser, carla('2026-12-05T21:00:00.000Z')], checked_in_count: 1 }),
      DURING,
      forumIds.me,
    );

    const card = await screen.findByRole('region', { name: 'Check-in' });
    expect(within(card).getByText('1 chegou')).toBeInTheDocument();
    const people = screen.getByRole('region', { name: 'Participantes Confirmados' });
    expect(
      within(within(people).getByText('Carla Dias').closest('li')!).getByText('Chegou'),
    ).toBeInTheDocument();
    expect(within(within(people).getByText('Bruno Lima').closest('li')!).queryByText('Chegou')).toBeNull();
  });

  it('links the host to the QR code while the check-in is open', async () => {
    await openForum(makeForum({ is_host: true }), DURING, forumIds.host);

    const card = await screen.findByRole('region', { name: 'Check-in' });
    expect(within(card).getByRole('link', { name: 'Abrir check-in (QR code)' })).toHaveAttribute(
      'href',
      `/forum/${forumIds.forum}/checkin`,
    );
  });

  it('gives a confirmed person "Cheguei" while it is open, and says so once they arrived', async () => {
    const me = { ...carla(null), user_id: forumIds.me, name: 'Ana', surname: 'Souza' };
    await openForum(makeForum({ confirmed_users: [hostUser, me] }), DURING, forumIds.me);
    const card = await screen.findByRole('region', { name: 'Check-in' });
    expect(within(card).getByRole('link', { name: 'Cheguei' })).toHaveAttribute(
      'href',
      `/forum/${forumIds.forum}/cheguei`,
    );
  });

  it('shows nothing of the check-in before it opens, while nobody arrived', async () => {
    await openForum(makeForum({ is_host: true }), BEFORE, forumIds.host);
    await screen.findByRole('region', { name: 'Meu Status' });
    expect(screen.queryByRole('region', { name: 'Check-in' })).not.toBeInTheDocument();
  });
});
