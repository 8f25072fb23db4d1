import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  callsTo,
  forumPage,
  lastQuery,
  makeAdminComment,
  makeAdminForum,
  makeAdminPost,
  mockAdminApi,
  openAdmin,
  toasts,
  uuid,
} from '../../../test/admin';
import type { AdminComment, AdminPost } from './adminTypes';

const forum = makeAdminForum();

function forumsApi(
  state: { posts: AdminPost[]; comments: AdminComment[] },
  extra: Parameters<typeof mockAdminApi>[0] = {},
) {
  return mockAdminApi({
    'GET /api/admin/forums': { body: forumPage([forum]) },
    [`GET /api/admin/forums/${forum.id}`]: () => ({ body: { forum, data: state.posts } }),
    [`GET /api/admin/posts/${uuid(1, 'f')}/comments`]: () => ({ body: { comments: state.comments } }),
    ...extra,
  });
}

async function openPosts() {
  const app = await openAdmin('foruns');
  await app.user.click(await screen.findByRole('button', { name: 'Ver Posts' }));
  return { ...app, dialog: () => within(screen.getByRole('dialog', { name: 'Posts do Fórum: Bar do Zé' })) };
}

describe('ForumsTab', () => {
  it('shows each forum with its counts, and applies search and city with Buscar', async () => {
    const calls = forumsApi({ posts: [], comments: [] });
    const { user } = await openAdmin('foruns');
    const card = within(await screen.findByRole('article', { name: 'Bar do Zé' }));
    for (const text of [
      'Rua Augusta, 100',
      '2 posts',
      '3 comentários',
      '5 participantes',
      'Sábado · Noite - Horário a combinar',
    ])
      expect(card.getByText(text)).toBeInTheDocument();
    expect(card.getByText(/Anfitrião: Bruno Lima/)).toBeInTheDocument();
    expect(
      Array.from((screen.getByRole('combobox', { name: 'Cidade' }) as HTMLSelectElement).options).map(
        (o) => o.text,
      ),
    ).toEqual(['Todas as cidades', 'São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Brasília', 'Salvador']);

    await user.type(screen.getByRole('searchbox', { name: 'Buscar fóruns' }), 'bar');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cidade' }), 'Salvador');
    expect(callsTo(calls, 'GET /api/admin/forums')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(callsTo(calls, 'GET /api/admin/forums')).toHaveLength(2));
    expect(lastQuery(calls, 'GET /api/admin/forums')).toMatchObject({
      search: 'bar',
      city: 'Salvador',
      page: '1',
    });
  });

  it('explains when forums appear', async () => {
    mockAdminApi({
      'GET /api/admin/forums': { body: forumPage([]) },
    });
    await openAdmin('foruns');
    expect(
      await screen.findByText(
        'Nenhum fórum encontrado. Os fóruns aparecem quando há indicações aprovadas com vencedores.',
      ),
    ).toBeInTheDocument();
  });

  it("toasts 'Erro ao carregar fóruns. Tente novamente.' when the list fails", async () => {
    mockAdminApi({ 'GET /api/admin/forums': { status: 500, body: {} } });
    await openAdmin('foruns');
    expect(await toasts().findByText('Erro ao carregar fóruns. Tente novamente.')).toBeInTheDocument();
  });

  it('edits a post within 300 non-blank characters', async () => {
    const state = { posts: [makeAdminPost()], comments: [] };
    const calls = forumsApi(state, {
      [`PUT /api/admin/posts/${uuid(1, 'f')}`]: ({ body }) => {
        state.posts = [makeAdminPost({ content: (body as { content: string }).content })];
        return { body: { message: 'Post atualizado com sucesso!' } };
      },
    });
    const { user, dialog } = await openPosts();
    expect(await dialog().findByText('Vamos nos encontrar às 20h na entrada.')).toBeInTheDocument();
    expect(dialog().getByText('bruno@example.com', { exact: false })).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Editar post de Bruno Lima' }));
    const edit = within(screen.getByRole('dialog', { name: 'Editar Post' }));
    const box = edit.getByRole('textbox', { name: 'Conteúdo' });
    expect(box).toHaveValue('Vamos nos encontrar às 20h na entrada.');
    await user.clear(box);
    await user.type(box, '   ');
    expect(edit.getByText('O conteúdo é obrigatório')).toBeInTheDocument();
    expect(edit.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(301));
    expect(edit.getByText('O conteúdo deve ter no máximo 300 caracteres')).toBeInTheDocument();
    expect(edit.getByText('301/300 caracteres')).toBeInTheDocument();
    expect(edit.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Encontro às 21h.');
    await user.click(edit.getByRole('button', { name: 'Salvar' }));
    expect(await toasts().findByText('Post atualizado com sucesso!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Editar Post' })).not.toBeInTheDocument();
    expect(callsTo(calls, `PUT /api/admin/posts/${uuid(1, 'f')}`)[0]!.body).toEqual({
      content: 'Encontro às 21h.',
    });
    expect(await dialog().findByText('Encontro às 21h.')).toBeInTheDocument();
  });

  it('deletes a post after the confirmation', async () => {
    const state = { posts: [makeAdminPost()], comments: [] as AdminComment[] };
    forumsApi(state, {
      [`DELETE /api/admin/posts/${uuid(1, 'f')}`]: () => {
        state.posts = [];
        return { body: { message: 'Post excluído com sucesso!' } };
      },
    });
    const { user, dialog } = await openPosts();
    await user.click(await dialog().findByRole('button', { name: 'Excluir post de Bruno Lima' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Excluir post' }));
    await user.click(confirm.getByRole('button', { name: 'Excluir' }));
    expect(await toasts().findByText('Post excluído com sucesso!')).toBeInTheDocument();
    expect(await dialog().findByText('Este fórum ainda não tem posts.')).toBeInTheDocument();
  });

  it("lists a post's comments, edits one within 200 characters and deletes another", async () => {
    const state = {
      posts: [makeAdminPost({ comments_count: 2 })],
      comments: [
        makeAdminComment(),
        makeAdminComment({ id: uuid(2, 'd'), user_name: 'Diego Reis', content: 'Eu também' }),
      ],
    };
    forumsApi(state, {
      [`PUT /api/admin/comments/${uuid(1, 'd')}`]: { status: 500, body: {} },
      [`DELETE /api/admin/comments/${uuid(2, 'd')}`]: () => {
        state.comments = state.comments.slice(0, 1);
        return { body: { message: 'Comentário excluído com sucesso!' } };
      },
    });
    const { user, dialog } = await openPosts();
    await user.click(await dialog().findByRole('button', { name: 'Ver Comentários (2)' }));
    const comments = () => within(screen.getByRole('dialog', { name: 'Comentários do Post' }));
    expect(await comments().findByText('Estarei lá!')).toBeInTheDocument();
    expect(comments().getByText('Eu também')).toBeInTheDocument();

    await user.click(comments().getByRole('button', { name: 'Editar comentário de Carla Dias' }));
    const edit = within(screen.getByRole('dialog', { name: 'Editar Comentário' }));
    const box = edit.getByRole('textbox', { name: 'Conteúdo' });
    await user.clear(box);
    await user.click(box);
    await user.paste('y'.repeat(201));
    expect(edit.getByText('O conteúdo deve ter no máximo 200 caracteres')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'Vou sim');
    await user.click(edit.getByRole('button', { name: 'Salvar' }));
    expect(await toasts().findByText('Erro ao atualizar comentário. Tente novamente.')).toBeInTheDocument();
    await user.click(edit.getByRole('button', { name: 'Cancelar' }));

    await user.click(comments().getByRole('button', { name: 'Excluir comentário de Diego Reis' }));
    expect(screen.getByRole('dialog', { name: 'Excluir comentário' })).toHaveTextContent(
      'Tem certeza que deseja excluir este comentário?',
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Excluir comentário' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    expect(await toasts().findByText('Comentário excluído com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(comments().queryByText('Eu também')).not.toBeInTheDocument());
  });
});
