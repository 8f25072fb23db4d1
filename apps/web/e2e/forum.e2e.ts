import { contextAs, openForum, testOnOpenForum, toast } from './forum-support';
import { expect, expectAccessible, test } from './support';

testOnOpenForum(
  'forum in real time: the host posts, the participant comments, polling takes over a blocked push',
  'forum',
  async ({ host, participant, forumId, venue, browser, device }) => {
    const hostSide = await contextAs(browser, device, host);
    const guestSide = await contextAs(browser, device, participant);
    const hostPage = hostSide.page;
    const guestPage = guestSide.page;

    try {
      await test.step('the participant confirms with Eu Vou! and goes to the forum', async () => {
        await guestPage.goto('/');
        const card = guestPage.getByRole('article', { name: venue });
        await card.getByRole('button', { name: 'Eu Vou!' }).click();
        await expect(toast(guestPage, 'Presença confirmada com sucesso!')).toBeVisible();
        await card.getByRole('link', { name: 'Acessar Fórum' }).click();
        await expect(guestPage).toHaveURL(new RegExp(`/forum/${forumId}$`));
        await expect(guestPage.getByText('Conectado em tempo real')).toBeVisible();
        const status = guestPage.getByRole('region', { name: 'Meu Status' });
        await expect(status.getByText('Confirmado!')).toBeVisible();
        await expect(guestPage.getByRole('textbox', { name: 'Mensagem' })).toHaveCount(0);
        await expect(guestPage.getByText(/Como participante confirmado, você pode comentar/)).toBeVisible();
      });

      await test.step('the host sees the post form, the crown and the Anfitrião badge', async () => {
        await openForum(hostPage, forumId, venue);
        await expect(
          hostPage.getByText('Como anfitrião, você pode criar postagens para organizar o encontro.'),
        ).toBeVisible();
        const people = hostPage.getByRole('region', { name: 'Participantes Confirmados' });
        await expect(people.getByText(participant.name)).toBeVisible();
        await expectAccessible(hostPage, 'fórum (anfitrião)');
      });

      const first = `Encontro às 20h na porta do bar ${Date.now().toString(36)}`;
      await test.step('the host posts and the open participant page shows it in under 1 s', async () => {
        const box = hostPage.getByRole('textbox', { name: 'Mensagem' });
        await box.fill(first);
        await expect(hostPage.getByText(`${first.length}/500 caracteres`)).toBeVisible();
        const posted = hostPage.waitForResponse(
          (r) => r.url().endsWith(`/api/forum/${forumId}/posts`) && r.request().method() === 'POST',
        );
        await hostPage.getByRole('button', { name: 'Publicar' }).click();
        expect((await posted).status()).toBe(201);
        await expect(guestPage.getByText(first)).toBeVisible({ timeout: 1000 });
        await expect(box).toHaveValue('');
        await expect(hostPage.getByRole('article', { name: `Postagem de ${host.name}` })).toHaveCount(1);
      });

      const comment = `Eu levo o bolo! ${Date.now().toString(36)}`;
      await test.step('the participant comments and the host sees it live', async () => {
        const hostPost = hostPage.getByRole('article').filter({ hasText: first });
        await hostPost.getByRole('button', { name: '0 comentários' }).click();
        await expect(hostPost.getByText('Nenhum comentário ainda.')).toBeVisible();
        // The host does not comment (SPEC §6).
        await expect(hostPost.getByRole('textbox', { name: 'Seu comentário' })).toHaveCount(0);

        const guestPost = guestPage.getByRole('article').filter({ hasText: first });
        const toggle = guestPost.getByRole('button', { name: '0 comentários' });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await guestPost.getByRole('textbox', { name: 'Seu comentário' }).fill(comment);
        await guestPost.getByRole('button', { name: 'Comentar' }).click();
        await expect(guestPost.getByRole('listitem').filter({ hasText: comment })).toBeVisible();
        await expect(guestPost.getByRole('textbox', { name: 'Seu comentário' })).toHaveValue('');

        await expect(hostPost.getByText(comment)).toBeVisible({ timeout: 2000 });
        await expect(hostPost.getByRole('button', { name: '1 comentário' })).toBeVisible();
        const stats = hostPage.getByRole('region', { name: 'Estatísticas' });
        await expect(stats.getByText('Comentários').locator('..')).toContainText('1');
      });

      await test.step('with the push stream blocked, polling still brings a new post within 4 s', async () => {
        await guestSide.context.route('**/api/forum/*/stream', (route) => route.abort());
        const polled = guestPage.waitForRequest((r) => r.url().includes(`/api/forum/${forumId}/updates`));
        await guestPage.reload();
        await expect(guestPage.getByText(first)).toBeVisible();
        await polled;
        await expect(guestPage.getByText('Conectado em tempo real')).toBeVisible();

        const second = `Levem casaco, vai esfriar ${Date.now().toString(36)}`;
        await hostPage.getByRole('textbox', { name: 'Mensagem' }).fill(second);
        const posted = hostPage.waitForResponse(
          (r) => r.url().endsWith(`/api/forum/${forumId}/posts`) && r.request().method() === 'POST',
        );
        await hostPage.getByRole('button', { name: 'Publicar' }).click();
        expect((await posted).status()).toBe(201);
        await expect(guestPage.getByText(second)).toBeVisible({ timeout: 4000 });
        // Newest first, each once.
        await expect(guestPage.getByRole('article').first()).toContainText(second);
        await expect(guestPage.getByText(second)).toHaveCount(1);
      });

      await test.step('a report of the post is taken', async () => {
        const guestPost = guestPage.getByRole('article').filter({ hasText: first });
        await guestPost.getByRole('button', { name: `Denunciar postagem de ${host.name}` }).click();
        const dialog = guestPage.getByRole('dialog', { name: 'Denunciar post' });
        await dialog.getByRole('textbox', { name: 'Motivo (opcional)' }).fill('Teste de denúncia');
        await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
        await expect(
          toast(guestPage, 'Post reportado com sucesso! Nossa equipe irá analisá-lo.'),
        ).toBeVisible();
        await expect(dialog).toBeHidden();
      });
    } finally {
      await hostSide.context.close();
      await guestSide.context.close();
    }
  },
);
