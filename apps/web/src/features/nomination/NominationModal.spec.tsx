import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { indicationList, makeIndication, status, winnerList } from '../../../test/indications';
import { makeUser, mockApi, renderApp, type ApiCall } from '../../../test/utils';

const MB = 1024 * 1024;
const png = (name = 'bar.png', size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function home(extra = {}) {
  return {
    'GET /api/me': { body: { user: makeUser() } },
    'GET /api/forum/restriction-status': { body: status(true) },
    'GET /api/winners/São Paulo': { body: winnerList([]) },
    'GET /api/indications': { body: indicationList([makeIndication()]) },
    ...extra,
  };
}

async function openModal(extra = {}) {
  const calls = mockApi(home(extra));
  const utils = await renderApp('/', { token: 'jwt' });
  await utils.user.click(await screen.findByRole('button', { name: 'Indicar Local' }));
  const dialog = screen.getByRole('dialog', { name: 'Indicar Local' });
  return { ...utils, calls, dialog };
}

async function fillRequired(user: Awaited<ReturnType<typeof openModal>>['user'], dialog: HTMLElement) {
  await user.upload(within(dialog).getByLabelText('Foto 1'), png());
  await user.type(within(dialog).getByRole('textbox', { name: 'Nome do local' }), 'Bar do Zé');
  await user.type(within(dialog).getByRole('textbox', { name: 'Endereço' }), 'Rua Augusta, 100');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Dia do encontro' }), 'Sábado');
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Horário do encontro' }),
    'Noite - Horário a combinar',
  );
}

const submitButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Enviar Indicação' });

describe('Nomination modal', () => {
  it('says nominations are Monday to Thursday and that the winner hosts', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAccessibleDescription(/apenas de segunda a quinta-feira.*você será o anfitrião/);
    expect(within(dialog).getAllByText(/Foto [123]/)).toHaveLength(3);
  });

  it.each(['Escape', 'Cancelar', 'backdrop'])('closes with %s', async (how) => {
    const { user, dialog } = await openModal();
    if (how === 'Escape') await user.keyboard('{Escape}');
    else if (how === 'Cancelar') await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    else await user.click(document.querySelector('.modal-backdrop')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the required-field messages of the shared schema on blur', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('textbox', { name: 'Nome do local' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Endereço' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Dia do encontro' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Horário do encontro' }));
    await user.tab();
    expect(within(dialog).getByText('Nome do local é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('Endereço é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('Dia do encontro é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('Horário do encontro é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('Por favor, preencha todos os campos obrigatórios')).toBeInTheDocument();
    expect(submitButton(dialog)).toBeDisabled();
  });

  it('formats the phone while typing and refuses an invalid one', async () => {
    const { user, dialog } = await openModal();
    const phone = within(dialog).getByRole('textbox', { name: 'Telefone' });
    await user.type(phone, '11987654321');
    expect(phone).toHaveValue('(11) 98765-4321');
    await user.clear(phone);
    await user.type(phone, '1132654321');
    expect(phone).toHaveValue('(11) 3265-4321');
    await user.clear(phone);
    await user.type(phone, '1198765');
    await user.tab();
    expect(
      within(dialog).getByText(
        'Formato de telefone inválido. Use (XX) 9XXXX-XXXX para celular ou (XX) XXXX-XXXX para fixo',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a website without http(s) and a dot', async () => {
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByRole('textbox', { name: 'Site' }), 'bardoze');
    await user.tab();
    expect(within(dialog).getByText('URL inválida')).toBeInTheDocument();
  });

  it('checks each photo for type and size and shows a preview', async () => {
    const { user, dialog } = await openModal();
    fireEvent.change(within(dialog).getByLabelText('Foto 1'), {
      target: { files: [new File(['x'], 'doc.pdf', { type: 'application/pdf' })] },
    });
    expect(
      within(dialog).getByText('Formato de arquivo não suportado. Use JPG, PNG ou WEBP.'),
    ).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Foto 2'), png('grande.png', 2 * MB + 1));
    expect(within(dialog).getByText('Arquivo muito grande. Máximo 2MB por foto.')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Foto 3'), png('bar.png'));
    expect(within(dialog).getByRole('img', { name: 'Pré-visualização da foto 3' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remover foto 3' }));
    expect(within(dialog).queryByRole('img', { name: 'Pré-visualização da foto 3' })).not.toBeInTheDocument();
  });

  it('keeps submit disabled until the required fields and a photo exist', async () => {
    const { user, dialog } = await openModal();
    expect(submitButton(dialog)).toBeDisabled();
    await fillRequired(user, dialog);
    expect(submitButton(dialog)).toBeEnabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Site' }), 'x');
    expect(submitButton(dialog)).toBeDisabled();
  });

  it('sends the form as multipart, says in a green toast what the server answered and closes', async () => {
    // jsdom's FormData cannot cross into Node's Request, so the parts are read as they are appended.
    const parts: [string, string][] = [];
    const append = jest.spyOn(FormData.prototype, 'append').mockImplementation(function (
      this: FormData,
      name: string,
      value: string | Blob,
    ) {
      parts.push([name, typeof value === 'string' ? value : `file:${(value as File).name}`]);
    });
    let sent: ApiCall | undefined;
    const { user, dialog } = await openModal({
      'POST /api/indications': (call: ApiCall) => {
        sent = call;
        // With the approval setting off the venue goes straight to the vote, and the server says so.
        return { status: 201, body: { message: 'Indicação enviada com sucesso! Ela já está na votação.' } };
      },
    });
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: 'Telefone' }), '11987654321');
    await user.type(within(dialog).getByRole('textbox', { name: 'Atrações' }), 'música, petiscos');
    await user.click(submitButton(dialog));
    expect(
      await screen.findByText('Indicação enviada com sucesso! Ela já está na votação.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    append.mockRestore();
    expect(sent?.method).toBe('POST');
    expect(Object.fromEntries(parts)).toEqual({
      name: 'Bar do Zé',
      phone: '(11) 98765-4321',
      address: 'Rua Augusta, 100',
      reference: '',
      website: '',
      event_day: 'Sábado',
      event_time: 'Noite - Horário a combinar',
      attractives: 'música, petiscos',
      honeypot: '',
      photos: 'file:bar.png',
    });
  });

  it.each([
    [409, { message: 'Você já fez uma indicação esta semana.' }, 'Você já fez uma indicação esta semana.'],
    [409, {}, 'Você já fez uma indicação esta semana.'],
    [422, { message: 'x', errors: { address: ['Endereço é obrigatório'] } }, 'Endereço é obrigatório'],
    [422, {}, 'Dados inválidos. Verifique os campos.'],
    [
      403,
      { message: 'Indicações não são permitidas no fim de semana' },
      'Indicações não são permitidas no fim de semana',
    ],
    [500, {}, 'Erro ao enviar indicação. Tente novamente.'],
  ])('shows a %s answer as a red toast and keeps the modal open', async (code, body, text) => {
    const { user, dialog } = await openModal({ 'POST /api/indications': { status: code, body } });
    await fillRequired(user, dialog);
    await user.click(submitButton(dialog));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('dialog', { name: 'Indicar Local' })).toBeInTheDocument();
  });
});
