import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { indicationMessages } from '@encontro/contracts';
import {
  callsTo,
  indicationPage,
  makeAdminIndication,
  mockAdminApi,
  openAdmin,
  toasts,
  uuid,
} from '../../../test/admin';
import { fieldRefusal } from '../../../test/utils';

const pending = makeAdminIndication({ indication_id: uuid(1, '1'), id: uuid(1, '1'), name: 'Bar do Zé' });
const REJECT = `DELETE /api/admin/indications/${pending.indication_id}`;
const rejected = {
  body: {
    message: 'Indicação rejeitada com sucesso!',
    indication: { ...pending, status: 'rejected', rejection_reason: 'Fotos ilegíveis' },
  },
};

/** The Indicações tab with Bar do Zé pending, its Rejeitar dialog open. */
async function openRejectDialog(extra: Parameters<typeof mockAdminApi>[0] = {}) {
  const calls = mockAdminApi({
    'GET /api/admin/indications': { body: indicationPage([pending]) },
    ...extra,
  });
  const { user } = await openAdmin('indicacoes');
  await user.click(await screen.findByRole('button', { name: 'Rejeitar Bar do Zé' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Rejeitar indicação' }));
  return { calls, user, dialog, reason: dialog.getByRole('textbox', { name: 'Motivo (opcional)' }) };
}

describe('Rejeitar (admin)', () => {
  it('sends the reason typed, trimmed, with the rejection', async () => {
    const { calls, user, dialog, reason } = await openRejectDialog({ [REJECT]: rejected });
    await user.type(reason, '  Fotos ilegíveis  ');
    await user.click(dialog.getByRole('button', { name: 'Rejeitar' }));

    expect(await toasts().findByText('Indicação rejeitada com sucesso!')).toBeInTheDocument();
    expect(callsTo(calls, REJECT).map((call) => call.body)).toEqual([{ reason: 'Fotos ilegíveis' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('rejects without a reason when none is typed, sending no body', async () => {
    const { calls, user, dialog } = await openRejectDialog({ [REJECT]: rejected });
    await user.click(dialog.getByRole('button', { name: 'Rejeitar' }));

    expect(await toasts().findByText('Indicação rejeitada com sucesso!')).toBeInTheDocument();
    expect(callsTo(calls, REJECT).map((call) => call.body)).toEqual([undefined]);
  });

  it('counts the reason up to 300 characters and will not send a longer one', async () => {
    const { calls, user, dialog, reason } = await openRejectDialog({ [REJECT]: rejected });
    await user.click(reason);
    await user.paste('x'.repeat(301));

    expect(dialog.getByText('301/300 caracteres')).toBeInTheDocument();
    expect(await dialog.findByText(indicationMessages.rejectionReasonTooLong)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Rejeitar' })).toBeDisabled();
    expect(callsTo(calls, REJECT)).toHaveLength(0);
  });

  it('shows a reason the server refused under the field only, keeping the dialog open', async () => {
    const { user, dialog, reason } = await openRejectDialog({
      [REJECT]: fieldRefusal('reason', 'Texto contém caracteres inválidos.'),
    });
    await user.type(reason, 'Motivo');
    await user.click(dialog.getByRole('button', { name: 'Rejeitar' }));

    expect(await dialog.findByText('Texto contém caracteres inválidos.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Rejeitar indicação' })).toBeInTheDocument();
    expect(toasts().queryAllByRole('alert')).toHaveLength(0);
  });

  it("says 'Rejeitando...' while the rejection is on its way", async () => {
    let release: () => void = () => undefined;
    const { user, dialog } = await openRejectDialog({
      [REJECT]: async () => {
        await new Promise<void>((r) => (release = r));
        return rejected;
      },
    });
    await user.click(dialog.getByRole('button', { name: 'Rejeitar' }));

    expect(await dialog.findByRole('button', { name: /Rejeitando\.\.\./ })).toBeInTheDocument();
    release();
    expect(await toasts().findByText('Indicação rejeitada com sucesso!')).toBeInTheDocument();
  });

  it('shows the reason of a rejected indication in its details', async () => {
    const done = { ...pending, status: 'rejected' as const, rejection_reason: 'Fotos ilegíveis' };
    mockAdminApi({
      'GET /api/admin/indications': { body: indicationPage([done]) },
      [`GET /api/admin/indications/${pending.indication_id}`]: { body: { indication: done } },
    });
    const { user } = await openAdmin('indicacoes');
    const card = within(await screen.findByRole('article', { name: 'Bar do Zé' }));
    await user.click(card.getByRole('button', { name: 'Ver Detalhes' }));

    const details = within(screen.getByRole('dialog', { name: 'Bar do Zé' }));
    expect(details.getByText('Motivo da rejeição')).toBeInTheDocument();
    expect(details.getByText('Fotos ilegíveis')).toBeInTheDocument();
  });
});
