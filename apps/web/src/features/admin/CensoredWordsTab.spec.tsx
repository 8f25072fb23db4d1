import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, confirmInDialog, mockAdminApi, openAdmin, toasts } from '../../../test/admin';
import { fieldRefusal } from '../../../test/utils';
import type { CensoredWord } from './adminTypes';

const words = (n: number): CensoredWord[] =>
  Array.from({ length: n }, (_, i) => ({ word_id: i + 1, word: `palavra${String(i + 1).padStart(2, '0')}` }));

function wordsApi(state: { words: CensoredWord[] }, extra: Parameters<typeof mockAdminApi>[0] = {}) {
  return mockAdminApi({
    'GET /api/admin/censored-words': () => ({ body: { words: state.words } }),
    ...extra,
  });
}

const shown = () =>
  within(screen.getByRole('list', { name: 'Palavras censuradas' }))
    .getAllByRole('listitem')
    .map((li) => li.firstChild?.textContent);

describe('CensoredWordsTab', () => {
  it('shows 20 words per page and searches the list', async () => {
    wordsApi({ words: words(25) });
    const { user } = await openAdmin('palavras');
    expect(await screen.findByText('Mostrando 1 a 20 de 25 palavras')).toBeInTheDocument();
    expect(shown()).toHaveLength(20);
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(shown()).toEqual(['palavra21', 'palavra22', 'palavra23', 'palavra24', 'palavra25']);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar palavras' }), 'ra0');
    expect(shown()).toHaveLength(9);
    expect(screen.queryByRole('navigation', { name: 'Páginas de palavras' })).not.toBeInTheDocument();
  });

  it('adds a word with Enter and refuses a blank one', async () => {
    const state = { words: words(1) };
    const calls = wordsApi(state, {
      'POST /api/admin/censored-words': ({ body }) => {
        state.words = [...state.words, { word_id: 2, word: (body as { words: string[] }).words[0]! }];
        return { status: 201, body: { message: 'Palavra adicionada com sucesso!', words: state.words } };
      },
    });
    const { user } = await openAdmin('palavras');
    await screen.findByText('palavra01');
    await user.click(screen.getByRole('button', { name: 'Adicionar Palavra' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Adicionar Palavra' }));
    const input = dialog.getByRole('textbox', { name: 'Palavra' });
    await user.type(input, '   {Enter}');
    expect(dialog.getByText('A palavra é obrigatória')).toBeInTheDocument();
    expect(callsTo(calls, 'POST /api/admin/censored-words')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, ' bobo {Enter}');
    expect(await toasts().findByText('Palavra adicionada com sucesso!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST /api/admin/censored-words')[0]!.body).toEqual({ words: ['bobo'] });
    expect(await screen.findByText('bobo')).toBeInTheDocument();
  });

  it('shows the server error of a refused word under the field', async () => {
    wordsApi(
      { words: [] },
      {
        'POST /api/admin/censored-words': fieldRefusal(
          'words',
          'A palavra deve conter pelo menos uma letra ou número',
        ),
      },
    );
    const { user } = await openAdmin('palavras');
    expect(await screen.findByText('Nenhuma palavra censurada cadastrada.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar Palavra' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Adicionar Palavra' }));
    await user.type(dialog.getByRole('textbox', { name: 'Palavra' }), '***{Enter}');
    expect(
      await dialog.findByText('A palavra deve conter pelo menos uma letra ou número'),
    ).toBeInTheDocument();
    expect(
      toasts().queryByText('A palavra deve conter pelo menos uma letra ou número'),
    ).not.toBeInTheDocument();
  });

  it('refuses a word already listed with one message, under the field, and no toast', async () => {
    const calls = wordsApi(
      { words: [{ word_id: 1, word: 'Bobo' }] },
      {
        'POST /api/admin/censored-words': {
          status: 409,
          body: {
            message: 'Esta palavra já está na lista.',
            errors: { words: ['Esta palavra já está na lista.'] },
          },
        },
      },
    );
    const { user } = await openAdmin('palavras');
    await screen.findByText('Bobo');
    await user.click(screen.getByRole('button', { name: 'Adicionar Palavra' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Adicionar Palavra' }));
    await user.type(dialog.getByRole('textbox', { name: 'Palavra' }), 'BÔBO{Enter}');
    expect(await screen.findAllByText('Esta palavra já está na lista.')).toHaveLength(1);
    expect(dialog.getByText('Esta palavra já está na lista.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Palavra' })).toHaveAccessibleDescription(
      expect.stringContaining('Esta palavra já está na lista.'),
    );
    expect(callsTo(calls, 'POST /api/admin/censored-words')).toHaveLength(1);
  });

  it('toasts a failed add that names no field, once', async () => {
    wordsApi({ words: [] }, { 'POST /api/admin/censored-words': { status: 500, body: {} } });
    const { user } = await openAdmin('palavras');
    await screen.findByText('Nenhuma palavra censurada cadastrada.');
    await user.click(screen.getByRole('button', { name: 'Adicionar Palavra' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Adicionar Palavra' }));
    await user.type(dialog.getByRole('textbox', { name: 'Palavra' }), 'chato{Enter}');
    expect(await toasts().findByText('Erro ao adicionar palavra. Tente novamente.')).toBeInTheDocument();
    expect(screen.getAllByText('Erro ao adicionar palavra. Tente novamente.')).toHaveLength(1);
  });

  it('removes a word after the confirmation; a failure toasts the SPEC text', async () => {
    const state = { words: words(2) };
    wordsApi(state, {
      'DELETE /api/admin/censored-words/1': () => {
        state.words = state.words.slice(1);
        return { body: { message: 'Palavra removida com sucesso!' } };
      },
      'DELETE /api/admin/censored-words/2': { status: 500, body: {} },
    });
    const { user } = await openAdmin('palavras');
    await user.click(await screen.findByRole('button', { name: 'Remover palavra01' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Remover palavra' }));
    expect(confirm.getByText('Tem certeza que deseja remover a palavra "palavra01"?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Remover' }));
    expect(await toasts().findByText('Palavra removida com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('palavra01')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Remover palavra02' }));
    await confirmInDialog(user, 'Remover');
    expect(await toasts().findByText('Erro ao remover palavra. Tente novamente.')).toBeInTheDocument();
  });
});
