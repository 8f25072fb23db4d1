import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { Indication } from '@encontro/contracts';
import {
  ids,
  indicationList,
  makeIndication,
  makeOwnIndication,
  makeWinner,
  status,
  winnerList,
} from '../../../test/indications';
import { makeUser, mockApi, renderApp, switchableReply } from '../../../test/utils';

const me = (overrides = {}) => ({ 'GET /api/me': { body: { user: makeUser(overrides) } } });
const week = (weekday: boolean) => ({ 'GET /api/forum/restriction-status': { body: status(weekday) } });
const noWinners = { 'GET /api/winners/São Paulo': { body: winnerList([]) } };
const noneOfMine = { 'GET /api/indications/user': { body: [] } };

function votingWeek(indications: Indication[], extra = {}) {
  return {
    ...me(),
    ...week(true),
    ...noWinners,
    ...noneOfMine,
    'GET /api/indications': { body: indicationList(indications) },
    ...extra,
  };
}

const card = (name: string) => screen.getByRole('article', { name });

/**
 * Home's list failed to load: it says so (never "Nenhum local em votação"); once `recover` lets the
 * server answer, Tentar novamente shows the list under `heading`.
 */
async function expectListRetried(recover: () => void, heading: string) {
  const { user } = await renderApp('/', { token: 'jwt' });
  expect(await screen.findByText('Erro ao carregar indicações')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Nenhum local em votação' })).not.toBeInTheDocument();
  recover();
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
}

describe('Home', () => {
  // The nomination dialog and its schema load on demand; jest compiles them on first import, which on
  // a busy machine can outlast a findBy wait. Loaded once here, the tests wait only on what they test.
  beforeAll(async () => {
    await import('../nomination/NominationModal');
    await import('../nomination/nominationValidation');
  });

  it('shows the voting grid with the totals and the active banner', async () => {
    mockApi(
      votingWeek([
        makeIndication(),
        makeIndication({ indication_id: ids.cafe, name: 'Café Central', vote_count: 1 }),
      ]),
    );
    await renderApp('/', { token: 'jwt' });
    expect(await screen.findByRole('heading', { name: 'Locais em Votação' })).toBeInTheDocument();
    expect(screen.getByText('2 indicações · 4 votos')).toBeInTheDocument();
    expect(screen.getByText('Votação Ativa')).toBeInTheDocument();
    const bar = card('Bar do Zé');
    expect(within(bar).getByText('3 votos')).toBeInTheDocument();
    expect(within(bar).getByRole('img', { name: 'Foto de Bar do Zé' })).toHaveAttribute(
      'src',
      'http://localhost/storage/indications/u/a.webp',
    );
    expect(within(card('Café Central')).getByText('1 voto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Indicar Local' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Último Vencedor' })).toHaveAttribute('href', '/last-encounter');
  });

  it('renders the page once, with all four of its reads, whatever order they answer in', async () => {
    const after =
      <T,>(ms: number, body: T) =>
      async () => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        return { body };
      };
    mockApi({
      ...me(),
      'GET /api/forum/restriction-status': after(0, status(true)),
      'GET /api/indications/user': after(30, [makeOwnIndication({ status: 'pending' })]),
      'GET /api/winners/São Paulo': after(60, winnerList([])),
      'GET /api/indications': after(90, indicationList([makeIndication()])),
    });
    // What of the page each change of the document showed: one commit brings all of it, or none.
    const shown: string[] = [];
    const observer = new MutationObserver(() => {
      const parts = [
        screen.queryByText('Votação Ativa') && 'banner',
        screen.queryByRole('region', { name: 'Minhas indicações da semana' }) && 'mine',
        screen.queryByRole('heading', { name: 'Locais em Votação' }) && 'venues',
      ];
      const now = parts.filter(Boolean).join(' ');
      if (shown.at(-1) !== now) shown.push(now);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await renderApp('/', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Locais em Votação' });
    observer.disconnect();
    expect(shown).toEqual(['', 'banner mine venues']);
  });

  it('shows the empty state when the city has no indication', async () => {
    mockApi(votingWeek([]));
    await renderApp('/', { token: 'jwt' });
    expect(await screen.findByRole('heading', { name: 'Nenhum local em votação' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Locais em Votação' })).not.toBeInTheDocument();
  });

  it('shows the error state when the list fails to load', async () => {
    const indications = switchableReply(
      { status: 500, body: {} },
      { body: indicationList([makeIndication()]) },
    );
    mockApi({ ...votingWeek([makeIndication()]), 'GET /api/indications': indications.reply });
    await expectListRetried(indications.switchOver, 'Locais em Votação');
    expect(screen.queryByText('Erro ao carregar indicações')).not.toBeInTheDocument();
  });

  it('says the week’s situation failed to load and loads it again on request', async () => {
    const restriction = switchableReply({ status: 503, body: {} }, { body: status(true) });
    mockApi({ ...votingWeek([makeIndication()]), 'GET /api/forum/restriction-status': restriction.reply });
    const { user } = await renderApp('/', { token: 'jwt' });
    expect(await screen.findByText('Erro ao carregar a situação da semana')).toBeInTheDocument();
    expect(screen.queryByText('Votação Ativa')).not.toBeInTheDocument();
    restriction.switchOver();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Votação Ativa')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar a situação da semana')).not.toBeInTheDocument();
  });

  it('lists my nominations of this week with their status, not those of past weeks', async () => {
    mockApi(
      votingWeek([makeIndication()], {
        'GET /api/indications/user': {
          body: [
            makeOwnIndication({ indication_id: ids.cafe, name: 'Café Central', status: 'pending' }),
            makeOwnIndication({ name: 'Bar Antigo', status: 'active', week: '2026-W48', week_number: 48 }),
          ],
        },
      }),
    );
    await renderApp('/', { token: 'jwt' });
    const mine = await screen.findByRole('region', { name: 'Minhas indicações da semana' });
    const items = within(mine).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Café CentralAguardando aprovação']);
  });

  it.each([
    ['active', 'Aprovada'],
    ['rejected', 'Não foi aprovada'],
  ] as const)('shows my %s nomination as %s', async (state, label) => {
    mockApi(
      votingWeek([makeIndication()], {
        'GET /api/indications/user': { body: [makeOwnIndication({ status: state })] },
      }),
    );
    await renderApp('/', { token: 'jwt' });
    const mine = await screen.findByRole('region', { name: 'Minhas indicações da semana' });
    expect(within(mine).getByRole('listitem')).toHaveTextContent(`Bar do Zé${label}`);
  });

  it('shows no section of my nominations when I made none this week', async () => {
    mockApi(votingWeek([makeIndication()]));
    await renderApp('/', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Locais em Votação' });
    expect(screen.queryByRole('region', { name: 'Minhas indicações da semana' })).not.toBeInTheDocument();
  });

  it('says my nominations failed to load and loads them again on request', async () => {
    const own = switchableReply(
      { status: 500, body: {} },
      { body: [makeOwnIndication({ status: 'active' })] },
    );
    mockApi(votingWeek([makeIndication()], { 'GET /api/indications/user': own.reply }));
    const { user } = await renderApp('/', { token: 'jwt' });
    const mine = await screen.findByRole('region', { name: 'Minhas indicações da semana' });
    expect(within(mine).getByText('Erro ao carregar suas indicações')).toBeInTheDocument();
    own.switchOver();
    await user.click(within(mine).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(mine).findByText('Aprovada')).toBeInTheDocument();
  });

  it('shows why nominating is unavailable', async () => {
    mockApi({
      ...votingWeek([makeIndication()]),
      'GET /api/indications': {
        body: indicationList([makeIndication()], {
          nomination: { allowed: false, reason: 'Você já indicou um local esta semana' },
        }),
      },
    });
    await renderApp('/', { token: 'jwt' });
    expect(await screen.findByText('Você já indicou um local esta semana')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Indicar Local' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Indicar Local' })).toHaveAccessibleDescription(
      'Você já indicou um local esta semana',
    );
  });

  // Before the reason tests: after them, with a cold jest cache, this dialog stays on "Carregando..."
  // (the Home's reads answered) — an order effect in the jsdom harness not understood yet (closing note).
  it('opens /indication/new with the form when nominating is allowed', async () => {
    mockApi(votingWeek([makeIndication()]));
    await renderApp('/indication/new', { token: 'jwt' });
    const dialog = await screen.findByRole('dialog', { name: 'Indicar Local' });
    // The form waits for the Home's reads and its on-demand schema: slow when the whole suite shares two cores.
    expect(
      await within(dialog).findByRole('textbox', { name: 'Nome do local' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  }, 20_000); // the test must outlast its own 15 s wait (jest's default is 5 s)

  it.each([
    'Você já indicou um local esta semana',
    'Sua cidade já recebeu 10 indicações nesta semana, o limite semanal.',
  ])('opens /indication/new with the reason instead of the form: %s', async (reason) => {
    mockApi(
      votingWeek([makeIndication()], {
        'GET /api/indications': {
          body: indicationList([makeIndication()], { nomination: { allowed: false, reason } }),
        },
      }),
    );
    const { user } = await renderApp('/indication/new', { token: 'jwt' });
    const dialog = await screen.findByRole('dialog', { name: 'Indicar Local' });
    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Nome do local' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not offer a vote that can only fail once I voted elsewhere, and says where my vote is', async () => {
    const reason = 'Você já votou esta semana em Bar do Zé. Remova seu voto para votar em outro local.';
    mockApi(
      votingWeek([makeIndication(), makeIndication({ indication_id: ids.cafe, name: 'Café Central' })], {
        'GET /api/me': { body: { user: makeUser({ last_voted_indication_id: ids.bar }) } },
        [`DELETE /api/indications/${ids.bar}/vote`]: {
          body: {
            message: 'Voto removido com sucesso!',
            indication: makeIndication({ vote_count: 2 }),
            last_voted_indication_id: null,
          },
        },
      }),
    );
    const { user } = await renderApp('/', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Locais em Votação' });
    const other = within(card('Café Central')).getByRole('button', { name: 'Votar' });
    expect(other).toBeDisabled();
    expect(other).toHaveAccessibleDescription(reason);
    expect(screen.getByText(reason)).toBeVisible();
    expect(within(card('Bar do Zé')).getByRole('button', { name: 'Remover' })).toBeEnabled();

    await user.click(within(card('Café Central')).getByRole('button', { name: 'Detalhes' }));
    const dialog = screen.getByRole('dialog', { name: 'Café Central' });
    expect(within(dialog).getByRole('button', { name: 'Votar' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Votar' })).toHaveAccessibleDescription(reason);
    await user.keyboard('{Escape}');

    await user.click(within(card('Bar do Zé')).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Voto removido com sucesso!')).toBeInTheDocument();
    expect(within(card('Café Central')).getByRole('button', { name: 'Votar' })).toBeEnabled();
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
  });

  it('ignores a vote of mine from another week', async () => {
    mockApi(
      votingWeek([makeIndication()], {
        'GET /api/me': { body: { user: makeUser({ last_voted_indication_id: ids.cafe }) } },
      }),
    );
    await renderApp('/', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Locais em Votação' });
    expect(within(card('Bar do Zé')).getByRole('button', { name: 'Votar' })).toBeEnabled();
  });

  it('opens the details of an indication with every field', async () => {
    mockApi(votingWeek([makeIndication()]));
    const { user } = await renderApp('/', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Locais em Votação' });
    await user.click(within(card('Bar do Zé')).getByRole('button', { name: 'Detalhes' }));
    const dialog = screen.getByRole('dialog', { name: 'Bar do Zé' });
    for (const text of [
      'Rua Augusta, 100',
      'Perto do metrô',
      '(11) 98765-4321',
      'https://bardoze.com.br',
      'música ao vivo, petiscos',
      'Sábado · Noite - Horário a combinar',
      'Bruno Lima',
      '3 votos',
    ])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Foto 1 de Bar do Zé' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Votar' })).toBeInTheDocument();
  });

  it('reports an indication and says so when the report call is missing', async () => {
    const calls = mockApi(votingWeek([makeIndication()]));
    const { user } = await renderApp('/', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Locais em Votação' });
    await user.click(within(card('Bar do Zé')).getByRole('button', { name: 'Detalhes' }));
    await user.click(screen.getByRole('button', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar indicação' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' }), 'Local fechado');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao denunciar indicação');
    expect(calls.find((c) => c.path === `/api/report/indication/${ids.bar}`)?.body).toEqual({
      message: 'Local fechado',
    });
  });

  it('casts a vote at once, then takes it back, updating the user', async () => {
    const calls = mockApi(
      votingWeek([makeIndication()], {
        [`POST /api/indications/${ids.bar}/vote`]: {
          body: {
            message: 'Voto registrado com sucesso!',
            indication: makeIndication({ vote_count: 4 }),
            last_voted_indication_id: ids.bar,
          },
        },
        [`DELETE /api/indications/${ids.bar}/vote`]: {
          body: {
            message: 'Voto removido com sucesso!',
            indication: makeIndication({ vote_count: 3 }),
            last_voted_indication_id: null,
          },
        },
      }),
    );
    const { user, store } = await renderApp('/', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Locais em Votação' });
    await user.click(within(card('Bar do Zé')).getByRole('button', { name: 'Votar' }));
    expect(await screen.findByText('Voto registrado com sucesso!')).toBeInTheDocument();
    expect(within(card('Bar do Zé')).getByText('4 votos')).toBeInTheDocument();
    expect(store.getState().auth.user?.last_voted_indication_id).toBe(ids.bar);

    await user.click(within(card('Bar do Zé')).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Voto removido com sucesso!')).toBeInTheDocument();
    expect(within(card('Bar do Zé')).getByText('3 votos')).toBeInTheDocument();
    expect(within(card('Bar do Zé')).getByRole('button', { name: 'Votar' })).toBeInTheDocument();
    expect(store.getState().auth.user?.last_voted_indication_id).toBeNull();
    expect(calls.filter((c) => c.path.endsWith('/vote')).map((c) => c.method)).toEqual(['POST', 'DELETE']);
  });

  it('undoes an optimistic vote the server refuses and shows its message', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    mockApi(
      votingWeek([makeIndication()], {
        [`POST /api/indications/${ids.bar}/vote`]: async () => {
          await answered;
          return { status: 409, body: { message: 'Você já votou esta semana.' } };
        },
      }),
    );
    const { user, store } = await renderApp('/', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Locais em Votação' });
    await user.click(within(card('Bar do Zé')).getByRole('button', { name: 'Votar' }));
    expect(await within(card('Bar do Zé')).findByText('4 votos')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Você já votou esta semana.');
    expect(within(card('Bar do Zé')).getByText('3 votos')).toBeInTheDocument();
    expect(store.getState().auth.user?.last_voted_indication_id).toBeNull();
  });

  it('falls back to the SPEC text when a vote fails without a message', async () => {
    mockApi(votingWeek([makeIndication()], { [`POST /api/indications/${ids.bar}/vote`]: { status: 500 } }));
    const { user } = await renderApp('/', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Locais em Votação' });
    await user.click(within(card('Bar do Zé')).getByRole('button', { name: 'Votar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao votar. Tente novamente.');
  });
});

describe('Home with winners', () => {
  const winnersWeek = (extra = {}, userOverrides = {}, forumsBlocked = false) => ({
    ...me(userOverrides),
    'GET /api/forum/restriction-status': { body: { ...status(false), forums_blocked: forumsBlocked } },
    'GET /api/winners/São Paulo': {
      body: winnerList([
        makeWinner(),
        makeWinner({ indication_id: ids.cafe, name: 'Café Central', winner_position: 2, vote_count: 2 }),
      ]),
    },
    ...noneOfMine,
    'GET /api/indications': {
      body: indicationList([], {
        voting_open: false,
        nomination: { allowed: false, reason: 'Indicações não são permitidas no fim de semana' },
      }),
    },
    ...extra,
  });

  it('shows the winners grid, the closed banner and disables nominating', async () => {
    mockApi(winnersWeek());
    await renderApp('/', { token: 'jwt' });
    expect(await screen.findByRole('heading', { name: 'Vencedores da Semana' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Bar do Zé',
      'Café Central',
    ]);
    expect(within(cards[0]!).getByText('1º lugar')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/7 votos/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Indicações Indisponíveis' })).toBeDisabled();
    expect(screen.getByText('Indicações não são permitidas no fim de semana')).toBeInTheDocument();
    expect(screen.queryByText('Votação Ativa')).not.toBeInTheDocument();
  });

  it('confirms presence with Eu Vou! and then offers the forum and the calendar', async () => {
    const calendar = `api/forum/${ids.bar}/calendar.ics?token=abc`;
    const calls = mockApi(
      winnersWeek({
        [`POST /api/forum/${ids.bar}/confirm`]: {
          body: {
            message: 'Presença confirmada com sucesso!',
            indication_id: ids.bar,
            is_host: false,
            host_confirmed: false,
            last_confirmed_indication_id: ids.bar,
            calendar_url: calendar,
            user: makeUser({ last_confirmed_indication_id: ids.bar }),
          },
        },
      }),
    );
    const { user, store } = await renderApp('/', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Vencedores da Semana' });
    await user.click(within(card('Bar do Zé')).getByRole('button', { name: 'Eu Vou!' }));
    expect(await within(card('Bar do Zé')).findByText('Presença Confirmada')).toBeInTheDocument();
    expect(screen.getByText('Presença confirmada com sucesso!')).toBeInTheDocument();
    expect(within(card('Bar do Zé')).getByRole('link', { name: 'Acessar Fórum' })).toHaveAttribute(
      'href',
      `/forum/${ids.bar}`,
    );
    expect(within(card('Bar do Zé')).getByRole('link', { name: 'Adicionar ao calendário' })).toHaveAttribute(
      'href',
      `http://localhost/${calendar}`,
    );
    expect(within(card('Bar do Zé')).getByText(/1 presença confirmada/)).toBeInTheDocument();
    const other = within(card('Café Central')).getByRole('button', { name: 'Eu Vou!' });
    expect(other).toBeDisabled();
    expect(other).toHaveAccessibleDescription(
      'Você já confirmou presença em Bar do Zé nesta semana. Para vir a este, toque antes em "Não vou mais" em Bar do Zé.',
    );
    expect(store.getState().auth.user?.last_confirmed_indication_id).toBe(ids.bar);
    expect(calls.some((c) => c.method === 'POST' && c.path === `/api/forum/${ids.bar}/confirm`)).toBe(true);
  });

  it('keeps the host’s own Confirmar Presença on when they go to another winner, saying it moves them', async () => {
    mockApi(winnersWeek({}, { user_id: ids.host, last_confirmed_indication_id: ids.cafe }));
    await renderApp('/', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Vencedores da Semana' });
    const own = within(card('Bar do Zé')).getByRole('button', { name: 'Confirmar Presença' });
    expect(own).toBeEnabled();
    expect(own).toHaveAccessibleDescription(
      'Você confirmou presença em Café Central. Ao confirmar aqui, sua presença passa para o seu encontro.',
    );
    expect(screen.queryByText(/Você já confirmou presença em Café Central/)).not.toBeInTheDocument();
    expect(within(card('Café Central')).getByText('Presença Confirmada')).toBeInTheDocument();
  });

  it('offers Eu Vou! everywhere when my confirmation is of another week', async () => {
    mockApi(winnersWeek({}, { last_confirmed_indication_id: ids.host }));
    await renderApp('/', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Vencedores da Semana' });
    for (const name of ['Bar do Zé', 'Café Central'])
      expect(within(card(name)).getByRole('button', { name: 'Eu Vou!' })).toBeEnabled();
  });

  it('opens /indication/new on the weekend with the reason instead of the form', async () => {
    mockApi(winnersWeek());
    await renderApp('/indication/new', { token: 'jwt' });
    const dialog = await screen.findByRole('dialog', { name: 'Indicar Local' });
    expect(
      await within(dialog).findByText('Indicações não são permitidas no fim de semana'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Enviar Indicação' })).not.toBeInTheDocument();
  });

  it('says the winners failed to load instead of an empty week, and loads them again on request', async () => {
    const winners = switchableReply({ status: 500, body: {} }, { body: winnerList([makeWinner()]) });
    mockApi(winnersWeek({ 'GET /api/winners/São Paulo': winners.reply }));
    await expectListRetried(winners.switchOver, 'Vencedores da Semana');
  });

  it('shows the forum as unavailable while forums are blocked', async () => {
    mockApi(winnersWeek({}, { last_confirmed_indication_id: ids.bar }, true));
    await renderApp('/', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Vencedores da Semana' });
    expect(within(card('Bar do Zé')).getByText('Presença Confirmada')).toBeInTheDocument();
    expect(within(card('Bar do Zé')).getByText('Fórum indisponível no momento')).toBeInTheDocument();
    expect(within(card('Bar do Zé')).queryByRole('link', { name: 'Acessar Fórum' })).not.toBeInTheDocument();
  });

  it('shows the host their card with Confirmar Presença', async () => {
    mockApi(
      winnersWeek(
        {
          [`POST /api/forum/${ids.bar}/confirm`]: {
            body: {
              message: 'Presença confirmada com sucesso!',
              indication_id: ids.bar,
              is_host: true,
              host_confirmed: true,
              last_confirmed_indication_id: ids.bar,
              calendar_url: 'api/x.ics',
            },
          },
        },
        { user_id: ids.host, gender: 'M' },
      ),
    );
    const { user, store } = await renderApp('/', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Vencedores da Semana' });
    const mine = card('Bar do Zé');
    expect(within(mine).getByText('Você é o anfitrião!')).toBeInTheDocument();
    expect(within(card('Café Central')).queryByText('Você é o anfitrião!')).toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: 'Confirmar Presença' }));
    expect(await within(card('Bar do Zé')).findByText('Presença Confirmada')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.user?.last_confirmed_indication_id).toBe(ids.bar));
  });

  it('tells a host who chose Feminino that she is the anfitriã', async () => {
    mockApi(winnersWeek({}, { user_id: ids.host, gender: 'F' }));
    await renderApp('/', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Vencedores da Semana' });
    expect(within(card('Bar do Zé')).getByText('Você é a anfitriã!')).toBeInTheDocument();
    expect(screen.queryByText('Você é o anfitrião!')).not.toBeInTheDocument();
  });

  it('shows the server message when confirming fails', async () => {
    mockApi(
      winnersWeek({
        [`POST /api/forum/${ids.bar}/confirm`]: {
          status: 409,
          body: { message: 'Você já confirmou presença em outro encontro desta semana.' },
        },
      }),
    );
    const { user } = await renderApp('/', { token: 'jwt' });
    await screen.findByRole('heading', { name: 'Vencedores da Semana' });
    await user.click(within(card('Bar do Zé')).getByRole('button', { name: 'Eu Vou!' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você já confirmou presença em outro encontro desta semana.',
    );
    expect(within(card('Bar do Zé')).getByRole('button', { name: 'Eu Vou!' })).toBeInTheDocument();
  });
});
