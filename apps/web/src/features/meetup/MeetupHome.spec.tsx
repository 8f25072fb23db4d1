import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { indicationMessages, type Winner } from '@encontro/contracts';
import { ids, indicationList, makeWinner, status, winnerList } from '../../../test/indications';
import { fieldRefusal, makeUser, mockApi, renderApp } from '../../../test/utils';

/**
 * Issue 30 on the Home's winner cards: the seats and the time the host set, "Eu Vou!" into the line
 * when full, one's place in line, an offered seat counted down, "Não vou mais" and the host's settings.
 */
type Reply = { status?: number; body?: unknown };
const friday = status(false);

function winnersWeek(winners: Winner[], extra: Record<string, Reply | (() => Reply)> = {}, me = {}) {
  return mockApi({
    'GET /api/me': { body: { user: makeUser(me) } },
    'GET /api/forum/restriction-status': { body: friday },
    'GET /api/indications/user': { body: [] },
    'GET /api/indications': { body: indicationList([], { voting_open: false }) },
    'GET /api/winners/São Paulo': { body: winnerList(winners) },
    ...extra,
  });
}

const card = (name: string) => screen.getByRole('article', { name });
const cafe = (overrides: Partial<Winner> = {}) =>
  makeWinner({ indication_id: ids.cafe, name: 'Café Central', winner_position: 2, ...overrides });

async function openHome() {
  const app = await renderApp('/', { token: 'jwt' });
  await screen.findByRole('heading', { name: 'Vencedores da Semana' });
  return app;
}

