import { checkInByHost, contextAs, testOnOpenForum, toast } from './forum-support';
import { setClock } from './week-clock';
import { clickMenuItem, expect, expectAccessible, makePng, test } from './support';

testOnOpenForum(
  'last encounter: the meetup recap from Saturday, sharing its link and adding a memory once checked in',
  'memoria',
  async ({ host, participant, forumId, venue, week, browser, request, baseURL, device }) => {
    const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
    // Both confirm on Friday: a host who has not confirmed by Friday 23:59 hands over to a participant.
    for (const account of [host, participant]) {
      const confirmed = await request.post(`/api/forum/${forumId}/confirm`, { headers: auth(account.token) });
      expect(confirmed.status(), `presença de ${account.email}`).toBeLessThan(300);
    }
    const post = `Nos vemos no sábado! ${Date.now().toString(36)}`;
    const posted = await request.post(`/api/forum/${forumId}/posts`, {
      headers: auth(host.token),
      data: { content: post },
    });
    expect(posted.status(), `post: ${await posted.text()}`).toBe(201);

    await setClock(request, week.saturday);
    const { context, page } = await contextAs(browser, device, participant);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      // Desktop Chromium may or may not offer the Web Share API: test the copy fallback either way.
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }),
      );

      await test.step('the menu leads to the recap of the meetup', async () => {
        await page.goto('/');
        await clickMenuItem(page, 'Último Encontro');
        await expect(page.getByRole('heading', { level: 1, name: 'Último Encontro' })).toBeVisible();
        const recap = page.getByRole('region', { name: venue });
        await expect(recap.getByText('Rua Augusta, 1500')).toBeVisible();
        await expect(recap.getByText(host.name)).toBeVisible();
        await expect(recap.getByRole('img', { name: `Foto 1 de ${venue}` })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Resumo do Fórum' }).getByText(post)).toBeVisible();
        const people = page.getByRole('region', { name: 'Participantes Confirmados' });
        await expect(people.getByRole('listitem').filter({ hasText: participant.name })).toContainText(
          'São Paulo',
        );
        await expect(page.getByRole('link', { name: 'Ver Indicações Atuais' }).first()).toHaveAttribute(
          'href',
          '/',
        );
        await expectAccessible(page, 'último encontro');
      });

      await test.step('Compartilhar offers the copy when the browser cannot share: the meetup’s public page', async () => {
        await page.getByRole('button', { name: 'Compartilhar' }).click();
        await page.getByRole('button', { name: 'Copiar link' }).click();
        await expect(toast(page, 'Link copiado para a área de transferência!')).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          new URL(`/encontro/${forumId}`, page.url()).href,
        );
      });

      const form = page.getByRole('form', { name: 'Adicionar memória' });
      await test.step('a confirmed participant who has not checked in cannot add a memory yet', async () => {
        const memories = page.getByRole('region', { name: 'Memórias' });
        await expect(
          memories.getByText('Só quem fez check-in no encontro pode adicionar memórias.'),
        ).toBeVisible();
        await expect(form).toHaveCount(0);
      });

      const description = `Todo mundo reunido ${Date.now().toString(36)}`;
      await test.step('checked in by the host at the meetup, the participant adds a memory and opens it', async () => {
        await checkInByHost(request, { host, forumId, week }, participant);
        await page.reload();
        await form
          .getByLabel('Foto')
          .setInputFiles({ name: 'memoria.png', mimeType: 'image/png', buffer: makePng(48) });
        await expect(form.getByRole('img', { name: 'Pré-visualização da memória' })).toBeVisible();
        await form.getByRole('textbox', { name: 'Descrição' }).fill(description);
        await form.getByRole('button', { name: 'Adicionar memória' }).click();
        await expect(toast(page, 'Memória adicionada com sucesso!')).toBeVisible();

        const thumb = page.getByRole('button', { name: `Ver foto de ${participant.name}: ${description}` });
        await expect(thumb).toBeVisible();
        await thumb.click();
        const dialog = page.getByRole('dialog', { name: `Memória de ${participant.name}` });
        const photo = dialog.getByRole('img', { name: description });
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(thumb).toBeFocused();
      });
    } finally {
      await context.close();
    }
  },
);
