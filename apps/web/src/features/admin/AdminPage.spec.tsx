import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { emptyStatistics, makeStatistics, mockAdminApi, openAdmin } from '../../../test/admin';
import { currentPath, switchableReply } from '../../../test/utils';
import { adminTabLabels } from '../../../test/pages';

const cards = () => within(screen.getByRole('list', { name: 'Resumo da plataforma' }));

describe('AdminPage', () => {
  it("shows the title, the 'system online' badge and today's date in pt-BR", async () => {
    mockAdminApi();
    await openAdmin();
    expect(
      screen.getByText('Gerencie usuários, indicações e configurações da plataforma'),
    ).toBeInTheDocument();
    expect(screen.getByText('Sistema Online')).toBeInTheDocument();
    const today = new Intl.DateTimeFormat('pt-BR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'America/Sao_Paulo',
    }).format(new Date());
    expect(screen.getByText(today)).toBeInTheDocument();
  });

  it('fills the four summary cards from the statistics', async () => {
    mockAdminApi({
      'GET /api/admin/statistics': {
        body: makeStatistics({
          active_users: { value: 1234, has_data: true, growth: 8.5, growth_type: 'negative' },
          pending_indications: { value: 4, has_data: true, new_today: 1 },
        }),
      },
    });
    await openAdmin();
    expect(await cards().findByText('1.234')).toBeInTheDocument();
    expect(cards().getByText('-8,5% em relação ao mês passado')).toBeInTheDocument();
    expect(cards().getByText('1 nova hoje')).toBeInTheDocument();
    expect(cards().getByText('1 urgente')).toBeInTheDocument();
    expect(cards().getByText('5 abertos aguardando resposta')).toBeInTheDocument();
  });

  it('says so on each card when there is no data', async () => {
    mockAdminApi({ 'GET /api/admin/statistics': { body: emptyStatistics } });
    await openAdmin();
    expect(await cards().findByText('Sem dados suficientes')).toBeInTheDocument();
    expect(cards().getByText('Nenhuma indicação pendente')).toBeInTheDocument();
    expect(cards().getByText('Nenhuma denúncia')).toBeInTheDocument();
    expect(cards().getByText('Nenhum ticket aberto')).toBeInTheDocument();
  });

  it("shows a failed statistics load as an error with 'Tentar novamente', not as 'no data'", async () => {
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args[0]);
    try {
      const statistics = switchableReply(
        { status: 500, body: { message: 'Falhou' } },
        { body: makeStatistics() },
      );
      mockAdminApi({ 'GET /api/admin/statistics': statistics.reply });
      const { user } = await openAdmin();
      expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar o resumo da plataforma.');
      expect(screen.queryByText('Sem dados suficientes')).not.toBeInTheDocument();
      expect(logged).toContain('Falha ao carregar estatísticas');
      statistics.switchOver();
      await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      expect(await screen.findByText('+12,5% em relação ao mês passado')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      console.error = original;
    }
  });

  it('has nine tabs driven by the keyboard, each with its panel, and keeps the tab in the address', async () => {
    mockAdminApi();
    const { user } = await openAdmin();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(adminTabLabels);
    const users = screen.getByRole('tab', { name: 'Usuários' });
    expect(users).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Usuários' })).toBeInTheDocument();

    users.focus();
    await user.keyboard('{ArrowRight}');
    const indications = screen.getByRole('tab', { name: 'Indicações' });
    expect(indications).toHaveFocus();
    expect(indications).toHaveAttribute('aria-selected', 'true');
    expect(users).toHaveAttribute('aria-selected', 'false');
    expect(users).toHaveAttribute('tabindex', '-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Indicações' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Indicações' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin?aba=indicacoes');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Auditoria' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Usuários' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Auditoria' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Usuários' })).toHaveFocus();
    expect(currentPath()).toBe('/admin');
  });
});
