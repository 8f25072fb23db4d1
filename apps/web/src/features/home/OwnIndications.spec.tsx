import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { type NominationStatus, type OwnIndication, indicationMessages } from '@encontro/contracts';
import {
  ids,
  indicationList,
  makeIndication,
  makeOwnIndication,
  status,
  winnerList,
} from '../../../test/indications';
import { makeUser, mockApi, renderApp } from '../../../test/utils';

const WEEK = { week: '2026-W49', week_number: 49 };
const rejected = makeOwnIndication({ ...WEEK, status: 'rejected', rejection_reason: 'Fotos ilegíveis' });

/** A voting week (Monday) whose list says whether the person may nominate, with their own nominations. */
function week(own: OwnIndication[], nomination: NominationStatus = { allowed: true, reason: null }) {
  return mockApi({
    'GET /api/me': { body: { user: makeUser() } },
    'GET /api/forum/restriction-status': { body: status(true) },
    'GET /api/winners/São Paulo': { body: winnerList([]) },
    'GET /api/indications/user': { body: own },
    'GET /api/indications': { body: indicationList([makeIndication()], { nomination }) },
  });
}

const mine = async () =>
  within(await screen.findByRole('region', { name: 'Minhas indicações da semana' })).getByRole('listitem');

describe('Home: a nomination that was not approved (issue 28)', () => {
  it('says it was not approved, why, and that another may be nominated; Indicar Local is enabled', async () => {
    week([rejected]);
    await renderApp('/', { token: 'jwt' });

    const item = await mine();
    expect(within(item).getByText('Não foi aprovada')).toBeInTheDocument();
    expect(item).toHaveTextContent('Motivo: Fotos ilegíveis Você pode indicar outro local nesta semana.');
    expect(screen.getByRole('button', { name: 'Indicar Local' })).toBeEnabled();
    expect(screen.queryByText(indicationMessages.alreadyNominatedReason)).not.toBeInTheDocument();
  });

  it('says only that another may be nominated when the admin gave no reason', async () => {
    week([{ ...rejected, rejection_reason: null }]);
    await renderApp('/', { token: 'jwt' });

    const item = await mine();
    expect(item).toHaveTextContent('Você pode indicar outro local nesta semana.');
    expect(item).not.toHaveTextContent('Motivo');
  });

  it('keeps the reason but no longer offers another once nominating is closed', async () => {
    week([rejected], { allowed: false, reason: indicationMessages.weekendClosed });
    await renderApp('/', { token: 'jwt' });

    const item = await mine();
    expect(item).toHaveTextContent('Motivo: Fotos ilegíveis');
    expect(item).not.toHaveTextContent('Você pode indicar outro local');
    expect(screen.getByRole('button', { name: 'Indicar Local' })).toBeDisabled();
  });

  it('offers nothing more once the week’s other nomination is waiting for approval', async () => {
    const again = makeOwnIndication({ ...WEEK, indication_id: ids.cafe, name: 'Café Central' });
    week([again, rejected], { allowed: false, reason: indicationMessages.alreadyNominatedReason });
    await renderApp('/', { token: 'jwt' });

    const region = within(await screen.findByRole('region', { name: 'Minhas indicações da semana' }));
    expect(region.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Café CentralAguardando aprovação',
      'Bar do ZéNão foi aprovadaMotivo: Fotos ilegíveis',
    ]);
  });
});
