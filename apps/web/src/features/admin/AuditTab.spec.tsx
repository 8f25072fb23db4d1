import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '@encontro/contracts';
import {
  auditPage,
  callsTo,
  lastQuery,
  makeAuditEntry,
  mockAdminApi,
  openAdmin,
  uuid,
} from '../../../test/admin';
import { currentPath } from '../../../test/utils';

/** The n-th entry: a censored word added by Conceição Araújo unless told otherwise. */
const entry = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry =>
  makeAuditEntry({
    audit_id: uuid(n, 'a'),
    actor_name: 'Conceição Araújo',
    target_id: String(n),
    after: { words: [{ word_id: n, word: 'bobo' }] },
    ...overrides,
  });

const entries = () =>
  within(screen.getByRole('list', { name: 'Registro de auditoria' })).getAllByRole('article');

describe('AuditTab', () => {
  it('is a tab of the panel, kept in the address, listing each action in pt-BR with who and on what', async () => {
    mockAdminApi({
      'GET /api/admin/audit': {
        body: auditPage([
          entry(1),
          entry(2, {
            action: 'user.block',
            target_type: 'user',
            target_id: uuid(3, 'b'),
            before: { blocked: false },
            after: { blocked: true },
          }),
          entry(3, {
            action: 'integrity.auto_hold',
            actor_name: 'Sistema',
            target_type: 'integrity_cluster',
          }),
          entry(4, {
            action: 'forum.archive',
            actor_name: null,
            target_type: 'forum',
            before: null,
            after: null,
          }),
        ]),
      },
    });
    const { user } = await openAdmin();
    await user.click(screen.getByRole('tab', { name: 'Auditoria' }));
    expect(currentPath()).toBe('/admin?aba=auditoria');
    expect(await screen.findByRole('heading', { name: 'Auditoria' })).toBeInTheDocument();
    expect(await screen.findByText('Mostrando 1 a 4 de 4 registros')).toBeInTheDocument();
    const [word, block, hold, unknown] = entries().map((e) => within(e));
    expect(word!.getByRole('heading', { name: 'Palavra censurada adicionada' })).toBeInTheDocument();
    expect(word!.getByText('Conceição Araújo')).toBeInTheDocument();
    expect(word!.getByText('Alvo').nextElementSibling).toHaveTextContent('Palavra censurada · 1');
    expect(block!.getByRole('heading', { name: 'Usuário bloqueado' })).toBeInTheDocument();
    expect(block!.getByText(uuid(3, 'b'))).toBeInTheDocument();
    await user.click(block!.getByText('Ver alterações'));
    expect(block!.getByText(/"blocked": false/)).toBeVisible();
    expect(block!.getByText(/"blocked": true/)).toBeVisible();
    expect(
      hold!.getByRole('heading', { name: 'Grupo de votos colocado em análise automaticamente' }),
    ).toBeInTheDocument();
    expect(hold!.getByText('Sistema')).toBeInTheDocument();
    // An action this panel does not name yet shows as recorded; a removed admin is said so.
    expect(unknown!.getByRole('heading', { name: 'forum.archive' })).toBeInTheDocument();
    expect(unknown!.getByText('Administrador removido')).toBeInTheDocument();
    expect(unknown!.queryByText('Ver alterações')).not.toBeInTheDocument();
  });

  it('sends the chosen filters together, from the first page, and clears them', async () => {
    const list = Array.from({ length: 25 }, (_, i) => entry(i + 1));
    const calls = mockAdminApi({
      'GET /api/admin/audit': ({ query }) => ({ body: auditPage(list, Number(query.get('page') ?? 1)) }),
    });
    const { user } = await openAdmin('auditoria');
    expect(await screen.findByText('Mostrando 1 a 20 de 25 registros')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Mostrando 21 a 25 de 25 registros')).toBeInTheDocument();
    expect(lastQuery(calls, 'GET /api/admin/audit')).toEqual({ page: '2' });

    await user.type(screen.getByRole('searchbox', { name: 'Administrador' }), ' conceicao ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ação' }), 'Usuário bloqueado');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Alvo' }), 'Usuário');
    await user.type(screen.getByRole('textbox', { name: 'ID do alvo' }), uuid(3, 'b'));
    await user.type(screen.getByLabelText('Data inicial'), '2026-12-01');
    await user.type(screen.getByLabelText('Data final'), '2026-12-04');
    await user.click(screen.getByRole('button', { name: 'Aplicar Filtros' }));
    expect(await screen.findByText('Mostrando 1 a 20 de 25 registros')).toBeInTheDocument();
    expect(lastQuery(calls, 'GET /api/admin/audit')).toEqual({
      page: '1',
      actor_name: 'conceicao',
      action: 'user.block',
      target_type: 'user',
      target_id: uuid(3, 'b'),
      date_from: '2026-12-01',
      date_to: '2026-12-04',
    });

    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(screen.getByRole('searchbox', { name: 'Administrador' })).toHaveValue('');
    expect(lastQuery(calls, 'GET /api/admin/audit')).toEqual({ page: '1' });
  });

  it('says when nothing matches, with a way back to every action', async () => {
    const calls = mockAdminApi({
      'GET /api/admin/audit': ({ query }) => ({ body: auditPage(query.get('action') ? [] : [entry(1)]) }),
    });
    const { user } = await openAdmin('auditoria');
    await screen.findByRole('heading', { name: 'Palavra censurada adicionada' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ação' }), 'Ticket respondido');
    await user.click(screen.getByRole('button', { name: 'Aplicar Filtros' }));
    expect(await screen.findByText('Nenhuma ação administrativa encontrada.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todas as ações' }));
    expect(await screen.findByRole('heading', { name: 'Palavra censurada adicionada' })).toBeInTheDocument();
    expect(callsTo(calls, 'GET /api/admin/audit').at(-1)!.query.get('action')).toBeNull();
  });

  it('shows a failed load with Tentar novamente', async () => {
    mockAdminApi({ 'GET /api/admin/audit': { status: 500, body: {} } });
    const { user } = await openAdmin('auditoria');
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(
      screen.getAllByText('Erro ao carregar o registro de auditoria. Tente novamente.').length,
    ).toBeGreaterThan(0);
    mockAdminApi({ 'GET /api/admin/audit': { body: auditPage([entry(1)]) } });
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Palavra censurada adicionada' })).toBeInTheDocument();
  });
});
