import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { IntegrityCluster } from '@encontro/contracts';
import {
  callsTo,
  confirmInDialog,
  lastQuery,
  makeAdminUser,
  mockAdminApi,
  openAdmin,
  toasts,
  userPage,
} from '../../../test/admin';
import { ids } from '../../../test/indications';
import { accountId, clusterId, integrityList, makeCluster } from '../../../test/integrity';
import { currentPath, renderApp } from '../../../test/utils';

const list = 'GET /api/admin/integrity';
const medium = makeCluster({
  cluster_id: clusterId(2),
  indication_id: ids.cafe,
  indication_name: 'Café Central',
  risk: 'medium',
  reasons: [{ code: 'voting_burst', text: '3 votos em 2 minutos' }],
  accounts: [],
  votes: [],
});
const low = makeCluster({
  cluster_id: clusterId(3),
  indication_name: 'Pizzaria Roma',
  city_id: '3304557',
  city: 'Rio de Janeiro',
  risk: 'low',
  status: 'released',
  reasons: [{ code: 'same_email_domain', text: 'Mesmo domínio de e-mail' }],
  accounts: [],
  votes: [],
});

/** The server's clusters, changed by the routes the test calls. */
function integrityServer(clusters: IntegrityCluster[], extra: Parameters<typeof mockAdminApi>[0] = {}) {
  const state = { clusters };
  const calls = mockAdminApi({
    [list]: ({ query }) => {
      const cityId = query.get('city_id');
      const page = Number(query.get('page') ?? 1);
      const perPage = Number(query.get('per_page') ?? 10);
      const matching = state.clusters.filter((c) => !cityId || c.city_id === cityId);
      const shown = matching.slice((page - 1) * perPage, page * perPage);
      const whole = integrityList(matching);
      return {
        body: integrityList(shown, {
          week: query.get('week') ?? '2026-W48',
          city_id: cityId,
          cities: whole.cities,
          meta: {
            total: matching.length,
            total_exact: true,
            page,
            per_page: perPage,
            last_page: Math.max(1, Math.ceil(matching.length / perPage)),
            from: shown.length ? (page - 1) * perPage + 1 : null,
            to: shown.length ? (page - 1) * perPage + shown.length : null,
          },
        }),
      };
    },
    ...extra,
  });
  return { state, calls };
}

const card = (name: string) => within(screen.getByRole('article', { name }));
/** The card once the tab has drawn it. */
const findCard = async (name: string) => within(await screen.findByRole('article', { name }));
const listed = () => within(screen.getByRole('list', { name: 'Grupos suspeitos' }));

