import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ids, indicationList, makeIndication, status, winnerList } from '../../../test/indications';
import { fakeCanvas } from '../../../test/photos';
import { captureFormData, makeUser, mockApi, renderApp, type ApiCall } from '../../../test/utils';

const MB = 1024 * 1024;
const png = (name = 'bar.png', size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function home(extra = {}) {
  return {
    'GET /api/me': { body: { user: makeUser() } },
    'GET /api/forum/restriction-status': { body: status(true) },
    'GET /api/winners/São Paulo': { body: winnerList([]) },
    'GET /api/indications': { body: indicationList([makeIndication()]) },
    'GET /api/indications/user': { body: [] },
    ...extra,
  };
}

async function openModal(extra = {}) {
  const calls = mockApi(home(extra));
  const utils = await renderApp('/', { token: 'jwt' });
  await utils.user.click(await screen.findByRole('button', { name: 'Indicar Local' }));
  // The modal's code loads when it is first opened.
  const dialog = await screen.findByRole('dialog', { name: 'Indicar Local' });
  return { ...utils, calls, dialog };
}

type User = Awaited<ReturnType<typeof openModal>>['user'];

/** Fills in the required fields but the photo. */
async function fillRequiredText(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Nome do local' }), 'Bar do Zé');
  await user.type(within(dialog).getByRole('textbox', { name: 'Endereço' }), 'Rua Augusta, 100');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Dia do encontro' }), 'Sábado');
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Horário do encontro' }),
    'Noite - Horário a combinar',
  );
}

/** Fills in every required field, a photo included. */
async function fillRequired(user: User, dialog: HTMLElement) {
  await user.upload(within(dialog).getByLabelText('Foto 1'), png());
  await fillRequiredText(user, dialog);
}

const submitButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Enviar Indicação' });

/** A text field of the nomination dialog, looked up again (another dialog was open over it). */
const nominationTextbox = (name: string) =>
  within(screen.getByRole('dialog', { name: 'Indicar Local' })).getByRole('textbox', { name });

