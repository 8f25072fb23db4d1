import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forumMessages } from '@encontro/contracts';
import { forumIds, makeLastEncounter } from '../../../test/forum';
import { fakeCanvas } from '../../../test/photos';
import { captureFormData, fieldRefusal, makeUser, mockApi, renderApp } from '../../../test/utils';

const me = { 'GET /api/me': { body: { user: makeUser() } } };
const page = (body: unknown, status = 200) => ({ ...me, 'GET /api/last-encounter': { status, body } });

const nobody = {
  encounter: null,
  forum_posts: [],
  participants: [],
  memories: [],
  memories_open: false,
  can_add_memory: false,
};

const png = (name = 'foto.png', bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

const originalShare = Object.getOwnPropertyDescriptor(navigator, 'share');
const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

afterEach(() => {
  for (const [key, descriptor] of [
    ['share', originalShare],
    ['clipboard', originalClipboard],
  ] as const) {
    if (descriptor) Object.defineProperty(navigator, key, descriptor);
    else delete (navigator as unknown as Record<string, unknown>)[key];
  }
  jest.restoreAllMocks();
});

describe('Last encounter', () => {
  it('shows the empty state when the city had no meetup yet', async () => {
    mockApi(page(nobody));
    await renderApp('/last-encounter', { token: 'jwt' });
    expect(
      await screen.findByRole('heading', { name: 'Nenhum encontro realizado ainda' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Indicações Atuais' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Compartilhar' })).not.toBeInTheDocument();
  });

  it('says when it cannot load and retries', async () => {
    let calls = 0;
    mockApi({
      ...me,
      'GET /api/last-encounter': () => (++calls === 1 ? { status: 500 } : { body: nobody }),
    });
    const { user } = await renderApp('/last-encounter', { token: 'jwt' });
    expect(
      await screen.findByRole('heading', { name: 'Erro ao carregar o último encontro.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('heading', { name: 'Nenhum encontro realizado ainda' }),
    ).toBeInTheDocument();
  });

  it('shows the venue, its numbers, host, date, forum summary, participants and memories', async () => {
    mockApi(page(makeLastEncounter()));
    await renderApp('/last-encounter', { token: 'jwt' });
    const venue = await screen.findByRole('region', { name: 'Bar do Zé' });
    expect(within(venue).getByText('Rua Augusta, 100')).toBeInTheDocument();
    expect(within(venue).getByRole('img', { name: 'Foto 2 de Bar do Zé' })).toHaveAttribute(
      'src',
      'http://localhost/storage/indications/u/b.webp',
    );
    expect(within(venue).getByText('sábado, 5 de dezembro de 2026')).toBeInTheDocument();
    expect(within(venue).getByText('Noite - Horário a combinar')).toBeInTheDocument();
    expect(within(venue).getByText('Bruno Lima')).toBeInTheDocument();
    const number = (label: string) => within(venue).getByText(label).nextElementSibling?.textContent;
    expect(number('Votos')).toBe('7');
    expect(number('Participantes confirmados')).toBe('3');
    expect(number('Posts')).toBe('2');
    expect(number('Comentários')).toBe('5');
    expect(within(venue).getByRole('link', { name: 'Ver Indicações Atuais' })).toHaveAttribute('href', '/');
  });

  it('shows the time the host set, in the city’s zone, and how many came', async () => {
    const base = makeLastEncounter();
    mockApi(
      page({
        ...base,
        encounter: {
          ...base.encounter!,
          starts_at: '19:30',
          time_zone: 'America/Manaus',
          checked_in_count: 2,
        },
      }),
    );
    await renderApp('/last-encounter', { token: 'jwt' });
    const venue = await screen.findByRole('region', { name: 'Bar do Zé' });
    const value = (label: string) => within(venue).getByText(label).nextElementSibling?.textContent;
    expect(value('Horário')).toBe('19:30 (horário de Manaus)');
    expect(value('Chegaram')).toBe('2');

    const forum = screen.getByRole('region', { name: 'Resumo do Fórum' });
    expect(within(forum).getByText('Vamos nos encontrar às 20h na entrada.')).toBeInTheDocument();
    expect(within(forum).getByText('Anfitrião')).toBeInTheDocument();
    expect(within(forum).getByText('3 comentários')).toBeInTheDocument();

    const people = screen.getByRole('region', { name: 'Participantes Confirmados' });
    const carla = within(people).getByText('Carla Dias').closest('li')!;
    expect(within(carla).getByText('Campinas')).toBeInTheDocument();

    const memories = screen.getByRole('region', { name: 'Memórias' });
    expect(within(memories).getAllByRole('button', { name: /^Ver foto de/ })).toHaveLength(2);
    expect(within(memories).getByText(forumMessages.memoryNotParticipant)).toBeInTheDocument();
    expect(within(memories).queryByRole('heading', { name: 'Adicionar memória' })).not.toBeInTheDocument();
  });

  it('opens a memory in a dialog, moves to the next one and gives focus back on close', async () => {
    mockApi(page(makeLastEncounter()));
    const { user } = await renderApp('/last-encounter', { token: 'jwt' });
    const thumb = await screen.findByRole('button', {
      name: 'Ver foto de Carla Dias: Todo mundo reunido no fim da noite',
    });
    await user.click(thumb);
    let dialog = screen.getByRole('dialog', { name: 'Memória de Carla Dias' });
    expect(within(dialog).getByRole('img', { name: 'Todo mundo reunido no fim da noite' })).toHaveAttribute(
      'src',
      'http://localhost/storage/memories/u/m1.webp',
    );
    expect(within(dialog).getByText('1 de 2')).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Próxima' }));
    dialog = screen.getByRole('dialog', { name: 'Memória de Bruno Lima' });
    expect(within(dialog).getByText('O bolo surpresa', { selector: 'p' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
  });

  it("shares the meetup's public page with the Web Share API when the browser has it", async () => {
    const share = jest.fn(async (_data: ShareData) => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    mockApi(page(makeLastEncounter()));
    const { user } = await renderApp('/last-encounter', { token: 'jwt' });
    await user.click(await screen.findByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Encontro em São Paulo',
      text: 'Relembre o último Encontro em São Paulo: Bar do Zé.',
      url: `http://localhost/encontro/${forumIds.forum}`,
    });
    expect(screen.queryByRole('list', { name: 'Compartilhar por' })).not.toBeInTheDocument();
  });

  it('offers WhatsApp, Telegram and the link to copy without the Web Share API', async () => {
    delete (navigator as unknown as Record<string, unknown>).share;
    mockApi(page(makeLastEncounter()));
    const { user } = await renderApp('/last-encounter', { token: 'jwt' });
    // After user-event's set-up, which installs its own clipboard.
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Compartilhar' }));
    const menu = await screen.findByRole('list', { name: 'Compartilhar por' });
    expect(within(menu).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent(`http://localhost/encontro/${forumIds.forum}`),
    );
    await user.click(within(menu).getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(`http://localhost/encontro/${forumIds.forum}`);
    expect(await screen.findByText('Link copiado para a área de transferência!')).toBeInTheDocument();
  });

  it('lets a confirmed participant add a memory, checking photo and description first', async () => {
    const formData = captureFormData();
    let added = false;
    const calls = mockApi({
      ...me,
      'GET /api/last-encounter': () => ({
        body: makeLastEncounter({
          can_add_memory: true,
          memories: added ? makeLastEncounter().memories : makeLastEncounter().memories.slice(0, 1),
        }),
      }),
      'POST /api/last-encounter/memories': () => {
        added = true;
        return { status: 201, body: { message: 'Memória adicionada com sucesso!', memory: {} } };
      },
    });
    const { user } = await renderApp('/last-encounter', { token: 'jwt' });
    const form = await screen.findByRole('form', { name: 'Adicionar memória' });
    await user.click(within(form).getByRole('button', { name: 'Adicionar memória' }));
    expect(within(form).getByText('A foto é obrigatória')).toBeInTheDocument();
    expect(within(form).getByText('A descrição é obrigatória')).toBeInTheDocument();

    const photo = within(form).getByLabelText(/^Foto/);
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(photo, new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(
      await within(form).findByText('Formato de arquivo não suportado. Use JPG, PNG ou WEBP.'),
    ).toBeInTheDocument();
    fakeCanvas({ decodes: false });
    await user.upload(photo, png('corrompida.png'));
    expect(
      await within(form).findByText(
        'Não foi possível abrir esta foto. Escolha outra imagem JPG, PNG ou WEBP.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Escolher foto' })).toHaveFocus();
    fakeCanvas();
    await user.upload(photo, png());
    expect(await within(form).findByRole('img', { name: 'Pré-visualização da memória' })).toBeInTheDocument();

    const description = within(form).getByRole('textbox', { name: /Descrição/ });
    await user.type(description, '  O bolo surpresa ');
    expect(within(form).getByText('18/200 caracteres')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Adicionar memória' }));

    expect(await screen.findByText('Memória adicionada com sucesso!')).toBeInTheDocument();
    formData.restore();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/last-encounter/memories')).toBe(true);
    expect(Object.fromEntries(formData.parts)).toEqual({
      description: 'O bolo surpresa',
      forum_id: forumIds.forum,
      photo: 'file:foto.png',
    });
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Ver foto de/ })).toHaveLength(2));
    expect(description).toHaveValue('');
  });

  it('shows why the server refuses a memory', async () => {
    mockApi({
      ...page(makeLastEncounter({ can_add_memory: true })),
      'POST /api/last-encounter/memories': {
        status: 403,
        body: {
          message: 'As memórias podem ser adicionadas do sábado do encontro até a sexta-feira seguinte.',
        },
      },
    });
    const { user } = await renderApp('/last-encounter', { token: 'jwt' });
    const form = await screen.findByRole('form', { name: 'Adicionar memória' });
    await user.upload(within(form).getByLabelText(/^Foto/), png());
    await user.type(within(form).getByRole('textbox', { name: /Descrição/ }), 'Noite ótima');
    await user.click(within(form).getByRole('button', { name: 'Adicionar memória' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'As memórias podem ser adicionadas do sábado do encontro até a sexta-feira seguinte.',
    );
  });

  it('shows a server field error under its field', async () => {
    mockApi({
      ...page(makeLastEncounter({ can_add_memory: true })),
      'POST /api/last-encounter/memories': fieldRefusal('photo', 'Foto inválida.'),
    });
    const { user } = await renderApp('/last-encounter', { token: 'jwt' });
    const form = await screen.findByRole('form', { name: 'Adicionar memória' });
    const photo = within(form).getByLabelText(/^Foto/);
    await user.upload(photo, png());
    await user.type(within(form).getByRole('textbox', { name: /Descrição/ }), 'Noite ótima');
    await user.click(within(form).getByRole('button', { name: 'Adicionar memória' }));
    expect(await within(form).findByText('Foto inválida.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Escolher foto' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
