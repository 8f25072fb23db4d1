import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { indicationMessages, type ForumResponse } from '@encontro/contracts';
import { forumIds, makeForum } from '../../../test/forum';
import { fieldRefusal, makeUser, mockApi, renderApp, type ApiCall } from '../../../test/utils';

/**
 * Issue 30 on the forum page: the seats and time in the venue's details, one's own place (confirmed,
 * in line, or before a full meetup) in "Meu Status", and the host's settings form.
 */
type Reply = { status?: number; body?: unknown };
type Handler = Reply | ((call: ApiCall) => Reply);

const forumUrl = `/api/forum/${forumIds.forum}`;
const guest = { 'GET /api/me': { body: { user: makeUser() } } };
const host = {
  'GET /api/me': {
    body: { user: makeUser({ user_id: forumIds.host, name: 'Bruno', surname: 'Lima', gender: 'M' }) },
  },
};
const region = (name: string) => screen.getByRole('region', { name });

function withMeetup(overrides: Partial<ForumResponse> = {}, meetup: Partial<ForumResponse['winner']> = {}) {
  const forum = makeForum(overrides);
  return { ...forum, winner: { ...forum.winner, ...meetup } };
}

async function openForum(forum: ForumResponse, handlers: Record<string, Handler>) {
  // The live stream is not part of these tests: it answers 404 and the page says it reconnects.
  const calls = mockApi({ [`GET ${forumUrl}`]: { body: forum }, ...handlers });
  const app = await renderApp(`/forum/${forumIds.forum}`, { token: 'jwt' });
  await screen.findByRole('heading', { level: 2, name: 'Bar do Zé' });
  return { calls, ...app };
}

describe('Meetup on the forum page', () => {
  // The dialogs, the line and the form load on demand; jest compiles them on first import, which can
  // outlast a findBy wait on a busy machine. Loaded once here, the tests wait only on what they test.
  beforeAll(async () => {
    await import('./LeaveMeetupDialog');
    await import('./meetupSettingsValidation');
    await import('./WaitlistArea');
  });
  it('shows the time and the seats in the venue’s details', async () => {
    await openForum(
      withMeetup({}, { capacity: 10, seats_left: 0, waitlist_count: 4, starts_at: '20:00' }),
      guest,
    );
    const venue = region('Local Vencedor');
    const value = (term: string) => within(venue).getByText(term).nextElementSibling?.textContent;
    expect(value('Horário')).toBe('Sábado, 05/12 às 20:00');
    expect(value('Vagas')).toBe('Lotado · 4 pessoas na lista de espera');
  });

  it('offers the line to someone pending when the meetup is full', async () => {
    await openForum(
      withMeetup({ user_confirmed: false, userConfirmation: false }, { capacity: 5, seats_left: 0 }),
      {
        ...guest,
        [`GET ${forumUrl}/attendance`]: { body: { attendance: null } },
      },
    );
    const status = region('Meu Status');
    expect(within(status).getByText('Pendente')).toBeInTheDocument();
    expect(within(status).getByRole('button', { name: 'Lotado – entrar na lista de espera' })).toBeEnabled();
  });

  it('shows someone in line their position and Sair da lista, from their own attendance', async () => {
    const { user, calls } = await openForum(
      withMeetup({ user_confirmed: false, userConfirmation: false }, { capacity: 5, seats_left: 0 }),
      {
        ...guest,
        [`GET ${forumUrl}/attendance`]: {
          body: {
            attendance: { status: 'waitlisted', position: 2, offer_expires_at: null, checked_in_at: null },
          },
        },
        [`DELETE ${forumUrl}/waitlist`]: { body: { message: indicationMessages.waitlistLeft } },
      },
    );
    const status = region('Meu Status');
    const position = await within(status).findByText('Você é a 2ª da lista de espera');
    expect(position).toHaveAttribute('aria-live', 'polite');
    expect(within(status).getByText('Na lista de espera')).toBeInTheDocument();
    await user.click(within(status).getByRole('button', { name: 'Sair da lista' }));
    expect(await screen.findByText(indicationMessages.waitlistLeft)).toBeInTheDocument();
    // The forum and my place are asked again.
    await waitFor(() => expect(calls.filter((c) => c.path === `${forumUrl}/attendance`).length).toBe(2));
    expect(calls.filter((c) => c.method === 'GET' && c.path === forumUrl).length).toBeGreaterThanOrEqual(2);
  });

  it('lets a confirmed participant leave after saying so in a dialog', async () => {
    const { user, calls } = await openForum(makeForum(), {
      ...guest,
      [`DELETE ${forumUrl}/confirm`]: {
        body: {
          message: indicationMessages.attendanceWithdrawn,
          indication_id: forumIds.forum,
          new_host_id: null,
          last_confirmed_indication_id: null,
        },
      },
    });
    await user.click(within(region('Meu Status')).getByRole('button', { name: 'Não vou mais' }));
    const dialog = await screen.findByRole('dialog', { name: 'Não vai mais ao encontro?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sim, não vou mais' }));
    expect(await screen.findByText(indicationMessages.attendanceWithdrawn)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `${forumUrl}/confirm`)).toBe(true);
  });

  it('gives only the host the settings form', async () => {
    await openForum(makeForum(), guest);
    expect(screen.queryByRole('region', { name: 'Vagas e horário' })).not.toBeInTheDocument();
  });

  it('checks the host’s time against the period, shows the server’s field errors, and saves', async () => {
    let refused = false;
    const { user, calls } = await openForum(
      withMeetup({ is_host: true }, { capacity: 12, starts_at: null }),
      {
        ...host,
        [`PUT ${forumUrl}/meetup`]: (): Reply => {
          if (!refused) {
            refused = true;
            return fieldRefusal('starts_at', indicationMessages.meetupStarted);
          }
          return { body: { message: indicationMessages.meetupSettingsSaved, meetup: {} } };
        },
      },
    );
    const settings = region('Vagas e horário');
    const seats = within(settings).getByRole('spinbutton', { name: 'Vagas (contando com você)' });
    expect(seats).toHaveValue(12);
    expect(within(settings).getByRole('checkbox', { name: 'Sem limite de vagas' })).not.toBeChecked();
    const time = within(settings).getByLabelText('Horário de início');
    expect(time).toHaveAttribute('min', '18:00');
    expect(time).toHaveAttribute('max', '23:59');
    expect(time).toHaveAccessibleDescription('Entre 18:00 e 23:59. Deixe em branco para combinar depois.');

    await user.type(time, '10:00');
    await user.click(within(settings).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(settings).findByText(indicationMessages.startsAtOutOfPeriod('Noite', '18:00', '23:59')),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(time);
    await user.type(time, '20:30');
    await user.clear(seats);
    await user.type(seats, '1');
    await user.click(within(settings).getByRole('button', { name: 'Salvar' }));
    expect(await within(settings).findByText(indicationMessages.capacityRange)).toBeInTheDocument();

    await user.clear(seats);
    await user.type(seats, '30');
    await user.click(within(settings).getByRole('button', { name: 'Salvar' }));
    expect(await within(settings).findByText(indicationMessages.meetupStarted)).toBeInTheDocument();
    expect(time).toHaveAccessibleDescription(expect.stringContaining(indicationMessages.meetupStarted));

    await user.click(within(settings).getByRole('checkbox', { name: 'Sem limite de vagas' }));
    expect(seats).toBeDisabled();
    await user.click(within(settings).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(indicationMessages.meetupSettingsSaved)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { capacity: 30, starts_at: '20:30' },
      { capacity: null, starts_at: '20:30' },
    ]);
  });
});