describe('Nomination modal', () => {
  it('says nominations are Monday to Thursday and that the winner hosts (the anfitriã: Ana chose Feminino)', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAccessibleDescription(
      /apenas de segunda a quinta-feira.*você será a anfitriã do encontro/,
    );
    expect(within(dialog).getAllByText(/Foto [123]/)).toHaveLength(3);
  });

  const closeWith = async (
    how: string,
    user: Awaited<ReturnType<typeof openModal>>['user'],
    dialog: HTMLElement,
  ) => {
    if (how === 'Escape') await user.keyboard('{Escape}');
    else if (how === 'Cancelar') await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    else await user.click(document.querySelector('.modal-backdrop')!);
  };

  it.each(['Escape', 'Cancelar', 'backdrop'])(
    'closes at once with %s when nothing was written',
    async (how) => {
      const { user, dialog } = await openModal();
      await closeWith(how, user, dialog);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it.each(['Escape', 'Cancelar', 'backdrop'])(
    'asks before discarding a draft closed with %s; Continuar editando keeps it',
    async (how) => {
      const { user, dialog } = await openModal();
      const name = within(dialog).getByRole('textbox', { name: 'Nome do local' });
      await user.type(name, 'Bar do Zé');
      await closeWith(how, user, dialog);
      const ask = screen.getByRole('dialog', { name: 'Descartar indicação?' });
      expect(ask).toHaveAccessibleDescription('O que você escreveu e as fotos escolhidas serão perdidos.');
      await user.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
      expect(screen.queryByRole('dialog', { name: 'Descartar indicação?' })).not.toBeInTheDocument();
      expect(nominationTextbox('Nome do local')).toHaveValue('Bar do Zé');
    },
  );

  it('discards a draft of only a photo when asked to, and opens empty next time', async () => {
    const { user, dialog } = await openModal();
    await user.upload(within(dialog).getByLabelText('Foto 1'), png());
    await user.keyboard('{Escape}');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Descartar indicação?' })).getByRole('button', {
        name: 'Descartar',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Indicar Local' }));
    const again = await screen.findByRole('dialog', { name: 'Indicar Local' });
    expect(within(again).queryByRole('img', { name: 'Pré-visualização da foto 1' })).not.toBeInTheDocument();
  });

  it('leaves the draft alone when Escape answers the discard question', async () => {
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByRole('textbox', { name: 'Endereço' }), 'Rua Augusta');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.getByRole('dialog', { name: 'Descartar indicação?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Descartar indicação?' })).not.toBeInTheDocument();
    expect(nominationTextbox('Endereço')).toHaveValue('Rua Augusta');
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
      await within(dialog).findByText('Formato de arquivo não suportado. Use JPG, PNG ou WEBP.'),
    ).toBeInTheDocument();
    // Not even the lowest quality at the smallest size brings this one under 2MB.
    fakeCanvas({ encodedBytes: () => 2 * MB + 1 });
    await user.upload(within(dialog).getByLabelText('Foto 2'), png('grande.png', 2 * MB + 1));
    expect(await within(dialog).findByText('Arquivo muito grande. Máximo 2MB por foto.')).toBeInTheDocument();
    fakeCanvas();
    await user.upload(within(dialog).getByLabelText('Foto 3'), png('bar.png'));
    expect(
      await within(dialog).findByRole('img', { name: 'Pré-visualização da foto 3' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remover foto 3' }));
    expect(within(dialog).queryByRole('img', { name: 'Pré-visualização da foto 3' })).not.toBeInTheDocument();
  });

  it('says a photo is required when sent without one, sends nothing and points at the first slot', async () => {
    const { user, dialog, calls } = await openModal();
    await fillRequiredText(user, dialog);
    expect(submitButton(dialog)).toBeEnabled();
    await user.click(submitButton(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Pelo menos uma foto é obrigatória');
    // The slot's visible button, not the hidden file input.
    const slot = within(dialog).getByRole('button', { name: 'Foto 1' });
    expect(slot).toHaveFocus();
    expect(slot).toHaveAccessibleDescription('Pelo menos uma foto é obrigatória');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.upload(within(dialog).getByLabelText('Foto 1'), png());
    await waitFor(() =>
      expect(within(dialog).queryByText('Pelo menos uma foto é obrigatória')).not.toBeInTheDocument(),
    );
  });

  it('shows every missing field when sent empty and focuses the first one', async () => {
    const { user, dialog, calls } = await openModal();
    await user.click(submitButton(dialog));
    for (const text of [
      'Pelo menos uma foto é obrigatória',
      'Nome do local é obrigatório',
      'Endereço é obrigatório',
      'Dia do encontro é obrigatório',
      'Horário do encontro é obrigatório',
    ])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Foto 1' })).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends nothing while a field is invalid and focuses it', async () => {
    const { user, dialog, calls } = await openModal();
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: 'Site' }), 'x');
    await user.click(submitButton(dialog));
    expect(within(dialog).getByText('URL inválida')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Site' })).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends the form as multipart, says in a green toast what the server answered and closes', async () => {
    const formData = captureFormData();
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
    formData.restore();
    expect(sent?.method).toBe('POST');
    expect(Object.fromEntries(formData.parts)).toEqual({
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

  it('prepares a camera photo on the device, saying so, and shows the real size of what is sent', async () => {
    let decode: (value?: unknown) => void = () => undefined;
    const canvas = fakeCanvas({
      width: 4000,
      height: 3000,
      until: new Promise((resolve) => {
        decode = resolve;
      }),
      encodedBytes: () => 1_150_000,
    });
    const { user, dialog } = await openModal();
    const camera = new File([new Uint8Array(Math.round(3.3 * MB))], 'IMG_2041.jpeg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText('Foto 1'), camera);
    // The slot says so, and the form waits for the photo instead of sending without it.
    const [slot, send] = within(dialog).getAllByRole('button', { name: 'Preparando foto…' });
    expect(slot).toHaveAttribute('aria-busy', 'true');
    expect(send).toHaveAttribute('type', 'submit');
    expect(send).toBeDisabled();
    decode();
    expect(
      await within(dialog).findByRole('img', { name: 'Pré-visualização da foto 1' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('IMG_2041.jpg (1,1 MB)')).toBeInTheDocument();
    expect(canvas.encoded).toEqual([{ width: 1600, height: 1200, type: 'image/jpeg', quality: 0.85 }]);
    expect(within(dialog).getByRole('button', { name: 'Enviar Indicação' })).toBeEnabled();
  });

  it('refuses a photo the browser cannot open and brings the focus back to its slot', async () => {
    fakeCanvas({ decodes: false });
    const { user, dialog } = await openModal();
    await user.upload(within(dialog).getByLabelText('Foto 2'), png('foto.png'));
    expect(
      await within(dialog).findByText(
        'Não foi possível abrir esta foto. Escolha outra imagem JPG, PNG ou WEBP.',
      ),
    ).toBeInTheDocument();
    const slot = within(dialog).getByRole('button', { name: 'Foto 2' });
    expect(slot).toHaveFocus();
    expect(slot).toHaveAccessibleDescription(
      'Não foi possível abrir esta foto. Escolha outra imagem JPG, PNG ou WEBP.',
    );
    expect(within(dialog).queryByRole('img', { name: 'Pré-visualização da foto 2' })).not.toBeInTheDocument();
  });

  it('makes a pasted or typed Brazilian number (+55, a leading 0) the stored format', async () => {
    const { user, dialog } = await openModal();
    const phone = within(dialog).getByRole('textbox', { name: 'Telefone' });
    await user.click(phone);
    await user.paste('+55 48 99988-7766');
    expect(phone).toHaveValue('(48) 99988-7766');
    await user.clear(phone);
    await user.type(phone, '048 99988-7766');
    expect(phone).toHaveValue('048 99988-7766');
    await user.tab();
    expect(phone).toHaveValue('(48) 99988-7766');
    await user.clear(phone);
    await user.type(phone, '5548999887766');
    expect(phone).toHaveValue('(48) 99988-7766');
    expect(within(dialog).queryByText(/Formato de telefone inválido/)).not.toBeInTheDocument();
  });

  it('takes a link without https:// and an Instagram page, and sends them as stored', async () => {
    const formData = captureFormData();
    const { user, dialog } = await openModal({
      'POST /api/indications': { status: 201, body: { message: 'Indicação enviada com sucesso!' } },
    });
    const site = within(dialog).getByRole('textbox', { name: 'Site' });
    expect(site).toHaveAttribute('placeholder', 'Site ou Instagram');
    await user.type(site, 'www.bardalagoa.com.br');
    await user.tab();
    expect(site).toHaveValue('https://www.bardalagoa.com.br');
    await user.clear(site);
    await user.type(site, 'instagram.com/bardalagoa');
    await user.tab();
    expect(site).toHaveValue('https://instagram.com/bardalagoa');
    expect(within(dialog).queryByText('URL inválida')).not.toBeInTheDocument();
    await fillRequired(user, dialog);
    await user.click(submitButton(dialog));
    expect(await screen.findByText('Indicação enviada com sucesso!')).toBeInTheDocument();
    formData.restore();
    expect(Object.fromEntries(formData.parts)).toMatchObject({ website: 'https://instagram.com/bardalagoa' });
  });

  describe('a venue already nominated this week (409 with existing_indication_id)', () => {
    const duplicate = {
      status: 409,
      body: { message: 'Este local já foi indicado esta semana.', existing_indication_id: ids.bar },
    };
    // The parts are not what these tests are about: an empty body keeps jsdom from encoding the photo.
    let formData: ReturnType<typeof captureFormData>;
    beforeEach(() => {
      formData = captureFormData();
    });
    afterEach(() => formData.restore());

    it('offers "Votar nele": the vote goes to that indication, the modal closes with the vote’s toast', async () => {
      const { user, dialog, calls, store } = await openModal({
        'POST /api/indications': duplicate,
        [`POST /api/indications/${ids.bar}/vote`]: {
          body: {
            message: 'Voto registrado com sucesso!',
            indication: makeIndication({ vote_count: 4 }),
            last_voted_indication_id: ids.bar,
          },
        },
      });
      await fillRequired(user, dialog);
      await user.click(submitButton(dialog));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Este local já foi indicado esta semana.',
      );

      await user.click(within(dialog).getByRole('button', { name: 'Votar nele' }));
      expect(await screen.findByText('Voto registrado com sucesso!')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
        '/api/indications',
        `/api/indications/${ids.bar}/vote`,
      ]);
      expect(store.getState().auth.user?.last_voted_indication_id).toBe(ids.bar);
      // The draft went with it.
      await user.click(screen.getByRole('button', { name: 'Indicar Local' }));
      const again = await screen.findByRole('dialog', { name: 'Indicar Local' });
      expect(within(again).getByRole('textbox', { name: 'Nome do local' })).toHaveValue('');
      expect(within(again).queryByRole('button', { name: 'Votar nele' })).not.toBeInTheDocument();
    });

    it('shows the message of a refused vote and keeps the draft open', async () => {
      const { user, dialog } = await openModal({
        'POST /api/indications': duplicate,
        [`POST /api/indications/${ids.bar}/vote`]: {
          status: 409,
          body: { message: 'Você já votou esta semana. Remova seu voto para votar em outro local.' },
        },
      });
      await fillRequired(user, dialog);
      await user.click(submitButton(dialog));
      await user.click(await within(dialog).findByRole('button', { name: 'Votar nele' }));
      expect(
        await screen.findByText('Você já votou esta semana. Remova seu voto para votar em outro local.'),
      ).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Votar nele' })).not.toBeInTheDocument();
      expect(nominationTextbox('Nome do local')).toHaveValue('Bar do Zé');
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
