import type { APIRequestContext, Page } from '@playwright/test';
import { contextAs, openForum, testOnOpenForum, toast } from './forum-support';
import { expect, expectAccessible, test, type Account } from './support';

const bearer = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

/** The stats card's number next to `label` (Posts, Comentários). */
const stat = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Estatísticas' }).getByText(label, { exact: true }).locator('..');

async function write(request: APIRequestContext, account: Account, path: string, content: string) {
  const res = await request.post(path, { headers: bearer(account), data: { content } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  return (await res.json()) as { post?: { id: string }; comment?: { id: string } };
}

testOnOpenForum(
  'forum authors: the host edits and deletes their post, a confirmed attendee their comment, nobody else’s',
  'autores',
  async ({ host, participant, forumId, venue, browser, request, device }) => {
    const tag = Date.now().toString(36);
    const original = `Encontro às 20h na porta ${tag}`;
    const edited = `Encontro às 21h na porta lateral ${tag}`;
    const comment = `Eu levo o bolo ${tag}`;
    const commentEdited = `Eu levo o bolo e as velas ${tag}`;

    await test.step('the attendee confirms (Eu Vou!), the host posts and the attendee comments', async () => {
      const confirmed = await request.post(`/api/forum/${forumId}/confirm`, { headers: bearer(participant) });
      expect(confirmed.status(), await confirmed.text()).toBeLessThan(300);
      // forum-svc learns of the presence by event.
      await expect
        .poll(
          async () =>
            (
              (await (
                await request.get(`/api/forum/${forumId}`, { headers: bearer(participant) })
              ).json()) as { user_confirmed: boolean }
            ).user_confirmed,
          { timeout: 20_000, message: 'presença confirmada no fórum' },
        )
        .toBe(true);
      const { post } = await write(request, host, `/api/forum/${forumId}/posts`, original);
      await write(request, participant, `/api/forum/posts/${post!.id}/comments`, comment);
    });

    const hostSide = await contextAs(browser, device, host);
    const guestSide = await contextAs(browser, device, participant);
    const hostPage = hostSide.page;
    const guestPage = guestSide.page;
    const hostPost = hostPage.getByRole('article', { name: `Postagem de ${host.name}` });
    const guestPost = guestPage.getByRole('article', { name: `Postagem de ${host.name}` });

    try {
      await test.step('each sees Editar and Excluir only on what they wrote', async () => {
        await openForum(hostPage, forumId, venue);
        await openForum(guestPage, forumId, venue);
        await expect(hostPost.getByText(original)).toBeVisible();
        await hostPost.getByRole('button', { name: '1 comentário' }).click();
        await guestPost.getByRole('button', { name: '1 comentário' }).click();
        await expect(hostPost.getByText(comment)).toBeVisible();
        await expect(guestPost.getByText(comment)).toBeVisible();

        // The host: their post, not the attendee's comment.
        await expect(hostPost.getByRole('button', { name: 'Editar postagem' })).toBeVisible();
        await expect(hostPost.getByRole('button', { name: 'Excluir postagem' })).toBeVisible();
        await expect(hostPost.getByRole('button', { name: /^(Editar|Excluir) comentário$/ })).toHaveCount(0);
        await expect(
          hostPost.getByRole('button', { name: `Denunciar comentário de ${participant.name}` }),
        ).toBeVisible();
        // The attendee: their comment, not the host's post.
        await expect(guestPost.getByRole('button', { name: /^(Editar|Excluir) postagem$/ })).toHaveCount(0);
        await expect(
          guestPost.getByRole('button', { name: `Denunciar postagem de ${host.name}` }),
        ).toBeVisible();
        await expect(guestPost.getByRole('button', { name: 'Editar comentário' })).toBeVisible();
        await expect(guestPost.getByRole('button', { name: 'Excluir comentário' })).toBeVisible();
      });

      await test.step('the host edits the post inline; the attendee sees it live', async () => {
        await hostPost.getByRole('button', { name: 'Editar postagem' }).click();
        const box = hostPost.getByRole('textbox', { name: 'Editar postagem' });
        await expect(box).toHaveValue(original);
        await expect(box).toBeFocused();
        await expectAccessible(hostPage, 'fórum: editando a postagem');
        await box.fill(edited);
        await expect(hostPost.getByText(`${edited.length}/500 caracteres`)).toBeVisible();
        await hostPost.getByRole('button', { name: 'Salvar' }).click();
        await expect(toast(hostPage, 'Post atualizado com sucesso!')).toBeVisible();
        await expect(hostPost.getByText(edited)).toBeVisible();
        await expect(hostPost.getByRole('textbox', { name: 'Editar postagem' })).toHaveCount(0);
        await expect(guestPost.getByText(edited)).toBeVisible({ timeout: 4000 });
        await expect(guestPage.getByText(original)).toHaveCount(0);
      });

      await test.step('the attendee edits the comment; the host sees it live', async () => {
        await guestPost.getByRole('button', { name: 'Editar comentário' }).click();
        const box = guestPost.getByRole('textbox', { name: 'Editar comentário' });
        await expect(box).toHaveValue(comment);
        await box.fill(commentEdited);
        await guestPost.getByRole('button', { name: 'Salvar' }).click();
        await expect(toast(guestPage, 'Comentário atualizado com sucesso!')).toBeVisible();
        await expect(guestPost.getByText(commentEdited)).toBeVisible();
        await expect(hostPost.getByText(commentEdited)).toBeVisible({ timeout: 4000 });
      });

      await test.step('the attendee deletes the comment after confirming; the host sees it go', async () => {
        await guestPost.getByRole('button', { name: 'Excluir comentário' }).click();
        const dialog = guestPage.getByRole('dialog', { name: 'Excluir comentário' });
        await expect(dialog).toContainText('Tem certeza que deseja excluir este comentário?');
        await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
        await expect(toast(guestPage, 'Comentário excluído com sucesso!')).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(guestPost.getByText(commentEdited)).toHaveCount(0);
        await expect(guestPost.getByRole('button', { name: '0 comentários' })).toBeVisible();
        await expect(stat(guestPage, 'Comentários')).toHaveText(/^Comentários\s*0$/);

        await expect(hostPost.getByText(commentEdited)).toHaveCount(0, { timeout: 4000 });
        await expect(stat(hostPage, 'Comentários')).toHaveText(/^Comentários\s*0$/);
      });

      await test.step('the host deletes the post after confirming (Cancelar keeps it); it leaves both pages', async () => {
        await hostPost.getByRole('button', { name: 'Excluir postagem' }).click();
        let dialog = hostPage.getByRole('dialog', { name: 'Excluir postagem' });
        await expect(dialog).toContainText('Tem certeza que deseja excluir esta postagem?');
        await expectAccessible(hostPage, 'fórum: excluir postagem');
        await dialog.getByRole('button', { name: 'Cancelar' }).click();
        await expect(dialog).toBeHidden();
        await expect(hostPost.getByText(edited)).toBeVisible();

        await hostPost.getByRole('button', { name: 'Excluir postagem' }).click();
        dialog = hostPage.getByRole('dialog', { name: 'Excluir postagem' });
        await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
        await expect(toast(hostPage, 'Post excluído com sucesso!')).toBeVisible();
        await expect(hostPage.getByText('Nenhuma postagem ainda.')).toBeVisible();
        await expect(stat(hostPage, 'Posts')).toHaveText(/^Posts\s*0$/);

        await expect(guestPage.getByText(edited)).toHaveCount(0, { timeout: 4000 });
        await expect(guestPage.getByText('Nenhuma postagem ainda.')).toBeVisible();
        await expect(stat(guestPage, 'Posts')).toHaveText(/^Posts\s*0$/);
      });
    } finally {
      await hostSide.context.close();
      await guestSide.context.close();
    }
  },
);