describe('IntegrityTab', () => {
  it("lists the clusters in the server's order (high risk first), with their reasons, accounts and votes", async () => {
    integrityServer([makeCluster(), medium, low]);
    await openAdmin('integridade');
    expect(await screen.findByRole('tab', { name: 'Integridade', selected: true })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Grupos suspeitos' });
    expect(
      listed()
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Bar do Zé', 'Café Central', 'Pizzaria Roma']);
    expect(screen.getByText('3 grupos suspeitos')).toBeInTheDocument();

    const bar = card('Bar do Zé');
    expect(bar.getByText('Alto risco')).toBeInTheDocument();
    expect(bar.getByText('Aberto')).toBeInTheDocument();
    const reasons = within(bar.getByRole('list', { name: 'Motivos' }));
    expect(reasons.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '2 contas cadastradas da mesma rede em 10 minutos',
      'Contas sem votos em semanas anteriores',
    ]);
    const accounts = within(bar.getByRole('list', { name: 'Contas (2)' }));
    const first = within(accounts.getAllByRole('listitem')[0]!);
    for (const text of [
      'Fulano Silva',
      'f***@example.com',
      'Cadastro: 23 de novembro de 2026 às 14:05',
      'Rede A',
    ])
      expect(first.getByText(text)).toBeInTheDocument();
    const votes = within(bar.getByRole('list', { name: 'Votos (2)' })).getAllByRole('listitem');
    expect(votes.map((li) => li.textContent)).toEqual([
      '23 de novembro de 2026 às 15:00Rede AContado',
      '23 de novembro de 2026 às 15:01Rede não registradaContado',
    ]);
    expect(bar.getByRole('button', { name: 'Colocar em análise' })).toBeInTheDocument();
    expect(card('Café Central').getByText('Médio risco')).toBeInTheDocument();
    expect(card('Pizzaria Roma').getByText('Baixo risco')).toBeInTheDocument();
    expect(card('Pizzaria Roma').getByText('Liberado')).toBeInTheDocument();
  });

  it('puts a cluster under review after the confirmation and shows the list again', async () => {
    const { state, calls } = integrityServer([makeCluster()], {
      [`POST /api/admin/integrity/clusters/${clusterId(1)}/quarantine`]: () => {
        const held = makeCluster({
          status: 'quarantined',
          votes: makeCluster().votes.map((v) => ({ ...v, counted: false })),
        });
        state.clusters = [held];
        return {
          body: {
            message: 'Votos colocados em análise. Eles deixam de contar até serem liberados.',
            cluster: held,
          },
        };
      },
    });
    const { user } = await openAdmin('integridade');
    await user.click((await findCard('Bar do Zé')).getByRole('button', { name: 'Colocar em análise' }));
    const dialog = screen.getByRole('dialog', { name: 'Colocar votos em análise' });
    expect(dialog).toHaveTextContent(
      'Os votos deste grupo em "Bar do Zé" (2 votos) deixam de contar até serem liberados.',
    );
    expect(callsTo(calls, `POST /api/admin/integrity/clusters/${clusterId(1)}/quarantine`)).toHaveLength(0);
    await confirmInDialog(user, 'Colocar em análise');
    expect(
      await toasts().findByText('Votos colocados em análise. Eles deixam de contar até serem liberados.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, `POST /api/admin/integrity/clusters/${clusterId(1)}/quarantine`)).toHaveLength(1);
    expect(await card('Bar do Zé').findByRole('button', { name: 'Liberar votos' })).toBeInTheDocument();
    expect(callsTo(calls, list)).toHaveLength(2);
    expect(card('Bar do Zé').getAllByText('Em análise')).toHaveLength(3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('releases a cluster under review, saying so while it runs', async () => {
    let answer: (() => void) | undefined;
    const held = makeCluster({ status: 'quarantined' });
    const { state, calls } = integrityServer([held], {
      [`POST /api/admin/integrity/clusters/${clusterId(1)}/release`]: async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        const released = makeCluster({ status: 'released' });
        state.clusters = [released];
        return { body: { message: 'Votos liberados. Eles voltam a contar.', cluster: released } };
      },
    });
    const { user } = await openAdmin('integridade');
    expect((await findCard('Bar do Zé')).getByText('Em análise')).toBeInTheDocument();
    await user.click(card('Bar do Zé').getByRole('button', { name: 'Liberar votos' }));
    expect(await card('Bar do Zé').findByRole('button', { name: 'Liberando...' })).toBeDisabled();
    answer!();
    expect(await toasts().findByText('Votos liberados. Eles voltam a contar.')).toBeInTheDocument();
    expect(await card('Bar do Zé').findByText('Liberado')).toBeInTheDocument();
    expect(card('Bar do Zé').getByRole('button', { name: 'Colocar em análise' })).toBeInTheDocument();
    expect(callsTo(calls, `POST /api/admin/integrity/clusters/${clusterId(1)}/release`)).toHaveLength(1);
    expect(callsTo(calls, list)).toHaveLength(2);
  });

  it("toasts the server's refusal of a review", async () => {
    integrityServer([makeCluster({ status: 'quarantined' })], {
      [`POST /api/admin/integrity/clusters/${clusterId(1)}/release`]: {
        status: 404,
        body: { message: 'Grupo não encontrado. Atualize a lista.' },
      },
    });
    const { user } = await openAdmin('integridade');
    await user.click((await findCard('Bar do Zé')).getByRole('button', { name: 'Liberar votos' }));
    expect(await toasts().findByText('Grupo não encontrado. Atualize a lista.')).toBeInTheDocument();
    expect(card('Bar do Zé').getByRole('button', { name: 'Liberar votos' })).toBeEnabled();
  });

  it('blocks, after a confirmation naming how many, each account of the cluster not blocked yet', async () => {
    const third = {
      user_id: accountId(3),
      name: 'Ciclano Reis',
      email_masked: 'c***@example.com',
      created_at: null,
      network: 'Rede B',
    };
    const users = {
      list: [
        makeAdminUser({ user_id: accountId(1), name: 'Fulano' }),
        makeAdminUser({ user_id: accountId(2), name: 'Beltrano', blocked: true }),
        makeAdminUser({ user_id: accountId(3), name: 'Ciclano' }),
      ],
    };
    const toggle = (n: number) => () => {
      users.list = users.list.map((u) => (u.user_id === accountId(n) ? { ...u, blocked: true } : u));
      return { body: { message: 'Usuário bloqueado com sucesso!', user: users.list[n - 1] } };
    };
    const { calls } = integrityServer([makeCluster({ accounts: [...makeCluster().accounts, third] })], {
      'GET /api/admin/users': () => ({ body: userPage(users.list) }),
      [`POST /api/admin/users/${accountId(1)}/toggle-block`]: toggle(1),
      [`POST /api/admin/users/${accountId(3)}/toggle-block`]: toggle(3),
    });
    const { user } = await openAdmin('integridade');
    const bar = await findCard('Bar do Zé');
    expect(bar.getByText('Cadastro: Data não disponível')).toBeInTheDocument();
    await waitFor(() => expect(bar.getByRole('button', { name: 'Bloquear contas' })).toBeEnabled());
    await user.click(bar.getByRole('button', { name: 'Bloquear contas' }));
    expect(screen.getByRole('dialog', { name: 'Bloquear contas' })).toHaveTextContent(
      'Tem certeza que deseja bloquear 2 contas deste grupo?',
    );
    await confirmInDialog(user, 'Bloquear contas');
    expect(await toasts().findByText('2 contas bloqueadas com sucesso!')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/toggle-block')).map((c) => c.path)).toEqual([
      `/api/admin/users/${accountId(1)}/toggle-block`,
      `/api/admin/users/${accountId(3)}/toggle-block`,
    ]);
    expect(await bar.findByText('Todas as contas deste grupo já estão bloqueadas.')).toBeInTheDocument();
    expect(bar.queryByRole('button', { name: 'Bloquear contas' })).not.toBeInTheDocument();
    // The users list pages: the tab asks about the shown accounts only, not the first page of everyone.
    expect(lastQuery(calls, 'GET /api/admin/users').ids!.split(',').sort()).toEqual(
      [accountId(1), accountId(2), accountId(3)].sort(),
    );
  });

  it('knows whether each account of a big cluster is blocked, asking about them 100 at a time', async () => {
    const accounts = Array.from({ length: 150 }, (_, n) => ({
      user_id: accountId(1000 + n),
      name: `Conta ${n}`,
      email_masked: 'c***@example.com',
      created_at: null,
      network: 'Rede A',
    }));
    const everyone = accounts.map((a, n) =>
      makeAdminUser({ user_id: a.user_id, name: a.name, blocked: n % 3 === 0 }),
    );
    const { calls } = integrityServer([makeCluster({ accounts, votes: [] })], {
      'GET /api/admin/users': ({ query }) => {
        const ids = new Set(query.get('ids')!.split(','));
        return {
          body: userPage(
            everyone.filter((u) => ids.has(u.user_id)),
            1,
            100,
          ),
        };
      },
    });
    const { user } = await openAdmin('integridade');
    const bar = await findCard('Bar do Zé');
    await waitFor(() => expect(bar.getByRole('button', { name: 'Bloquear contas' })).toBeEnabled());
    expect(callsTo(calls, 'GET /api/admin/users').map((c) => c.query.get('ids')!.split(',').length)).toEqual([
      100, 50,
    ]);
    await user.click(bar.getByRole('button', { name: 'Bloquear contas' }));
    // The 100 of the 150 not blocked: the first 100 accounts' answer alone would offer 66.
    expect(screen.getByRole('dialog', { name: 'Bloquear contas' })).toHaveTextContent(
      'Tem certeza que deseja bloquear 100 contas deste grupo?',
    );
  });

  it('says when a card shows only part of a big cluster, and that blocking covers only the accounts shown', async () => {
    const accounts = Array.from({ length: 200 }, (_, n) => ({
      user_id: accountId(2000 + n),
      name: `Conta ${n}`,
      email_masked: 'c***@example.com',
      created_at: null,
      network: 'Rede A',
    }));
    const votes = accounts.map((a) => ({
      user_id: a.user_id,
      voted_at: '2026-11-23T18:00:00.000Z',
      network: 'Rede A',
      counted: true,
    }));
    integrityServer([makeCluster({ accounts, votes, accounts_total: 3105 }), low], {
      'GET /api/admin/users': ({ query }) => {
        const ids = query.get('ids')!.split(',');
        return {
          body: userPage(
            ids.map((user_id) => makeAdminUser({ user_id })),
            1,
            100,
          ),
        };
      },
    });
    const { user } = await openAdmin('integridade');
    const bar = await findCard('Bar do Zé');
    expect(bar.getByText('Mostrando 200 de 3.105 contas.')).toBeInTheDocument();
    expect(bar.getByText('Mostrando 200 de 3.105 votos.')).toBeInTheDocument();
    expect(card('Pizzaria Roma').queryByText(/^Mostrando/)).not.toBeInTheDocument();

    await user.click(bar.getByRole('button', { name: 'Colocar em análise' }));
    expect(screen.getByRole('dialog', { name: 'Colocar votos em análise' })).toHaveTextContent(
      'Os votos deste grupo em "Bar do Zé" (3.105 votos) deixam de contar até serem liberados.',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(bar.getByRole('button', { name: 'Bloquear contas' })).toBeEnabled());
    await user.click(bar.getByRole('button', { name: 'Bloquear contas' }));
    expect(screen.getByRole('dialog', { name: 'Bloquear contas' })).toHaveTextContent(
      'Tem certeza que deseja bloquear 200 contas deste grupo? Só as contas mostradas neste cartão são bloqueadas (200 de 3.105 contas do grupo).',
    );
  });

  it('opens from a link naming the tab, the city and the week, and keeps new filters in the address', async () => {
    const { calls } = integrityServer([makeCluster({ week: '2026-W47' }), low]);
    const { user } = await renderApp('/admin?tab=integridade&city_id=3550308&week=2026-W47', {
      token: 'jwt',
    });
    expect(await screen.findByRole('tab', { name: 'Integridade', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Bar do Zé' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Pizzaria Roma' })).not.toBeInTheDocument();
    expect(Object.fromEntries(callsTo(calls, list)[0]!.query)).toEqual({
      city_id: '3550308',
      week: '2026-W47',
      page: '1',
      per_page: '10',
    });

    const city = screen.getByRole('combobox', { name: 'Cidade' }) as HTMLSelectElement;
    await waitFor(() =>
      expect(Array.from(city.options).map((o) => o.text)).toEqual([
        'Todas as cidades',
        'Rio de Janeiro',
        'São Paulo',
      ]),
    );
    expect(city).toHaveValue('3550308');
    const week = screen.getByRole('combobox', { name: 'Semana' });
    expect(week).toHaveValue('2026-W47');
    expect(within(week).getByRole('option', { name: 'Semana 47 (16/11 a 22/11)' })).toBeInTheDocument();

    await user.selectOptions(city, '');
    expect(await screen.findByRole('article', { name: 'Pizzaria Roma' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin?aba=integridade&week=2026-W47');
    await user.selectOptions(week, '2026-W46');
    await waitFor(() => expect(currentPath()).toBe('/admin?aba=integridade&week=2026-W46'));
    await waitFor(() => expect(callsTo(calls, list).at(-1)!.query.get('week')).toBe('2026-W46'));
  });

  it('pages the clusters ten at a time, and a new filter starts on the first page', async () => {
    const many = Array.from({ length: 11 }, (_, n) =>
      makeCluster({ cluster_id: clusterId(100 + n), indication_name: `Bar ${n + 1}` }),
    );
    const { calls } = integrityServer([...many, low]);
    const { user } = await openAdmin('integridade');
    expect(await screen.findByText('Mostrando 1 a 10 de 12 grupos suspeitos')).toBeInTheDocument();
    expect(listed().getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('12 grupos suspeitos')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Próxima/ }));
    expect(await screen.findByText('Mostrando 11 a 12 de 12 grupos suspeitos')).toBeInTheDocument();
    expect(
      listed()
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Bar 11', 'Pizzaria Roma']);
    expect(callsTo(calls, list).at(-1)!.query.get('page')).toBe('2');

    // The city list names every city of the week, not only the page's.
    const city = screen.getByRole('combobox', { name: 'Cidade' }) as HTMLSelectElement;
    expect(Array.from(city.options).map((o) => o.text)).toEqual([
      'Todas as cidades',
      'Rio de Janeiro',
      'São Paulo',
    ]);
    await user.selectOptions(city, '3304557');
    const rio = () => callsTo(calls, list).filter((call) => call.query.get('city_id') === '3304557');
    await waitFor(() => expect(rio().map((call) => call.query.get('page'))).toEqual(['1']));
    expect(await screen.findByRole('article', { name: 'Pizzaria Roma' })).toBeInTheDocument();
  });

  it("asks for the server's current week by default and offers it first", async () => {
    const { calls } = integrityServer([]);
    await openAdmin('integridade');
    expect(await screen.findByText('Nenhum grupo suspeito nesta semana.')).toBeInTheDocument();
    expect(callsTo(calls, list)[0]!.query.has('week')).toBe(false);
    const week = screen.getByRole('combobox', { name: 'Semana' }) as HTMLSelectElement;
    await waitFor(() => expect(week).toHaveValue('2026-W48'));
    expect(week.options[0]!.text).toBe('Semana atual (23/11 a 29/11)');
    expect(week.options[1]!.text).toBe('Semana 47 (16/11 a 22/11)');
  });

  it('says, for every city, when the votes were analysed and how many cities still wait', async () => {
    mockAdminApi({
      [list]: ({ query }) => ({
        body: query.get('city_id')
          ? integrityList([makeCluster()], { city_id: query.get('city_id'), cities_pending: 0 })
          : integrityList([makeCluster(), low], {
              analysed_at: '2026-11-26T17:30:00.000Z',
              cities_pending: 3,
            }),
      }),
    });
    await openAdmin('integridade');
    const note = await screen.findByText(/votos analisados em/);
    expect(note).toHaveAttribute('role', 'status');
    expect(note).toHaveTextContent(
      'Todas as cidades: votos analisados em 26/11/2026, 14:30. 3 cidades ainda não foram analisadas: atualize em alguns instantes.',
    );
  });

  it('says nothing of the analyses for one city: its votes are analysed as it is asked for', async () => {
    const calls = mockAdminApi({
      [list]: ({ query }) => ({
        body: integrityList([makeCluster()], { city_id: query.get('city_id'), cities_pending: 2 }),
      }),
    });
    await renderApp('/admin?tab=integridade&city_id=3550308', { token: 'jwt' });
    expect(await screen.findByRole('article', { name: 'Bar do Zé' })).toBeInTheDocument();
    expect(callsTo(calls, list).some((call) => call.query.get('city_id') === '3550308')).toBe(true);
    expect(screen.queryByText(/votos analisados em|ainda não/)).not.toBeInTheDocument();
  });

  it("says when the list could not load and loads it again with 'Tentar novamente'", async () => {
    let fail = true;
    mockAdminApi({
      [list]: () => (fail ? { status: 500, body: {} } : { body: integrityList([makeCluster()]) }),
    });
    const { user } = await openAdmin('integridade');
    expect(await screen.findByText('Erro ao carregar os grupos suspeitos.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Bar do Zé' })).toBeInTheDocument();
  });
});
