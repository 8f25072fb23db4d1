import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import {
  adminNotificationTypes,
  emailNotificationTypes,
  notificationTypeLabels,
  notificationTypes,
} from '@encontro/contracts';
import { makeUser, renderApp, statesAndCities } from '../../../test/utils';
import { makePreferences, signedInApi } from '../../../test/notifications';

const section = () =>
  within(screen.getByRole('heading', { name: 'Notificações', level: 2 }).closest('section')!);

async function openProfile() {
  const app = await renderApp('/profile', { token: 'jwt' });
  await screen.findByRole('heading', { name: 'Notificações', level: 2 });
  await section().findByRole('table');
  return app;
}

describe('NotificationPreferencesForm', () => {
  it("lists every type with 'No app' and 'Push', and 'E-mail' only where there is one", async () => {
    signedInApi({ ...statesAndCities, 'GET /api/notifications/preferences': { body: makePreferences() } });
    await openProfile();
    const table = within(section().getByRole('table'));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Tipo',
      'No app',
      'E-mail',
      'Push',
    ]);
    const everyoneTypes = notificationTypes.filter(
      (type) => !(adminNotificationTypes as readonly string[]).includes(type),
    );
    expect(table.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(
      everyoneTypes.map((type) => notificationTypeLabels[type]),
    );
    expect(table.getByRole('checkbox', { name: 'Você é o anfitrião: E-mail' })).toBeChecked();
    expect(
      table.queryByRole('checkbox', { name: 'Novas postagens no fórum: E-mail' }),
    ).not.toBeInTheDocument();
    expect(table.getByRole('checkbox', { name: 'Novas postagens no fórum: No app' })).toBeChecked();
    expect(table.getByRole('checkbox', { name: 'Lembretes do encontro: E-mail' })).toBeChecked();
    expect(table.getByRole('checkbox', { name: 'Vaga liberada na lista de espera: E-mail' })).toBeChecked();
    const everyoneEmails = emailNotificationTypes.filter((type) => everyoneTypes.includes(type));
    expect(table.getAllByRole('checkbox')).toHaveLength(everyoneTypes.length * 2 + everyoneEmails.length);
  });

  it('shows an admin the integrity alert too, with its e-mail', async () => {
    signedInApi({
      ...statesAndCities,
      'GET /api/me': { body: { user: makeUser({ is_admin: true }) } },
      'GET /api/notifications/preferences': { body: makePreferences() },
    });
    await openProfile();
    const table = within(section().getByRole('table'));
    expect(table.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(
      notificationTypes.map((type) => notificationTypeLabels[type]),
    );
    expect(
      table.getByRole('checkbox', { name: 'Votos colocados em análise (administração): E-mail' }),
    ).toBeChecked();
    expect(table.getAllByRole('checkbox')).toHaveLength(
      notificationTypes.length * 2 + emailNotificationTypes.length,
    );
  });

  it('saves only what changed with PUT and says so', async () => {
    // The server keeps what was saved: a read after the save (the list is refreshed) answers it.
    let stored = makePreferences();
    const calls = signedInApi({
      ...statesAndCities,
      'GET /api/notifications/preferences': () => ({ body: stored }),
      'PUT /api/notifications/preferences': () => {
        stored = makePreferences({
          'forum.post': { in_app: true, email: false, push: false },
          'host.selected': { in_app: true, email: false, push: true },
        });
        return { body: { ...stored, message: 'Preferências de notificação salvas.' } };
      },
    });
    const { user } = await openProfile();
    const save = section().getByRole('button', { name: 'Salvar preferências' });
    expect(save).toBeDisabled();
    await user.click(section().getByRole('checkbox', { name: 'Novas postagens no fórum: Push' }));
    await user.click(section().getByRole('checkbox', { name: 'Você é o anfitrião: E-mail' }));
    await user.click(section().getByRole('checkbox', { name: 'Indicação aprovada: No app' }));
    await user.click(section().getByRole('checkbox', { name: 'Indicação aprovada: No app' }));
    await user.click(save);
    expect(await screen.findByText('Preferências de notificação salvas.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { preferences: { 'forum.post': { push: false }, 'host.selected': { email: false } } },
    ]);
    expect(section().getByRole('checkbox', { name: 'Novas postagens no fórum: Push' })).not.toBeChecked();
    expect(section().getByRole('checkbox', { name: 'Você é o anfitrião: E-mail' })).not.toBeChecked();
    expect(save).toBeDisabled();
  });

  it('says a refused save and keeps the choices', async () => {
    signedInApi({
      ...statesAndCities,
      'GET /api/notifications/preferences': { body: makePreferences() },
      'PUT /api/notifications/preferences': { status: 503, body: { message: 'Serviço indisponível.' } },
    });
    const { user } = await openProfile();
    await user.click(section().getByRole('checkbox', { name: 'Respostas do suporte: Push' }));
    await user.click(section().getByRole('button', { name: 'Salvar preferências' }));
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    expect(section().getByRole('checkbox', { name: 'Respostas do suporte: Push' })).not.toBeChecked();
  });
});
