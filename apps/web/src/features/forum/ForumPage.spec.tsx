import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ForumResponse, ForumUpdate } from '@encontro/contracts';
import { forumIds, makeComment, makeForum, makePost, makeUpdate } from '../../../test/forum';
import { fieldRefusal, makeUser, mockApi, renderApp, type ApiCall } from '../../../test/utils';

type Reply = { status?: number; body?: unknown };
type Handler = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

const path = `/forum/${forumIds.forum}`;
const forumUrl = `/api/forum/${forumIds.forum}`;

/**
 * The gateway faked at fetch: JSON routes through mockApi, and the forum's push stream as an open
 * Server-Sent Events body the test writes updates into.
 */
function fakeGateway(handlers: Record<string, Handler>) {
  const calls = mockApi(handlers);
  const json = globalThis.fetch;
  const encoder = new TextEncoder();
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.pathname !== `${forumUrl}/stream`) return json(input, init);
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    init?.signal?.addEventListener('abort', () =>
      controller.error(new DOMException('aborted', 'AbortError')),
    );
    streams.push(controller);
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  };
  const push = async (...updates: ForumUpdate[]) => {
    await waitFor(() => expect(streams.length).toBeGreaterThan(0));
    await act(async () => {
      for (const u of updates)
        streams.at(-1)!.enqueue(encoder.encode(`id: ${u.id}\nevent: update\ndata: ${JSON.stringify(u)}\n\n`));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  };
  return { calls, push };
}

const me = (overrides = {}) => ({ 'GET /api/me': { body: { user: makeUser(overrides) } } });
const hostMe = (gender: 'M' | 'F' = 'M') =>
  me({ user_id: forumIds.host, name: 'Bruno', surname: 'Lima', gender });
const forumRoute = (forum: ForumResponse | (() => Reply)): Record<string, Handler> => ({
  [`GET ${forumUrl}`]: typeof forum === 'function' ? forum : { body: forum },
});

const post = (text: string | RegExp) =>
  screen.getAllByRole('article').find((a) => within(a).queryByText(text)) ?? null;
const region = (name: string) => screen.getByRole('region', { name });

async function openForum(handlers: Record<string, Handler>) {
  const gateway = fakeGateway(handlers);
  const app = await renderApp(path, { token: 'jwt' });
  await screen.findByRole('heading', { level: 2, name: 'Bar do Zé' });
  return { ...gateway, ...app };
}

describe('Forum page', () => {
  it('shows a confirmed participant the winner, the posts and the sidebar', async () => {
    await openForum({ ...me(), ...forumRoute(makeForum()) });
    expect(screen.getByRole('heading', { level: 1, name: 'Fórum do Encontro' })).toBeInTheDocument();
    expect(document.title).toBe('Fórum do Encontro · Encontro');
    expect(screen.getByText('1º lugar da semana em São Paulo')).toBeInTheDocument();
    expect(await screen.findByText('Conectado em tempo real')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Apenas o anfitrião cria postagens. Como participante confirmado, você pode comentar nelas.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mensagem' })).not.toBeInTheDocument();
    expect(post('Vamos nos encontrar às 20h na entrada.')).not.toBeNull();

    const venue = region('Local Vencedor');
    expect(within(venue).getByText('Rua Augusta, 100')).toBeInTheDocument();
    expect(within(venue).getByText('Sábado · Noite - Horário a combinar')).toBeInTheDocument();
    const stats = region('Estatísticas');
    const number = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect([number('Posts'), number('Comentários'), number('Participantes')]).toEqual(['1', '0', '2']);
    expect(within(region('Meu Status')).getByText('Confirmado!')).toBeInTheDocument();
    const myButtons = within(region('Meu Status')).getAllByRole('button');
    expect(myButtons.map((b) => b.textContent)).toEqual(['Não vou mais']);

    const people = within(region('Participantes Confirmados')).getAllByRole('listitem');
    expect(people.map((li) => li.textContent)).toEqual(['Bruno LimaAnfitrião', 'Carla Dias']);
    expect(within(people[0]!).getByRole('img', { name: 'Coroa' })).toBeInTheDocument();
    expect(people[0]).toHaveClass('forum-people__item--host');
  });

  it('tells a host who chose Feminino that, as the anfitriã, she can post', async () => {
    await openForum({ ...hostMe('F'), ...forumRoute(makeForum({ is_host: true })) });
    expect(
      screen.getByText('Como anfitriã, você pode criar postagens para organizar o encontro.'),
    ).toBeInTheDocument();
  });

  it('lets the host post: blank is ignored, the counter runs, the post goes on top', async () => {
    const created = makePost({
      id: forumIds.post2,
      content: 'Mesa reservada para 10 pessoas.',
      created_at: '2026-12-04T16:00:00.000Z',
    });
    const { calls, push, user } = await openForum({
      ...hostMe(),
      ...forumRoute(makeForum({ is_host: true })),
      [`POST ${forumUrl}/posts`]: {
        status: 201,
        body: { message: 'Post criado com sucesso!', post: created },
      },
    });
    expect(
      screen.getByText('Como anfitrião, você pode criar postagens para organizar o encontro.'),
    ).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Mensagem' });
    const publish = screen.getByRole('button', { name: 'Publicar' });
    expect(screen.getByText('0/500 caracteres')).toBeInTheDocument();
    await user.type(box, '   ');
    expect(publish).toBeDisabled();
    await user.type(box, '{Enter}');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(box);
    await user.type(box, '  Mesa reservada para 10 pessoas. ');
    expect(screen.getByText('34/500 caracteres')).toBeInTheDocument();
    await user.click(publish);
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveTextContent(created.content));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(box).toHaveValue('');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      content: 'Mesa reservada para 10 pessoas.',
      honeypot: '',
    });
    // The same post arriving live is not shown twice.
    await push(makeUpdate('new_post', created));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows a server field error on the content under the field', async () => {
    const { user } = await openForum({
      ...hostMe(),
      ...forumRoute(makeForum({ is_host: true })),
      [`POST ${forumUrl}/posts`]: fieldRefusal('content', 'O conteúdo deve ter no máximo 500 caracteres'),
    });
    const box = screen.getByRole('textbox', { name: 'Mensagem' });
    await user.type(box, 'Olá');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('O conteúdo deve ter no máximo 500 caracteres')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue('Olá');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('toggles a post’s comments and lets a confirmed participant comment', async () => {
    const comment = makeComment({ id: forumIds.comment2, user_id: forumIds.me, user_name: 'Ana Souza' });
    const { calls, user } = await openForum({
      ...me(),
      ...forumRoute(makeForum({ posts: [makePost({ comments: [makeComment()] })] })),
      [`POST /api/forum/posts/${forumIds.post1}/comments`]: {
        status: 201,
        body: { message: 'Comentário adicionado com sucesso!', comment },
      },
    });
    const toggle = screen.getByRole('button', { name: '1 comentário' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Eu levo o violão!')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Eu levo o violão!')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Seu comentário' }), 'Eu levo o violão!');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByRole('button', { name: '2 comentários' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getAllByText('Eu levo o violão!')).toHaveLength(2);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/forum/posts/${forumIds.post1}/comments`,
      body: { content: 'Eu levo o violão!', honeypot: '' },
    });
    // No report button on one's own comment.
    expect(screen.getAllByRole('button', { name: /^Denunciar comentário de/ })).toHaveLength(1);
  });

  it('loads the missing comments of a post when it is opened', async () => {
    const all = [makeComment(), makeComment({ id: forumIds.comment2, content: 'Chego às 21h.' })];
    const { user } = await openForum({
      ...me(),
      ...forumRoute(makeForum({ posts: [makePost({ comments: [], comments_count: 2 })] })),
      [`GET /api/forum/posts/${forumIds.post1}/comments`]: { body: { comments: all } },
    });
    await user.click(screen.getByRole('button', { name: '2 comentários' }));
    expect(await screen.findByText('Chego às 21h.')).toBeVisible();
    expect(screen.getByText('Eu levo o violão!')).toBeVisible();
  });

  it('offers no comment form to the host nor to an unconfirmed participant', async () => {
    const forum = makeForum({ posts: [makePost({ comments: [makeComment()] })] });
    const { user, unmount } = await openForum({ ...hostMe(), ...forumRoute({ ...forum, is_host: true }) });
    await user.click(screen.getByRole('button', { name: '1 comentário' }));
    expect(screen.queryByRole('textbox', { name: 'Seu comentário' })).not.toBeInTheDocument();
    // The host's own post has no report button; a comment of someone else has one.
    expect(screen.queryByRole('button', { name: /^Denunciar postagem/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Denunciar comentário de Carla Dias' })).toBeInTheDocument();
    unmount();

    const second = await openForum({
      ...me(),
      ...forumRoute({ ...forum, user_confirmed: false, userConfirmation: false }),
    });
    expect(
      screen.getByText('Apenas o anfitrião cria postagens. Confirme sua presença para comentar.'),
    ).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: '1 comentário' }));
    expect(screen.queryByRole('textbox', { name: 'Seu comentário' })).not.toBeInTheDocument();
  });

  it('confirms presence from Meu Status, says so and reloads the forum', async () => {
    let confirmed = false;
    const { calls, user } = await openForum({
      ...me(),
      ...forumRoute(() => ({
        body: makeForum({ user_confirmed: confirmed, userConfirmation: confirmed }),
      })),
      [`POST ${forumUrl}/confirm`]: () => {
        confirmed = true;
        return {
          body: {
            message: 'Presença confirmada com sucesso!',
            indication_id: forumIds.forum,
            is_host: false,
            host_confirmed: false,
            last_confirmed_indication_id: forumIds.forum,
            calendar_url: 'x.ics',
          },
        };
      },
    });
    const status = region('Meu Status');
    expect(within(status).getByText('Pendente')).toBeInTheDocument();
    await user.click(within(status).getByRole('button', { name: 'Confirmar Presença' }));
    expect(await screen.findByText('Presença confirmada com sucesso!')).toBeInTheDocument();
    expect(await within(status).findByText('Confirmado!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && c.path === forumUrl)).toHaveLength(2);
  });

  it.each([
    [{ message: 'x', errors: { general: ['Você já confirmou presença.'] } }, 'Você já confirmou presença.'],
    [
      { message: 'O fórum está disponível apenas de sexta a domingo.' },
      'O fórum está disponível apenas de sexta a domingo.',
    ],
    [{}, 'Erro ao confirmar presença. Tente novamente.'],
  ])('shows why confirming failed (%j)', async (body, text) => {
    const { user } = await openForum({
      ...me(),
      ...forumRoute(makeForum({ user_confirmed: false, userConfirmation: false })),
      [`POST ${forumUrl}/confirm`]: { status: 409, body },
    });
    await user.click(screen.getByRole('button', { name: 'Confirmar Presença' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(within(region('Meu Status')).getByText('Pendente')).toBeInTheDocument();
  });

  it('shows the empty state when the forum fails to load, and retries', async () => {
    let calls = 0;
    fakeGateway({
      ...me(),
      ...forumRoute(() => (++calls === 1 ? { status: 500, body: {} } : { body: makeForum() })),
    });
    const { user } = await renderApp(path, { token: 'jwt' });
    expect(await screen.findByRole('heading', { name: 'Fórum indisponível' })).toBeInTheDocument();
    expect(screen.getByText('Não foi possível carregar o fórum.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao Início' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Bar do Zé' })).toBeInTheDocument();
  });

  it('shows the restriction message outside Friday to Sunday, without a live connection', async () => {
    const { calls } = fakeGateway({
      ...me(),
      ...forumRoute(() => ({
        status: 403,
        body: { message: 'O fórum está disponível apenas de sexta a domingo.' },
      })),
    });
    await renderApp(path, { token: 'jwt' });
    expect(await screen.findByRole('heading', { name: 'Fórum indisponível' })).toBeInTheDocument();
    expect(screen.getByText('O fórum está disponível apenas de sexta a domingo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => /\/(connect|updates)$/.test(c.path))).toHaveLength(0);
  });

  it('reports a post and a comment with their own texts', async () => {
    const { calls, user } = await openForum({
      ...me(),
      ...forumRoute(makeForum({ posts: [makePost({ comments: [makeComment()] })] })),
      [`POST /api/report/post/${forumIds.post1}`]: { status: 201, body: {} },
      [`POST /api/report/comment/${forumIds.comment1}`]: { status: 500, body: {} },
    });
    await user.click(screen.getByRole('button', { name: 'Denunciar postagem de Bruno Lima' }));
    let dialog = screen.getByRole('dialog', { name: 'Denunciar post' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(
      await screen.findByText('Post reportado com sucesso! Nossa equipe irá analisá-lo.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path.startsWith('/api/report/post/'))?.body).toEqual({ message: 'Spam' });

    await user.click(screen.getByRole('button', { name: '1 comentário' }));
    await user.click(screen.getByRole('button', { name: 'Denunciar comentário de Carla Dias' }));
    dialog = screen.getByRole('dialog', { name: 'Denunciar comentário' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao reportar comentário. Tente novamente.',
    );
  });
});

describe('Forum page in real time', () => {
  it('applies pushed updates without reloading and never shows one twice', async () => {
    const { calls, push, user } = await openForum({
      ...me(),
      ...forumRoute(makeForum({ posts: [makePost()] })),
    });
    expect(await screen.findByText('Conectado em tempo real')).toBeInTheDocument();

    const fresh = makePost({
      id: forumIds.post2,
      content: 'Novidade: música ao vivo!',
      created_at: '2026-12-04T17:00:00.000Z',
    });
    const newPost = makeUpdate('new_post', fresh);
    await push(newPost, newPost, makeUpdate('new_post', fresh));
    // The stream is read asynchronously: wait for each update rather than for a fixed delay.
    await waitFor(() =>
      expect(screen.getAllByRole('article')[0]).toHaveTextContent('Novidade: música ao vivo!'),
    );
    expect(screen.getAllByText('Novidade: música ao vivo!')).toHaveLength(1);

    const comment = makeComment({ id: forumIds.comment3, post_id: forumIds.post2, content: 'Que demais!' });
    await push(makeUpdate('new_comment', comment), makeUpdate('new_comment', comment));
    const freshPost = post('Novidade: música ao vivo!')!;
    const toggle = await within(freshPost).findByRole('button', { name: '1 comentário' });
    await user.click(toggle);
    expect(within(freshPost).getAllByText('Que demais!')).toHaveLength(1);

    await push(makeUpdate('stats_updated', { total_posts: 2, total_comments: 1, active_participants: 3 }));
    const stats = region('Estatísticas');
    const number = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    await waitFor(() =>
      expect([number('Posts'), number('Comentários'), number('Participantes')]).toEqual(['2', '1', '3']),
    );

    await push(
      makeUpdate('post_updated', {
        ...fresh,
        content: 'Novidade: música ao vivo às 21h!',
        comments: [comment],
        comments_count: 1,
      }),
    );
    expect(await screen.findByText('Novidade: música ao vivo às 21h!')).toBeInTheDocument();
    expect(screen.queryByText('Novidade: música ao vivo!')).not.toBeInTheDocument();

    await push(makeUpdate('post_deleted', { post_id: forumIds.post1 }));
    await waitFor(() =>
      expect(screen.queryByText('Vamos nos encontrar às 20h na entrada.')).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
    // Only the forum's first load: everything else came live.
    expect(calls.filter((c) => c.path === forumUrl)).toHaveLength(1);
  });
});

describe('Forum page: authors edit and delete their own content', () => {
  const postUrl = `/api/forum/posts/${forumIds.post1}`;
  const myComment = makeComment({
    id: forumIds.comment2,
    user_id: forumIds.me,
    user_name: 'Ana Souza',
    content: 'Levo salgadinhos.',
  });
  const stats = () => {
    const box = region('Estatísticas');
    const number = (label: string) => within(box).getByText(label).nextElementSibling?.textContent;
    return [number('Posts'), number('Comentários'), number('Participantes')];
  };

  it('lets the host edit their post inline from the keyboard: prefilled, counted, saved and replaced', async () => {
    const edited = makePost({ content: 'Vamos nos encontrar às 21h na entrada.' });
    const { calls, user } = await openForum({
      ...hostMe(),
      ...forumRoute(makeForum({ is_host: true })),
      [`PUT ${postUrl}`]: { body: { message: 'Post atualizado com sucesso!', post: edited } },
    });
    const article = post('Vamos nos encontrar às 20h na entrada.')!;
    const edit = within(article).getByRole('button', { name: 'Editar postagem' });
    expect(within(article).getByRole('button', { name: 'Excluir postagem' })).toBeInTheDocument();
    edit.focus();
    await user.keyboard('{Enter}');

    const box = within(article).getByRole('textbox', { name: 'Editar postagem' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('Vamos nos encontrar às 20h na entrada.');
    expect(within(article).getByText('38/500 caracteres')).toBeInTheDocument();
    const save = within(article).getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();
    await user.clear(box);
    await user.type(box, '   ');
    expect(save).toBeDisabled();
    await user.clear(box);
    await user.type(box, ' Vamos nos encontrar às 21h na entrada. ');
    await user.keyboard('{Tab}{Tab}{Enter}');

    expect(await screen.findByText('Post atualizado com sucesso!')).toBeInTheDocument();
    expect(within(article).getByText('Vamos nos encontrar às 21h na entrada.')).toBeInTheDocument();
    expect(within(article).queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(article).getByRole('button', { name: 'Editar postagem' })).toHaveFocus(),
    );
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: postUrl,
      body: { content: 'Vamos nos encontrar às 21h na entrada.', honeypot: '' },
    });
  });

  it('shows a refused edit under the field and leaves with Cancelar or Esc without a call', async () => {
    const { calls, user } = await openForum({
      ...hostMe(),
      ...forumRoute(makeForum({ is_host: true })),
      [`PUT ${postUrl}`]: fieldRefusal('content', 'O conteúdo deve ter no máximo 500 caracteres'),
    });
    const article = post('Vamos nos encontrar às 20h na entrada.')!;
    await user.click(within(article).getByRole('button', { name: 'Editar postagem' }));
    const box = within(article).getByRole('textbox', { name: 'Editar postagem' });
    await user.type(box, '!');
    await user.click(within(article).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(article).findByText('O conteúdo deve ter no máximo 500 caracteres'),
    ).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue('Vamos nos encontrar às 20h na entrada.!');

    await user.click(within(article).getByRole('button', { name: 'Cancelar' }));
    expect(within(article).getByText('Vamos nos encontrar às 20h na entrada.')).toBeInTheDocument();
    await user.click(within(article).getByRole('button', { name: 'Editar postagem' }));
    await user.keyboard('x{Escape}');
    expect(within(article).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Editar postagem' })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('asks before the host deletes their post: Cancelar keeps it, Excluir removes it and lowers the stats', async () => {
    const other = makePost({
      id: forumIds.post2,
      content: 'Levem casaco.',
      created_at: '2026-12-04T10:00:00.000Z',
    });
    const { calls, user } = await openForum({
      ...hostMe(),
      ...forumRoute(makeForum({ is_host: true, posts: [makePost({ comments: [makeComment()] }), other] })),
      [`DELETE ${postUrl}`]: {
        body: {
          message: 'Post excluído com sucesso!',
          stats: { total_posts: 1, total_comments: 0, active_participants: 2 },
        },
      },
    });
    expect(stats()).toEqual(['2', '1', '2']);
    const article = post('Vamos nos encontrar às 20h na entrada.')!;
    await user.click(within(article).getByRole('button', { name: 'Excluir postagem' }));
    let dialog = screen.getByRole('dialog', { name: 'Excluir postagem' });
    expect(dialog).toHaveAccessibleDescription('Tem certeza que deseja excluir esta postagem?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(article).getByRole('button', { name: 'Excluir postagem' }));
    dialog = screen.getByRole('dialog', { name: 'Excluir postagem' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Post excluído com sucesso!')).toBeInTheDocument();
    expect(screen.queryByText('Vamos nos encontrar às 20h na entrada.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stats()).toEqual(['1', '0', '2']);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Postagens' })).toHaveFocus());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([postUrl]);
  });

  it('lets a participant edit and delete their own comment, and nothing of anyone else', async () => {
    const commentUrl = `/api/forum/comments/${forumIds.comment2}`;
    const { calls, user } = await openForum({
      ...me(),
      ...forumRoute(makeForum({ posts: [makePost({ comments: [makeComment(), myComment] })] })),
      [`PUT ${commentUrl}`]: {
        body: {
          message: 'Comentário atualizado com sucesso!',
          comment: { ...myComment, content: 'Levo salgadinhos e refrigerante.' },
        },
      },
      [`DELETE ${commentUrl}`]: {
        body: {
          message: 'Comentário excluído com sucesso!',
          stats: { total_posts: 1, total_comments: 1, active_participants: 2 },
        },
      },
    });
    const article = post('Vamos nos encontrar às 20h na entrada.')!;
    // The host's post and Carla's comment are not Ana's to change.
    expect(within(article).queryByRole('button', { name: 'Editar postagem' })).not.toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Excluir postagem' })).not.toBeInTheDocument();
    await user.click(within(article).getByRole('button', { name: '2 comentários' }));
    const carla = within(article).getByText('Eu levo o violão!').closest('li')!;
    expect(within(carla).queryByRole('button', { name: /Editar|Excluir/ })).not.toBeInTheDocument();
    expect(within(article).getAllByRole('button', { name: 'Editar comentário' })).toHaveLength(1);

    await user.click(within(article).getByRole('button', { name: 'Editar comentário' }));
    const box = within(article).getByRole('textbox', { name: 'Editar comentário' });
    expect(box).toHaveValue('Levo salgadinhos.');
    await user.clear(box);
    await user.type(box, 'Levo salgadinhos e refrigerante.');
    await user.click(within(article).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Comentário atualizado com sucesso!')).toBeInTheDocument();
    expect(within(article).getByText('Levo salgadinhos e refrigerante.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: commentUrl,
      body: { content: 'Levo salgadinhos e refrigerante.', honeypot: '' },
    });

    await user.click(within(article).getByRole('button', { name: 'Excluir comentário' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir comentário' });
    expect(dialog).toHaveAccessibleDescription('Tem certeza que deseja excluir este comentário?');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Comentário excluído com sucesso!')).toBeInTheDocument();
    expect(within(article).queryByText('Levo salgadinhos e refrigerante.')).not.toBeInTheDocument();
    expect(within(article).getByText('Eu levo o violão!')).toBeInTheDocument();
    const toggle = within(article).getByRole('button', { name: '1 comentário' });
    expect(stats()).toEqual(['1', '1', '2']);
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('says why a change was refused (the forum closed) and keeps the content', async () => {
    const closed =
      'O fórum está fechado: postagens e comentários só podem ser editados ou excluídos de sexta a domingo.';
    const { user } = await openForum({
      ...hostMe(),
      ...forumRoute(makeForum({ is_host: true })),
      [`DELETE ${postUrl}`]: { status: 403, body: { message: closed } },
    });
    const article = post('Vamos nos encontrar às 20h na entrada.')!;
    await user.click(within(article).getByRole('button', { name: 'Excluir postagem' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Excluir postagem' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(closed);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(article).getByText('Vamos nos encontrar às 20h na entrada.')).toBeInTheDocument();
  });

  it('shows another author’s comment edits and deletions as they arrive live', async () => {
    const carla = makeComment();
    const { push, user } = await openForum({
      ...me(),
      ...forumRoute(makeForum({ posts: [makePost({ comments: [carla, myComment] })] })),
    });
    const article = post('Vamos nos encontrar às 20h na entrada.')!;
    await user.click(within(article).getByRole('button', { name: '2 comentários' }));
    await push(
      makeUpdate(
        'post_updated',
        makePost({ comments: [{ ...carla, content: 'Eu levo o violão e o pandeiro!' }, myComment] }),
      ),
    );
    expect(await within(article).findByText('Eu levo o violão e o pandeiro!')).toBeInTheDocument();
    await push(
      makeUpdate('post_updated', makePost({ comments: [myComment] })),
      makeUpdate('stats_updated', { total_posts: 1, total_comments: 1, active_participants: 2 }),
    );
    await waitFor(() => expect(within(article).queryByText(/pandeiro/)).not.toBeInTheDocument());
    expect(within(article).getByRole('button', { name: '1 comentário' })).toBeInTheDocument();
    await waitFor(() => expect(stats()).toEqual(['1', '1', '2']));
  });
});
