import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { forumIds, makeLastEncounter, makeMemory } from '../../../test/forum';
import { makeUser, mockApi, renderApp } from '../../../test/utils';

const carla = makeUser({ user_id: forumIds.carla, name: 'Carla', surname: 'Dias' });
const mine = makeMemory();
const theHosts = makeLastEncounter().memories[1]!;
const deleteUrl = `DELETE /api/last-encounter/memories/${mine.id}`;

/** Carla's last encounter, with her memory and the host's; `deleted` tells whether hers is gone. */
function carlasRecap(
  reply: { status: number; body: unknown } = {
    status: 200,
    body: { message: 'Memória excluída com sucesso!' },
  },
  memories = [mine, theHosts],
) {
  let deleted = false;
  const calls = mockApi({
    'GET /api/me': { body: { user: carla } },
    'GET /api/last-encounter': () => ({
      body: makeLastEncounter({ memories: deleted ? memories.filter((m) => m.id !== mine.id) : memories }),
    }),
    [deleteUrl]: () => {
      if (reply.status === 200) deleted = true;
      return reply;
    },
  });
  return calls;
}

const removeButton = () =>
  screen.findByRole('button', { name: 'Excluir memória: Todo mundo reunido no fim da noite' });

describe('MemoryGallery', () => {
  it('gives each thumbnail an alt text with its author and caption', async () => {
    carlasRecap();
    await renderApp('/last-encounter', { token: 'jwt' });
    await removeButton();
    const thumbs = screen.getAllByRole('button', { name: /^Ver foto de/ }).map((b) => b.querySelector('img'));
    expect(thumbs.map((img) => img?.getAttribute('alt'))).toEqual([
      'Memória de Carla Dias: Todo mundo reunido no fim da noite',
      'Memória de Bruno Lima: O bolo surpresa',
    ]);
  });

  it('offers Excluir only on the person’s own memories', async () => {
    carlasRecap();
    await renderApp('/last-encounter', { token: 'jwt' });
    await removeButton();
    expect(screen.getAllByRole('button', { name: /^Excluir memória/ })).toHaveLength(1);
  });

  it('asks first, deletes, says so and moves focus to the next memory', async () => {
    const calls = carlasRecap();
    const { user } = await renderApp('/last-encounter', { token: 'jwt' });
    await user.click(await removeButton());
    const dialog = screen.getByRole('dialog', { name: 'Excluir esta memória?' });
    expect(within(dialog).getByText('Esta ação não pode ser desfeita.')).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Memória excluída com sucesso!')).toBeInTheDocument();
    expect(calls.filter((c) => `${c.method} ${c.path}` === deleteUrl)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Todo mundo reunido/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver foto de Bruno Lima: O bolo surpresa' })).toHaveFocus();
  });

  it('moves focus to the gallery when the last memory is gone', async () => {
    carlasRecap(undefined, [mine]);
    const { user } = await renderApp('/last-encounter', { token: 'jwt' });
    await user.click(await removeButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    const empty = await screen.findByText('Nenhuma memória compartilhada ainda.');
    await waitFor(() => expect(empty.parentElement).toHaveFocus());
  });

  it('keeps the memory and gives focus back to Excluir on Cancelar', async () => {
    const calls = carlasRecap();
    const { user } = await renderApp('/last-encounter', { token: 'jwt' });
    const remove = await removeButton();
    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('says why the server refused, keeping the memory and focus on Excluir', async () => {
    carlasRecap({ status: 403, body: { message: 'Você só pode excluir as suas próprias memórias.' } });
    const { user } = await renderApp('/last-encounter', { token: 'jwt' });
    const remove = await removeButton();
    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Você só pode excluir as suas próprias memórias.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Ver foto de Carla Dias: Todo mundo reunido no fim da noite' }),
    ).toBeInTheDocument();
    expect(remove).toHaveFocus();
  });
});
