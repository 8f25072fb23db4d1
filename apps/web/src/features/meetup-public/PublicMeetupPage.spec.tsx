import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { publicMeetupSchema, unsetMeetupPlan, type PublicMeetup } from '@encontro/contracts';
import { ids } from '../../../test/indications';
import { makeUser, mockApi, renderApp } from '../../../test/utils';

function makePublicMeetup(overrides: Partial<PublicMeetup> = {}): PublicMeetup {
  return publicMeetupSchema.parse({
    indication_id: ids.bar,
    winner_position: 1,
    name: 'Bar do Zé',
    address: 'Rua Augusta, 100',
    reference: 'Em frente à praça',
    event_day: 'Sábado',
    event_time: 'Noite - Horário a combinar',
    event_date: '2026-12-05',
    city_id: '3550308',
    city: 'São Paulo',
    state: 'SP',
    week: '2026-W49',
    photo: 'storage/indications/u/a.webp',
    confirmed_participants: 5,
    started: false,
    ...unsetMeetupPlan('America/Sao_Paulo'),
    ...overrides,
  });
}

const path = `/encontro/${ids.bar}`;
const meetupRoute = `GET /api/meetups/${ids.bar}`;

describe('PublicMeetupPage', () => {
  it('shows a guest the venue, its day and time, the seats and who is going, with a way back after signing up', async () => {
    const calls = mockApi({
      [meetupRoute]: { body: makePublicMeetup({ capacity: 10, seats_left: 4, starts_at: '19:30' }) },
    });
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bar do Zé' })).toBeInTheDocument();
    expect(screen.getByText('1º lugar da semana em São Paulo (SP)')).toBeInTheDocument();
    expect(screen.getByText('sábado, 5 de dezembro de 2026 · 19:30')).toBeInTheDocument();
    expect(screen.getByText('Rua Augusta, 100')).toBeInTheDocument();
    expect(screen.getByText('4 vagas')).toBeInTheDocument();
    expect(screen.getByText('5 presenças confirmadas')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto de Bar do Zé' })).toHaveAttribute(
      'src',
      'http://localhost/storage/indications/u/a.webp',
    );
    expect(screen.getByRole('button', { name: 'Compartilhar' })).toBeInTheDocument();
    const cta = screen.getByRole('region', { name: 'Vá a este encontro em São Paulo' });
    expect(within(cta).getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute(
      'href',
      `/register?next=${path}`,
    );
    expect(within(cta).getByRole('link', { name: 'Já tenho conta' })).toHaveAttribute(
      'href',
      `/login?next=${path}`,
    );
    expect(screen.queryByRole('link', { name: 'Abrir fórum' })).not.toBeInTheDocument();
    expect(document.title).toBe('Bar do Zé · Encontro em São Paulo · Encontro');
    expect(calls.every((c) => c.authorization === null)).toBe(true);
  });

  it('says "Lotado" when no seat is left, and the nominated period while the host has set no time', async () => {
    mockApi({ [meetupRoute]: { body: makePublicMeetup({ capacity: 5, seats_left: 0 }) } });
    await renderApp(path);
    expect(await screen.findByText('Lotado')).toBeInTheDocument();
    expect(
      screen.getByText('sábado, 5 de dezembro de 2026 · Noite - Horário a combinar'),
    ).toBeInTheDocument();
  });

  it('says a meetup without a limit has no limit', async () => {
    mockApi({ [meetupRoute]: { body: makePublicMeetup() } });
    await renderApp(path);
    expect(await screen.findByText('Sem limite de vagas')).toBeInTheDocument();
  });

  it('takes a guest who signs in back to the meetup', async () => {
    mockApi({
      [meetupRoute]: { body: makePublicMeetup() },
      'POST /api/login': { body: { token: 'jwt', user: makeUser() } },
      'GET /api/me': { body: { user: makeUser() } },
      [`GET /api/forum/${ids.bar}`]: { status: 404, body: { message: 'x' } },
    });
    const { user } = await renderApp(path);
    await user.click(await screen.findByRole('link', { name: 'Já tenho conta' }));
    await user.type(await screen.findByLabelText(/^E-?mail/i), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Senha/), 'Senha123!');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('link', { name: 'Abrir fórum' })).toHaveAttribute(
      'href',
      `/forum/${ids.bar}`,
    );
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it('offers a signed-in person the forum instead of signing up', async () => {
    mockApi({
      'GET /api/me': { body: { user: makeUser() } },
      [meetupRoute]: { body: makePublicMeetup() },
    });
    await renderApp(path, { token: 'jwt' });
    expect(await screen.findByRole('link', { name: 'Abrir fórum' })).toHaveAttribute(
      'href',
      `/forum/${ids.bar}`,
    );
    expect(screen.queryByRole('link', { name: 'Cadastre-se' })).not.toBeInTheDocument();
  });

  it('is the not-found page for a meetup that does not exist', async () => {
    mockApi({ [meetupRoute]: { status: 404, body: { message: 'Encontro não encontrado' } } });
    await renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
  });

  it('says when it cannot load, and tries again', async () => {
    let calls = 0;
    mockApi({
      [meetupRoute]: () => (++calls === 1 ? { status: 500 } : { body: makePublicMeetup() }),
    });
    const { user } = await renderApp(path);
    expect(await screen.findByText('Não foi possível carregar este encontro agora.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bar do Zé' })).toBeInTheDocument();
  });
});