describe('Meetup on the Home', () => {
  // The dialogs, the line and the form load on demand; jest compiles them on first import, which can
  // outlast a findBy wait on a busy machine. Loaded once here, the tests wait only on what they test.
  beforeAll(async () => {
    await import('./LeaveMeetupDialog');
    await import('./MeetupSettingsForm');
    await import('./meetupSettingsValidation');
    await import('./WaitlistArea');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the seats left and the time the host set, and nothing of them without a limit', async () => {
    winnersWeek([
      makeWinner({ capacity: 20, seats_left: 12, starts_at: '19:30' }),
      cafe({ capacity: 10, seats_left: 3 }),
      makeWinner({ indication_id: ids.host, name: 'Bar Sem Limite', winner_position: 3 }),
    ]);
    await openHome();
    expect(within(card('Bar do Zé')).getByText('12 vagas')).toBeInTheDocument();
    expect(within(card('Bar do Zé')).getByText('Sábado, 05/12 às 19:30')).toBeInTheDocument();
    // The host's time replaces the period "a combinar"; a meetup without a time keeps it.
    expect(within(card('Bar do Zé')).queryByText(/Horário a combinar/)).not.toBeInTheDocument();
    expect(within(card('Bar Sem Limite')).getByText(/Horário a combinar/)).toBeInTheDocument();
    expect(within(card('Café Central')).getByText('Últimas 3 vagas')).toBeInTheDocument();
    expect(within(card('Bar Sem Limite')).queryByText(/vaga|Lotado/)).not.toBeInTheDocument();
    expect(within(card('Bar Sem Limite')).queryByText(/às/)).not.toBeInTheDocument();
  });

  it('names the city’s zone when the meetup is not on São Paulo’s time', async () => {
    winnersWeek([makeWinner({ starts_at: '18:00', time_zone: 'America/Manaus' })]);
    await openHome();
    expect(
      within(card('Bar do Zé')).getByText('Sábado, 05/12 às 18:00 (horário de Manaus)'),
    ).toBeInTheDocument();
  });

  it('puts me in line when the meetup is full, and says my position in a live region', async () => {
    const calls = winnersWeek([makeWinner({ capacity: 5, seats_left: 0, waitlist_count: 2 })], {
      [`POST /api/forum/${ids.bar}/confirm`]: {
        body: {
          message: indicationMessages.attendanceWaitlisted(3),
          status: 'waitlisted',
          position: 3,
          indication_id: ids.bar,
          is_host: false,
          host_confirmed: false,
          last_confirmed_indication_id: null,
          calendar_url: null,
          moved_from_indication_id: null,
        },
      },
    });
    const { user } = await openHome();
    expect(within(card('Bar do Zé')).getByText('Lotado')).toBeInTheDocument();
    await user.click(
      within(card('Bar do Zé')).getByRole('button', { name: 'Lotado – entrar na lista de espera' }),
    );
    const position = await within(card('Bar do Zé')).findByText('Você é a 3ª da lista de espera');
    expect(position).toHaveAttribute('role', 'status');
    expect(position).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText(indicationMessages.attendanceWaitlisted(3))).toBeInTheDocument();
    expect(within(card('Bar do Zé')).queryByText('Presença Confirmada')).not.toBeInTheDocument();
    expect(within(card('Bar do Zé')).getByRole('button', { name: 'Sair da lista' })).toBeEnabled();
    expect(calls.filter((c) => c.path === `/api/forum/${ids.bar}/confirm`)).toHaveLength(1);
  });

  it('takes me out of the line with Sair da lista and asks for the cards again', async () => {
    let inLine = true;
    const calls = winnersWeek(
      [],
      {
        'GET /api/winners/São Paulo': () => ({
          body: winnerList([
            makeWinner({
              capacity: 5,
              seats_left: 0,
              my_attendance: inLine
                ? { status: 'waitlisted', position: 2, offer_expires_at: null, checked_in_at: null }
                : null,
            }),
          ]),
        }),
        [`DELETE /api/forum/${ids.bar}/waitlist`]: () => {
          inLine = false;
          return { body: { message: indicationMessages.waitlistLeft } };
        },
      },
      { gender: 'M' },
    );
    const { user } = await openHome();
    expect(within(card('Bar do Zé')).getByText('Você é o 2º da lista de espera')).toBeInTheDocument();
    await user.click(within(card('Bar do Zé')).getByRole('button', { name: 'Sair da lista' }));
    expect(await screen.findByText(indicationMessages.waitlistLeft)).toBeInTheDocument();
    expect(
      await within(card('Bar do Zé')).findByRole('button', { name: 'Lotado – entrar na lista de espera' }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/winners/São Paulo')).toHaveLength(2);
  });

  it('counts an offered seat down each second and takes it with Aceitar vaga', async () => {
    jest.useFakeTimers({ advanceTimers: true, now: Date.parse(friday.now) });
    const offerEnds = new Date(Date.parse(friday.now) + 2 * 3600_000 - 30_000).toISOString();
    let accepted = false;
    const calls = winnersWeek([], {
      'GET /api/winners/São Paulo': () => ({
        body: winnerList([
          makeWinner({
            capacity: 5,
            seats_left: 0,
            my_attendance: accepted
              ? { status: 'confirmed', position: null, offer_expires_at: null, checked_in_at: null }
              : { status: 'waitlisted', position: 1, offer_expires_at: offerEnds, checked_in_at: null },
          }),
        ]),
      }),
      [`POST /api/forum/${ids.bar}/waitlist/accept`]: () => {
        accepted = true;
        return {
          body: {
            message: indicationMessages.offerAccepted,
            status: 'confirmed',
            position: null,
            indication_id: ids.bar,
            is_host: false,
            host_confirmed: false,
            last_confirmed_indication_id: ids.bar,
            calendar_url: null,
            moved_from_indication_id: null,
            user: makeUser({ last_confirmed_indication_id: ids.bar }),
          },
        };
      },
    });
    const { user } = await openHome();
    const offer = within(card('Bar do Zé')).getByRole('region', { name: 'Uma vaga abriu para você!' });
    expect(offer).toHaveTextContent('Aceite em 1:59:30');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(offer).toHaveTextContent('Aceite em 1:59:29');

    await user.click(within(offer).getByRole('button', { name: 'Aceitar vaga' }));
    expect(await screen.findByText(indicationMessages.offerAccepted)).toBeInTheDocument();
    expect(await within(card('Bar do Zé')).findByText('Presença Confirmada')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/waitlist/accept'))).toBe(true);
  });

  it('says when the offer ran out and asks for the line again', async () => {
    jest.useFakeTimers({ advanceTimers: true, now: Date.parse(friday.now) });
    const offerEnds = new Date(Date.parse(friday.now) + 3000).toISOString();
    const calls = winnersWeek([
      makeWinner({
        capacity: 5,
        seats_left: 0,
        my_attendance: {
          status: 'waitlisted',
          position: 1,
          offer_expires_at: offerEnds,
          checked_in_at: null,
        },
      }),
    ]);
    await openHome();
    const offer = within(card('Bar do Zé')).getByRole('region', { name: 'Uma vaga abriu para você!' });
    expect(offer).toHaveTextContent('Aceite em 0:00:03');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3500);
    });
    expect(within(offer).getByRole('status')).toHaveTextContent(
      'O prazo para aceitar a vaga terminou. Ela passou para a próxima pessoa da lista.',
    );
    expect(within(offer).queryByRole('button', { name: 'Aceitar vaga' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/winners/São Paulo')).toHaveLength(2));
  });

  it('asks before Não vou mais, then frees the seat and lets me choose another winner', async () => {
    let going = true;
    const mine = { last_confirmed_indication_id: ids.bar };
    const calls = winnersWeek(
      [],
      {
        'GET /api/winners/São Paulo': () => ({
          body: winnerList([
            makeWinner({
              capacity: 5,
              seats_left: going ? 1 : 2,
              confirmed_participants: going ? 3 : 2,
              my_attendance: going
                ? { status: 'confirmed', position: null, offer_expires_at: null, checked_in_at: null }
                : null,
            }),
            cafe(),
          ]),
        }),
        [`DELETE /api/forum/${ids.bar}/confirm`]: () => {
          going = false;
          return {
            body: {
              message: indicationMessages.attendanceWithdrawn,
              indication_id: ids.bar,
              new_host_id: null,
              last_confirmed_indication_id: null,
            },
          };
        },
      },
      mine,
    );
    const { user, store } = await openHome();
    expect(within(card('Café Central')).getByRole('button', { name: 'Eu Vou!' })).toBeDisabled();

    await user.click(within(card('Bar do Zé')).getByRole('button', { name: 'Não vou mais' }));
    const dialog = await screen.findByRole('dialog', { name: 'Não vai mais ao encontro?' });
    expect(dialog).toHaveAccessibleDescription(
      'Sua vaga em Bar do Zé será liberada para a próxima pessoa da lista de espera.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continuar indo' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(card('Bar do Zé')).getByRole('button', { name: 'Não vou mais' }));
    await user.click(await screen.findByRole('button', { name: 'Sim, não vou mais' }));
    expect(await screen.findByText(indicationMessages.attendanceWithdrawn)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card('Bar do Zé')).findByText('Últimas 2 vagas')).toBeInTheDocument();
    expect(within(card('Café Central')).getByRole('button', { name: 'Eu Vou!' })).toBeEnabled();
    expect(store.getState().auth.user?.last_confirmed_indication_id).toBeNull();
  });

  it('tells the host that leaving hands the meetup over', async () => {
    winnersWeek(
      [makeWinner({ host_confirmed: true, confirmed_participants: 2 })],
      {},
      { user_id: ids.host, gender: 'F' },
    );
    const { user } = await openHome();
    await user.click(within(card('Bar do Zé')).getByRole('button', { name: 'Não vou mais' }));
    expect(
      await screen.findByRole('dialog', { name: 'Não vai mais ao encontro?' }),
    ).toHaveAccessibleDescription(
      'Você é a anfitriã de Bar do Zé. Ao sair, o primeiro participante confirmado passa a ser o anfitrião do encontro.',
    );
  });

  it('lets the host set the seats and the time from the card, showing the server’s field errors', async () => {
    let saved = false;
    const calls = winnersWeek(
      [makeWinner({ host_confirmed: true })],
      {
        [`PUT /api/forum/${ids.bar}/meetup`]: (): Reply =>
          saved
            ? { body: { message: indicationMessages.meetupSettingsSaved, meetup: {} } }
            : ((saved = true), fieldRefusal('capacity', indicationMessages.capacityBelowConfirmed(7))),
      },
      { user_id: ids.host },
    );
    const { user } = await openHome();
    await user.click(within(card('Bar do Zé')).getByRole('button', { name: 'Definir vagas e horário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vagas e horário' });
    const seats = await within(dialog).findByRole('spinbutton', { name: 'Vagas (contando com você)' });
    expect(seats).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sem limite de vagas' }));
    expect(seats).toBeEnabled();
    await user.type(seats, '5');
    await user.type(within(dialog).getByLabelText('Horário de início'), '19:30');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(indicationMessages.capacityBelowConfirmed(7))).toBeInTheDocument();
    expect(seats).toHaveAccessibleDescription(
      expect.stringContaining(indicationMessages.capacityBelowConfirmed(7)),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ capacity: 5, starts_at: '19:30' });

    await user.clear(seats);
    await user.type(seats, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(indicationMessages.meetupSettingsSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ capacity: 8, starts_at: '19:30' });
  });
});
