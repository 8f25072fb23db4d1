import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { callsTo, mockAdminApi, openAdmin, toasts } from '../../../test/admin';
import { fieldRefusal } from '../../../test/utils';

const saved = {
  platform_name: 'Encontro SP',
  contact_email: 'oi@encontro.app',
  auto_censor: true,
  approval_required: false,
  integrity_auto_hold: true,
  updated_at: '2026-12-01T12:00:00.000Z',
};

describe('SettingsTab', () => {
  it('shows the saved settings and saves the changes on the server', async () => {
    let current = saved;
    const calls = mockAdminApi({
      'GET /api/admin/settings': () => ({ body: current }),
      'PUT /api/admin/settings': ({ body }) => {
        current = { ...(body as typeof saved), updated_at: '2026-12-02T12:00:00.000Z' };
        return { body: { message: 'Configurações salvas com sucesso!', settings: current } };
      },
    });
    const { user } = await openAdmin('configuracoes');
    const name = await screen.findByRole('textbox', { name: /Nome da plataforma/ });
    expect(name).toHaveValue('Encontro SP');
    expect(screen.getByRole('textbox', { name: /E-mail de contato/ })).toHaveValue('oi@encontro.app');
    const censor = screen.getByRole('checkbox', { name: /Censurar automaticamente palavras proibidas/ });
    const approval = screen.getByRole('checkbox', { name: /Exigir aprovação para indicações/ });
    const autoHold = screen.getByRole('checkbox', {
      name: /Colocar em análise automaticamente os grupos de votos de alto risco \(quinta-feira, 23h\)/,
    });
    expect(censor).toBeChecked();
    expect(approval).not.toBeChecked();
    expect(autoHold).toBeChecked();

    await user.click(censor);
    await user.click(approval);
    await user.click(autoHold);
    await user.clear(name);
    await user.type(name, 'Encontro');
    await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));
    expect(await toasts().findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT /api/admin/settings')[0]!.body).toEqual({
      platform_name: 'Encontro',
      contact_email: 'oi@encontro.app',
      auto_censor: false,
      approval_required: true,
      integrity_auto_hold: false,
    });
    expect(await screen.findByRole('checkbox', { name: /Exigir aprovação/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /grupos de votos de alto risco/ })).not.toBeChecked();
  });

  it('checks the fields before saving, and shows server field errors', async () => {
    const calls = mockAdminApi({
      'PUT /api/admin/settings': fieldRefusal(
        'platform_name',
        'O nome da plataforma deve ter no máximo 100 caracteres',
      ),
    });
    const { user } = await openAdmin('configuracoes');
    const email = await screen.findByRole('textbox', { name: /E-mail de contato/ });
    // Every moderation box is on by default.
    expect(screen.getByRole('checkbox', { name: /Censurar automaticamente/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Exigir aprovação/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /grupos de votos de alto risco/ })).toBeChecked();
    await user.clear(email);
    await user.type(email, 'sem-arroba');
    await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));
    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT /api/admin/settings')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'ok@encontro.app');
    await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));
    const field = (await screen.findByRole('textbox', { name: /Nome da plataforma/ })).closest('.field')!;
    expect(
      await within(field as HTMLElement).findByText('O nome da plataforma deve ter no máximo 100 caracteres'),
    ).toBeInTheDocument();
    expect(toasts().getByText('O nome da plataforma deve ter no máximo 100 caracteres')).toBeInTheDocument();
  });
});
