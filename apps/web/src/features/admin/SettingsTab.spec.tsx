import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { callsTo, confirmInDialog, mockAdminApi, openAdmin, toasts } from '../../../test/admin';
import { currentPath, fieldRefusal } from '../../../test/utils';
import { adminTexts } from './adminTexts';

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

  it('keeps Save disabled while a field is empty or invalid, and shows a server field error once, under its field', async () => {
    const calls = mockAdminApi({
      'PUT /api/admin/settings': fieldRefusal(
        'platform_name',
        'O nome da plataforma deve ter no máximo 100 caracteres',
      ),
    });
    const { user } = await openAdmin('configuracoes');
    const email = await screen.findByRole('textbox', { name: /E-mail de contato/ });
    const name = screen.getByRole('textbox', { name: /Nome da plataforma/ });
    const save = screen.getByRole('button', { name: 'Salvar Configurações' });
    // Every moderation box is on by default.
    expect(screen.getByRole('checkbox', { name: /Censurar automaticamente/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Exigir aprovação/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /grupos de votos de alto risco/ })).toBeChecked();
    // Nothing changed yet: nothing to save.
    expect(save).toBeDisabled();

    await user.clear(email);
    await user.type(email, 'sem-arroba');
    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(email);
    await user.type(email, 'ok@encontro.app');
    expect(save).toBeEnabled();
    await user.clear(name);
    expect(screen.getByText('O nome da plataforma é obrigatório')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.click(save);
    expect(callsTo(calls, 'PUT /api/admin/settings')).toHaveLength(0);

    await user.type(name, 'Encontro');
    await user.click(save);
    const field = name.closest('.field') as HTMLElement;
    expect(
      await within(field).findByText('O nome da plataforma deve ter no máximo 100 caracteres'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'PUT /api/admin/settings')).toHaveLength(1);
    expect(
      toasts().queryByText('O nome da plataforma deve ter no máximo 100 caracteres'),
    ).not.toBeInTheDocument();
  });

  it('toasts a refusal that names no field', async () => {
    mockAdminApi({ 'PUT /api/admin/settings': { status: 500, body: {} } });
    const { user } = await openAdmin('configuracoes');
    await user.click(await screen.findByRole('checkbox', { name: /Censurar automaticamente/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));
    expect(await toasts().findByText('Erro ao salvar configurações. Tente novamente.')).toBeInTheDocument();
  });

  it('asks "Descartar alterações?" before another tab drops unsaved changes, and warns the browser while they last', async () => {
    mockAdminApi({
      'GET /api/admin/settings': { body: saved },
      'PUT /api/admin/settings': ({ body }) => ({
        body: {
          message: 'Configurações salvas com sucesso!',
          settings: { ...(body as typeof saved), updated_at: saved.updated_at },
        },
      }),
    });
    const leaving = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    const { user } = await openAdmin('configuracoes');
    const name = await screen.findByRole('textbox', { name: /Nome da plataforma/ });
    expect(leaving()).toBe(false);
    await user.type(name, ' Floripa');
    expect(leaving()).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Usuários' }));
    const ask = within(screen.getByRole('dialog', { name: 'Descartar alterações?' }));
    expect(ask.getByText(adminTexts.discardChanges)).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/admin?aba=configuracoes');
    expect(screen.getByRole('textbox', { name: /Nome da plataforma/ })).toHaveValue('Encontro SP Floripa');

    await user.click(screen.getByRole('tab', { name: 'Palavras Censuradas' }));
    await confirmInDialog(user, 'Descartar');
    expect(currentPath()).toBe('/admin?aba=palavras');
    expect(leaving()).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Configurações' }));
    expect(await screen.findByRole('textbox', { name: /Nome da plataforma/ })).toHaveValue('Encontro SP');

    // Saved changes are no longer unsaved: the tabs switch without asking.
    await user.click(screen.getByRole('checkbox', { name: /Censurar automaticamente/ }));
    expect(screen.getByRole('button', { name: 'Descartar alterações' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));
    expect(await toasts().findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    expect(leaving()).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Usuários' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/admin');
  });
});
