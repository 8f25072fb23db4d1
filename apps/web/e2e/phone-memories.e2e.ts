import { checkInByHost, contextAs, openForum, testOnOpenForum, toast } from './forum-support';
import { setClock } from './week-clock';
import { clickMenuItem, expect, makePng, test } from './support';

const offlineBanner = 'Sem conexão. Algumas informações podem estar desatualizadas.';

/**
 * Issue 28 items 10b, 12c and 12d on a phone (390 and 320 px): the forum's live indicator follows the
 * network at once; the last encounter's thumbnails are described; offline it keeps the memories it
 * showed, under the banner; the author deletes their own memory (and its photo leaves the storage).
 */
testOnOpenForum(
  'phone: live indicator offline, described thumbnails, the last encounter offline, deleting one’s memory',
  'phmem',
  async ({ host, participant, forumId, venue, week, browser, request, device }) => {
    const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
    // Both confirm on Friday: a host who has not confirmed by Friday 23:59 hands over to a participant.
    for (const account of [host, participant]) {
      const confirmed = await request.post(`/api/forum/${forumId}/confirm`, { headers: auth(account.token) });
      expect(confirmed.status(), `presença de ${account.email}`).toBeLessThan(300);
    }

    const { context, page } = await contextAs(browser, device, participant);
    try {
      await test.step('offline, the forum leaves “Conectado em tempo real” within 1 s; back online it reconnects', async () => {
        await openForum(page, forumId, venue);
        await context.setOffline(true);
        await expect(page.getByText('Conectado em tempo real')).toBeHidden({ timeout: 1000 });
        await expect(page.getByRole('status').filter({ hasText: 'Desconectado' })).toBeVisible();
        await expect(page.getByText(offlineBanner)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Reconectar', exact: true })).toHaveCount(0);
        await context.setOffline(false);
        await expect(page.getByText('Conectado em tempo real')).toBeVisible({ timeout: 5000 });
      });

      await setClock(request, week.saturday);
      const stamp = Date.now().toString(36);
      const add = async (token: string, description: string) => {
        const added = await request.post('/api/last-encounter/memories', {
          headers: auth(token),
          multipart: {
            description,
            photo: { name: 'memoria.png', mimeType: 'image/png', buffer: makePng(48) },
          },
        });
        expect(added.status(), `memória: ${await added.text()}`).toBe(201);
        return ((await added.json()) as { memory: { photo_url: string } }).memory.photo_url;
      };
      const mine = `Minha memória ${stamp}`;
      const hosts = `Memória do anfitrião ${stamp}`;
      // Confirmed is not enough: the participant adds memories once the host has checked them in.
      const early = await request.get('/api/last-encounter', { headers: auth(participant.token) });
      expect(((await early.json()) as { can_add_memory: boolean }).can_add_memory, 'antes do check-in').toBe(
        false,
      );
      await checkInByHost(request, { host, forumId, week }, participant);
      const myPhoto = await add(participant.token, mine);
      await add(host.token, hosts);
      const gallery = page.getByRole('region', { name: 'Memórias' });

      await test.step('the thumbnails carry alt text naming the author and the caption', async () => {
        // A fake clock from here on (it runs as usual until moved), to be away from a page for minutes.
        await page.clock.install();
        await page.goto('/');
        await clickMenuItem(page, 'Último Encontro');
        await expect(gallery.getByAltText(`Memória de ${participant.name}: ${mine}`)).toBeVisible();
        await expect(gallery.getByAltText(`Memória de ${host.name}: ${hosts}`)).toBeVisible();
        const alts = await gallery
          .locator('img')
          .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
        expect(alts.every((alt) => !!alt && alt.startsWith('Memória de '))).toBe(true);
      });

      await test.step('offline, the last encounter opened again shows its memories under the banner', async () => {
        await page.getByRole('link', { name: 'Ver Indicações Atuais' }).first().click();
        await expect(page).toHaveURL(/\/$/);
        await context.setOffline(true);
        await page.clock.fastForward('05:00');
        await clickMenuItem(page, 'Último Encontro');
        await expect(page.getByText(offlineBanner)).toBeVisible();
        await expect(gallery.getByAltText(`Memória de ${participant.name}: ${mine}`)).toBeAttached();
        await expect(page.getByRole('region', { name: venue })).toBeVisible();
        await expect(page.getByText('Erro ao carregar o último encontro.')).toHaveCount(0);
        await context.setOffline(false);
        await expect(page.getByText(offlineBanner)).toBeHidden({ timeout: 15_000 });
      });

      await test.step('the author deletes their own memory after confirming; its photo leaves the storage', async () => {
        expect((await request.get(`/${myPhoto}`)).status(), 'foto antes').toBe(200);
        await expect(gallery.getByRole('button', { name: `Excluir memória: ${hosts}` })).toHaveCount(0);
        await gallery.getByRole('button', { name: `Excluir memória: ${mine}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Excluir esta memória?' });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
        await expect(toast(page, 'Memória excluída com sucesso!')).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(gallery.getByAltText(`Memória de ${participant.name}: ${mine}`)).toHaveCount(0);
        await expect(
          gallery.getByRole('button', { name: `Ver foto de ${host.name}: ${hosts}` }),
        ).toBeFocused();
        await expect
          .poll(async () => (await request.get(`/${myPhoto}`)).status(), {
            timeout: 60_000,
            intervals: [2000],
            message: 'foto removida do armazenamento',
          })
          .toBe(404);
        await page.reload();
        await expect(gallery.getByAltText(`Memória de ${host.name}: ${hosts}`)).toBeVisible();
        await expect(gallery.getByAltText(`Memória de ${participant.name}: ${mine}`)).toHaveCount(0);
      });
    } finally {
      await context.close();
    }
  },
);
